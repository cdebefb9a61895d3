// Code generated from schema/models/users/objectpermission.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { FilterParams, ListParams, ModelMeta, Reference } from '../../contract/index.js';
import type { GroupNested } from './group.js';
import type { UserRecord } from './user.js';

/** The complete representation of a permission, as the API returns it. */
export interface PermissionRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly description: string;
  readonly enabled: boolean;
  readonly object_types: readonly string[];
  readonly actions: unknown;
  readonly constraints: unknown;
  readonly groups: readonly GroupNested[];
  readonly users: readonly Pick<UserRecord, 'id' | 'url' | 'display' | 'username'>[];
}

/** The brief representation (`?brief=1`). */
export type PermissionBrief = Pick<PermissionRecord, 'id' | 'url' | 'display' | 'name' | 'description' | 'enabled' | 'object_types' | 'actions'>;

/** A permission embedded in another object. */
export type PermissionNested = Pick<PermissionRecord, 'id' | 'url' | 'display' | 'name' | 'description' | 'enabled' | 'object_types' | 'actions'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface PermissionInput {
  readonly name: string;
  readonly description?: string;
  readonly enabled?: boolean;
  readonly object_types: readonly string[];
  readonly actions: unknown;
  readonly constraints?: unknown;
  readonly groups?: readonly Reference[];
  readonly users?: readonly Reference[];
}

/** The query parameters of the list: each filter, its lookups (`name__ic`), paging and representation. */
export type PermissionFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly description: readonly ['string', string];
  readonly enabled: readonly ['boolean', boolean];
  readonly object_type: readonly ['plugin', string | number];
  readonly object_type_id: readonly ['plugin', string | number];
  readonly object_types: readonly ['plugin', string | number];
  readonly can_view: readonly ['plugin', string | number];
  readonly can_add: readonly ['plugin', string | number];
  readonly can_change: readonly ['plugin', string | number];
  readonly can_delete: readonly ['plugin', string | number];
  readonly user_id: readonly ['related', number | 'null'];
  readonly user: readonly ['related', string | 'null'];
  readonly group_id: readonly ['related', number | 'null'];
  readonly group: readonly ['related', string | 'null'];
}>
  & ListParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface PermissionRow {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  readonly enabled: boolean | 0 | 1;
  readonly object_types: string;
  readonly actions: string;
  readonly constraints: string | null;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface PermissionValues {
  name: string;
  description: string;
  enabled: boolean;
  object_types: string[];
  actions: unknown;
  constraints: unknown;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/users/). */
export interface PermissionPlugin {
  readonly rules: 'clean';
  readonly computed: {};
  readonly filters: 'object_type' | 'object_type_id' | 'object_types' | 'can_view' | 'can_add' | 'can_change' | 'can_delete';
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface PermissionTypes {
  readonly key: 'users.objectpermission';
  readonly record: PermissionRecord;
  readonly brief: PermissionBrief;
  readonly nested: PermissionNested;
  readonly input: PermissionInput;
  readonly filters: PermissionFilters;
  readonly row: PermissionRow;
  readonly values: PermissionValues;
  readonly plugin: PermissionPlugin;
}

export const permissionModel = {
  key: 'users.objectpermission',
  app: 'users',
  model: 'objectpermission',
  className: 'Permission',
  path: 'permissions',
  table: 'users_objectpermission',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'permission',
  verboseNamePlural: 'permissions',
  description: 'Actions on objects of some types, for some users and groups, optionally limited by constraints.',
  source: 'schema/models/users/objectpermission.yaml',
  features: { tags: false, customFields: false, changelog: false },
  tree: false,
  display: ['{name}'],
  ordering: ['name'],
  fields: [
    {
      name: 'name',
      type: 'string',
      column: 'name',
      label: 'name',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      maxLength: 100,
    },
    {
      name: 'description',
      type: 'string',
      column: 'description',
      label: 'description',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 200,
    },
    {
      name: 'enabled',
      type: 'boolean',
      column: 'enabled',
      label: 'enabled',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: true,
    },
    {
      name: 'object_types',
      type: 'content_types',
      column: 'object_types',
      label: 'object types',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [],
      targets: [
        'circuits.circuit',
        'circuits.circuitgroup',
        'circuits.circuitgroupassignment',
        'circuits.circuittermination',
        'circuits.circuittype',
        'circuits.provider',
        'circuits.provideraccount',
        'circuits.providernetwork',
        'circuits.virtualcircuit',
        'circuits.virtualcircuittermination',
        'circuits.virtualcircuittype',
        'core.job',
        'core.objectchange',
        'core.objecttype',
        'dcim.cable',
        'dcim.cablebundle',
        'dcim.cabletermination',
        'dcim.consoleport',
        'dcim.consoleporttemplate',
        'dcim.consoleserverport',
        'dcim.consoleserverporttemplate',
        'dcim.coolingfeed',
        'dcim.coolingintake',
        'dcim.coolingintaketemplate',
        'dcim.coolingoutflow',
        'dcim.coolingoutflowtemplate',
        'dcim.coolingsource',
        'dcim.device',
        'dcim.devicebay',
        'dcim.devicebaytemplate',
        'dcim.devicerole',
        'dcim.devicetype',
        'dcim.frontport',
        'dcim.frontporttemplate',
        'dcim.interface',
        'dcim.interfacetemplate',
        'dcim.inventoryitem',
        'dcim.inventoryitemrole',
        'dcim.inventoryitemtemplate',
        'dcim.location',
        'dcim.macaddress',
        'dcim.manufacturer',
        'dcim.module',
        'dcim.modulebay',
        'dcim.modulebaytemplate',
        'dcim.modulebaytype',
        'dcim.moduletype',
        'dcim.moduletypeprofile',
        'dcim.platform',
        'dcim.powerfeed',
        'dcim.poweroutlet',
        'dcim.poweroutlettemplate',
        'dcim.powerpanel',
        'dcim.powerport',
        'dcim.powerporttemplate',
        'dcim.rack',
        'dcim.rackgroup',
        'dcim.rackreservation',
        'dcim.rackrole',
        'dcim.racktype',
        'dcim.rearport',
        'dcim.rearporttemplate',
        'dcim.region',
        'dcim.site',
        'dcim.sitegroup',
        'dcim.virtualchassis',
        'dcim.virtualdevicecontext',
        'extras.configcontext',
        'extras.customfield',
        'extras.customfieldchoiceset',
        'extras.eventrule',
        'extras.journalentry',
        'extras.notification',
        'extras.notificationgroup',
        'extras.subscription',
        'extras.tag',
        'extras.webhook',
        'extras.webhookdelivery',
        'ipam.aggregate',
        'ipam.asn',
        'ipam.asnrange',
        'ipam.fhrpgroup',
        'ipam.fhrpgroupassignment',
        'ipam.ipaddress',
        'ipam.iprange',
        'ipam.prefix',
        'ipam.rir',
        'ipam.role',
        'ipam.routetarget',
        'ipam.service',
        'ipam.servicetemplate',
        'ipam.vlan',
        'ipam.vlangroup',
        'ipam.vlantranslationpolicy',
        'ipam.vlantranslationrule',
        'ipam.vrf',
        'tenancy.contact',
        'tenancy.contactassignment',
        'tenancy.contactgroup',
        'tenancy.contactrole',
        'tenancy.tenant',
        'tenancy.tenantgroup',
        'users.group',
        'users.objectpermission',
        'users.token',
        'users.user',
        'virtualization.cluster',
        'virtualization.clustergroup',
        'virtualization.clustertype',
        'virtualization.virtualdisk',
        'virtualization.virtualmachine',
        'virtualization.virtualmachinetype',
        'virtualization.vminterface',
        'vpn.ikepolicy',
        'vpn.ikeproposal',
        'vpn.ipsecpolicy',
        'vpn.ipsecprofile',
        'vpn.ipsecproposal',
        'vpn.l2vpn',
        'vpn.l2vpntermination',
        'vpn.tunnel',
        'vpn.tunnelgroup',
        'vpn.tunneltermination',
        'wireless.wirelesslan',
        'wireless.wirelesslangroup',
        'wireless.wirelesslink',
      ],
    },
    {
      name: 'actions',
      type: 'json',
      column: 'actions',
      label: 'actions',
      helpText: 'The list of actions granted by this permission',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
    {
      name: 'constraints',
      type: 'json',
      column: 'constraints',
      label: 'constraints',
      helpText: 'Queryset filter matching the applicable objects of the selected type(s)',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: null,
    },
    {
      name: 'groups',
      type: 'm2m',
      column: null,
      label: 'groups',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [],
      to: 'users.group',
      through: { table: 'users_objectpermission_groups', source: 'objectpermission_id', target: 'group_id' },
    },
    {
      name: 'users',
      type: 'm2m',
      column: null,
      label: 'users',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [],
      to: 'users.user',
      nested: ['id', 'url', 'display', 'username'],
      through: { table: 'users_objectpermission_users', source: 'objectpermission_id', target: 'user_id' },
    },
  ],
  computed: [],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'name',
    'description',
    'enabled',
    'object_types',
    'actions',
    'constraints',
    'groups',
    'users',
  ],
  brief: ['id', 'url', 'display', 'name', 'description', 'enabled', 'object_types', 'actions'],
  nested: ['id', 'url', 'display', 'name', 'description', 'enabled', 'object_types', 'actions'],
  uniques: [],
  indexes: [
    ['name'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'enabled', kind: 'boolean', field: 'enabled' },
    { name: 'object_type', kind: 'plugin' },
    { name: 'object_type_id', kind: 'plugin' },
    { name: 'object_types', kind: 'plugin' },
    { name: 'can_view', kind: 'plugin' },
    { name: 'can_add', kind: 'plugin' },
    { name: 'can_change', kind: 'plugin' },
    { name: 'can_delete', kind: 'plugin' },
    {
      name: 'user_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'users.objectpermission',
            through: {
              table: 'users_objectpermission_users',
              source: 'objectpermission_id',
              target: 'user_id',
            },
            to: 'users.user',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'user',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'users.objectpermission',
            through: {
              table: 'users_objectpermission_users',
              source: 'objectpermission_id',
              target: 'user_id',
            },
            to: 'users.user',
          },
        ],
      ],
      attr: 'username',
    },
    {
      name: 'group_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'users.objectpermission',
            through: {
              table: 'users_objectpermission_groups',
              source: 'objectpermission_id',
              target: 'group_id',
            },
            to: 'users.group',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'group',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'users.objectpermission',
            through: {
              table: 'users_objectpermission_groups',
              source: 'objectpermission_id',
              target: 'group_id',
            },
            to: 'users.group',
          },
        ],
      ],
      attr: 'name',
    },
  ],
  search: ['name', 'description'],
  searchIndex: null,
  rules: ['clean'],
  endpoints: [],
  declaredAt: {
    'filters.can_add': 'schema/models/users/objectpermission.yaml:30',
    'filters.can_change': 'schema/models/users/objectpermission.yaml:31',
    'filters.can_delete': 'schema/models/users/objectpermission.yaml:32',
    'filters.can_view': 'schema/models/users/objectpermission.yaml:29',
    'filters.object_type': 'schema/models/users/objectpermission.yaml:25',
    'filters.object_type_id': 'schema/models/users/objectpermission.yaml:26',
    'filters.object_types': 'schema/models/users/objectpermission.yaml:27',
    'rules.clean': 'schema/models/users/objectpermission.yaml:11',
  },
} as const satisfies ModelMeta;
