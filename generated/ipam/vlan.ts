// Code generated from schema/models/ipam/vlan.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { SiteNested } from '../dcim/site.js';
import type { TagNested } from '../extras/tag.js';
import type { RoleNested } from './role.js';
import type { VLANGroupNested } from './vlangroup.js';
import type { TenantNested } from '../tenancy/tenant.js';
import type { L2VPNTerminationNested } from '../vpn/l2vpntermination.js';

/** The complete representation of a VLAN, as the API returns it. */
export interface VLANRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly site: SiteNested | null;
  readonly group: VLANGroupNested | null;
  readonly vid: number;
  readonly name: string;
  readonly tenant: TenantNested | null;
  readonly status: ChoiceRecord<ChoiceValue<'ipam.vlan_status'>>;
  readonly role: RoleNested | null;
  readonly description: string;
  readonly qinq_role: ChoiceRecord<ChoiceValue<'ipam.vlan_qinq_role'>> | null;
  readonly qinq_svlan: Pick<VLANRecord, 'id' | 'url' | 'display' | 'vid' | 'name' | 'description'> | null;
  readonly comments: string;
  readonly l2vpn_termination: L2VPNTerminationNested | null;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly prefix_count: number;
}

/** The brief representation (`?brief=1`). */
export type VLANBrief = Pick<VLANRecord, 'id' | 'url' | 'display' | 'vid' | 'name' | 'description'>;

/** A VLAN embedded in another object. */
export type VLANNested = Pick<VLANRecord, 'id' | 'url' | 'display' | 'vid' | 'name' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface VLANInput {
  readonly site?: Reference | null;
  readonly group?: Reference | null;
  readonly vid: number;
  readonly name: string;
  readonly tenant?: Reference | null;
  readonly status?: ChoiceValue<'ipam.vlan_status'>;
  readonly role?: Reference | null;
  readonly qinq_role?: ChoiceValue<'ipam.vlan_qinq_role'> | '' | null;
  readonly qinq_svlan?: Reference | null;
  readonly description?: string;
  readonly comments?: string;
  readonly tags?: readonly Reference[];
  readonly custom_fields?: Readonly<Record<string, unknown>>;
  /** Tags to add to the stored ones (not with `tags`). */
  readonly add_tags?: readonly Reference[];
  /** Tags to remove from the stored ones (updates only). */
  readonly remove_tags?: readonly Reference[];
  /** Stored with the change record of this write. */
  readonly changelog_message?: string;
}

/** The query parameters of the list: each filter, its lookups (`name__ic`), paging and representation. */
export type VLANFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly site_id: readonly ['related', number | 'null'];
  readonly site: readonly ['related', string | 'null'];
  readonly group_id: readonly ['related', number | 'null'];
  readonly group: readonly ['related', string | 'null'];
  readonly vid: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly tenant_id: readonly ['related', number | 'null'];
  readonly tenant: readonly ['related', string | 'null'];
  readonly status: readonly ['choice', ChoiceValue<'ipam.vlan_status'> | 'null'];
  readonly role_id: readonly ['related', number | 'null'];
  readonly role: readonly ['related', string | 'null'];
  readonly qinq_role: readonly ['choice', ChoiceValue<'ipam.vlan_qinq_role'> | 'null'];
  readonly qinq_svlan_id: readonly ['related', number | 'null'];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly tenant_group_id: readonly ['related', number | 'null'];
  readonly tenant_group: readonly ['related', string | 'null'];
  readonly available_on_device: readonly ['plugin', string | number];
  readonly region_id: readonly ['related', number | 'null'];
  readonly region: readonly ['related', string | 'null'];
  readonly site_group_id: readonly ['related', number | 'null'];
  readonly site_group: readonly ['related', string | 'null'];
  readonly available_at_site: readonly ['plugin', string | number];
  readonly available_on_virtualmachine: readonly ['plugin', string | number];
  readonly qinq_svlan_vid: readonly ['related', number | 'null'];
  readonly interface_id: readonly ['related', number | 'null'];
  readonly vminterface_id: readonly ['related', number | 'null'];
  readonly available_at_site_group: readonly ['plugin', string | number];
  readonly l2vpn_id: readonly ['related', number | 'null'];
  readonly l2vpn: readonly ['related', number | 'null'];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface VLANRow {
  readonly id: number;
  readonly site_id: number | null;
  readonly group_id: number | null;
  readonly vid: number;
  readonly name: string;
  readonly tenant_id: number | null;
  readonly status: ChoiceValue<'ipam.vlan_status'>;
  readonly role_id: number | null;
  readonly qinq_role: ChoiceValue<'ipam.vlan_qinq_role'> | '' | null;
  readonly qinq_svlan_id: number | null;
  readonly description: string;
  readonly comments: string;
  readonly custom_field_data: string;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface VLANValues {
  site?: number | null;
  group: number | null;
  vid: number;
  name: string;
  tenant?: number | null;
  status: ChoiceValue<'ipam.vlan_status'>;
  role?: number | null;
  qinq_role?: ChoiceValue<'ipam.vlan_qinq_role'> | '' | null;
  qinq_svlan: number | null;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/ipam/). */
export interface VLANPlugin {
  readonly rules: 'clean';
  readonly computed: {};
  readonly filters: 'available_on_device' | 'available_at_site' | 'available_on_virtualmachine' | 'available_at_site_group';
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface VLANTypes {
  readonly key: 'ipam.vlan';
  readonly record: VLANRecord;
  readonly brief: VLANBrief;
  readonly nested: VLANNested;
  readonly input: VLANInput;
  readonly filters: VLANFilters;
  readonly row: VLANRow;
  readonly values: VLANValues;
  readonly plugin: VLANPlugin;
}

export const vLANModel = {
  key: 'ipam.vlan',
  app: 'ipam',
  model: 'vlan',
  className: 'VLAN',
  path: 'vlans',
  table: 'ipam_vlan',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'VLAN',
  verboseNamePlural: 'VLANs',
  description: 'A layer-2 virtual LAN, optionally in a VLAN group or at a site.',
  source: 'schema/models/ipam/vlan.yaml',
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{name} ({vid})'],
  ordering: ['site', 'group', 'vid'],
  fields: [
    {
      name: 'site',
      type: 'fk',
      column: 'site_id',
      label: 'site',
      helpText: 'The specific site to which this VLAN is assigned (if any)',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.site',
      onDelete: 'protect',
    },
    {
      name: 'group',
      type: 'fk',
      column: 'group_id',
      label: 'group',
      helpText: 'VLAN group (optional)',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: null,
      to: 'ipam.vlangroup',
      onDelete: 'protect',
    },
    {
      name: 'vid',
      type: 'integer',
      column: 'vid',
      label: 'VLAN ID',
      helpText: 'Numeric VLAN ID (1-4094)',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 1,
      max: 4094,
    },
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
      maxLength: 64,
    },
    {
      name: 'tenant',
      type: 'fk',
      column: 'tenant_id',
      label: 'tenant',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'tenancy.tenant',
      onDelete: 'protect',
    },
    {
      name: 'status',
      type: 'choice',
      column: 'status',
      label: 'status',
      helpText: 'Operational status of this VLAN',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 'active',
      choices: 'ipam.vlan_status',
    },
    {
      name: 'role',
      type: 'fk',
      column: 'role_id',
      label: 'role',
      helpText: 'The primary function of this VLAN',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'ipam.role',
      onDelete: 'set_null',
    },
    {
      name: 'qinq_role',
      type: 'choice',
      column: 'qinq_role',
      label: 'Q-in-Q role',
      helpText: 'Customer/service VLAN designation (for Q-in-Q/IEEE 802.1ad)',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'ipam.vlan_qinq_role',
    },
    {
      name: 'qinq_svlan',
      type: 'fk',
      column: 'qinq_svlan_id',
      label: 'qinq svlan',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: null,
      to: 'ipam.vlan',
      onDelete: 'protect',
      nested: ['id', 'url', 'display', 'vid', 'name', 'description'],
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
      name: 'comments',
      type: 'text',
      column: 'comments',
      label: 'comments',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
    },
    {
      name: 'tags',
      type: 'tags',
      column: null,
      label: 'tags',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [],
      to: 'extras.tag',
    },
    {
      name: 'custom_fields',
      type: 'custom_fields',
      column: 'custom_field_data',
      label: 'custom fields',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: {},
    },
    {
      name: 'created',
      type: 'datetime',
      column: 'created',
      label: 'created',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
    {
      name: 'last_updated',
      type: 'datetime',
      column: 'last_updated',
      label: 'last updated',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
  ],
  computed: [
    {
      name: 'l2vpn_termination',
      kind: 'list',
      label: 'l2vpn termination',
      model: 'vpn.l2vpntermination',
      via: 'assigned_object',
      single: true,
      inNested: false,
    },
    {
      name: 'prefix_count',
      kind: 'count',
      label: 'prefix count',
      model: 'ipam.prefix',
      via: 'vlan',
      cumulative: false,
      inNested: false,
    },
  ],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'site',
    'group',
    'vid',
    'name',
    'tenant',
    'status',
    'role',
    'description',
    'qinq_role',
    'qinq_svlan',
    'comments',
    'l2vpn_termination',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'prefix_count',
  ],
  brief: ['id', 'url', 'display', 'vid', 'name', 'description'],
  nested: ['id', 'url', 'display', 'vid', 'name', 'description'],
  uniques: [
    {
      name: 'ipam_vlan_group_id_vid_uniq',
      fields: ['group', 'vid'],
      caseInsensitive: [],
      whenNull: [],
      message: 'VLAN with this Group and VLAN ID already exists.',
      errorKey: '__all__',
    },
    {
      name: 'ipam_vlan_group_id_name_uniq',
      fields: ['group', 'name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'VLAN with this Group and Name already exists.',
      errorKey: '__all__',
    },
    {
      name: 'ipam_vlan_qinq_svlan_id_vid_uniq',
      fields: ['qinq_svlan', 'vid'],
      caseInsensitive: [],
      whenNull: [],
      message: 'VLAN with this Qinq svlan and VLAN ID already exists.',
      errorKey: '__all__',
    },
    {
      name: 'ipam_vlan_qinq_svlan_id_name_uniq',
      fields: ['qinq_svlan', 'name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'VLAN with this Qinq svlan and Name already exists.',
      errorKey: '__all__',
    },
  ],
  indexes: [
    ['vid'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    {
      name: 'site_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.vlan', column: 'site_id', to: 'dcim.site' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'site',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.vlan', column: 'site_id', to: 'dcim.site' },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'group_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.vlan', column: 'group_id', to: 'ipam.vlangroup' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'group',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.vlan', column: 'group_id', to: 'ipam.vlangroup' },
        ],
      ],
      attr: 'slug',
    },
    { name: 'vid', kind: 'number', field: 'vid' },
    { name: 'name', kind: 'string', field: 'name' },
    {
      name: 'tenant_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.vlan', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'tenant',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.vlan', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'slug',
    },
    { name: 'status', kind: 'choice', field: 'status' },
    {
      name: 'role_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.vlan', column: 'role_id', to: 'ipam.role' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'role',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.vlan', column: 'role_id', to: 'ipam.role' },
        ],
      ],
      attr: 'slug',
    },
    { name: 'qinq_role', kind: 'choice', field: 'qinq_role' },
    {
      name: 'qinq_svlan_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.vlan', column: 'qinq_svlan_id', to: 'ipam.vlan' },
        ],
      ],
      attr: 'id',
    },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'tenant_group_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.vlan', column: 'tenant_id', to: 'tenancy.tenant' },
          { via: 'fk', model: 'tenancy.tenant', column: 'group_id', to: 'tenancy.tenantgroup' },
        ],
      ],
      attr: 'id',
      descendants: true,
    },
    {
      name: 'tenant_group',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.vlan', column: 'tenant_id', to: 'tenancy.tenant' },
          { via: 'fk', model: 'tenancy.tenant', column: 'group_id', to: 'tenancy.tenantgroup' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    { name: 'available_on_device', kind: 'plugin' },
    {
      name: 'region_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.vlan', column: 'site_id', to: 'dcim.site' },
          { via: 'fk', model: 'dcim.site', column: 'region_id', to: 'dcim.region' },
        ],
      ],
      attr: 'id',
      descendants: true,
    },
    {
      name: 'region',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.vlan', column: 'site_id', to: 'dcim.site' },
          { via: 'fk', model: 'dcim.site', column: 'region_id', to: 'dcim.region' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    {
      name: 'site_group_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.vlan', column: 'site_id', to: 'dcim.site' },
          { via: 'fk', model: 'dcim.site', column: 'group_id', to: 'dcim.sitegroup' },
        ],
      ],
      attr: 'id',
      descendants: true,
    },
    {
      name: 'site_group',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.vlan', column: 'site_id', to: 'dcim.site' },
          { via: 'fk', model: 'dcim.site', column: 'group_id', to: 'dcim.sitegroup' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    { name: 'available_at_site', kind: 'plugin' },
    { name: 'available_on_virtualmachine', kind: 'plugin' },
    {
      name: 'qinq_svlan_vid',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.vlan', column: 'qinq_svlan_id', to: 'ipam.vlan' },
        ],
      ],
      attr: 'vid',
    },
    {
      name: 'interface_id',
      kind: 'related',
      paths: [
        [
          { via: 'reverse', model: 'ipam.vlan', column: 'untagged_vlan_id', to: 'dcim.interface' },
        ],
        [
          {
            via: 'reverse_m2m',
            model: 'ipam.vlan',
            through: { table: 'dcim_interface_tagged_vlans', source: 'interface_id', target: 'vlan_id' },
            to: 'dcim.interface',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'vminterface_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse',
            model: 'ipam.vlan',
            column: 'untagged_vlan_id',
            to: 'virtualization.vminterface',
          },
        ],
        [
          {
            via: 'reverse_m2m',
            model: 'ipam.vlan',
            through: {
              table: 'virtualization_vminterface_tagged_vlans',
              source: 'vminterface_id',
              target: 'vlan_id',
            },
            to: 'virtualization.vminterface',
          },
        ],
      ],
      attr: 'id',
    },
    { name: 'available_at_site_group', kind: 'plugin' },
    {
      name: 'l2vpn_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse',
            model: 'ipam.vlan',
            column: 'assigned_object_id',
            type: 'assigned_object_type',
            to: 'vpn.l2vpntermination',
          },
          { via: 'fk', model: 'vpn.l2vpntermination', column: 'l2vpn_id', to: 'vpn.l2vpn' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'l2vpn',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse',
            model: 'ipam.vlan',
            column: 'assigned_object_id',
            type: 'assigned_object_type',
            to: 'vpn.l2vpntermination',
          },
          { via: 'fk', model: 'vpn.l2vpntermination', column: 'l2vpn_id', to: 'vpn.l2vpn' },
        ],
      ],
      attr: 'identifier',
    },
  ],
  search: ['name', 'description'],
  searchIndex: null,
  rules: ['clean'],
  endpoints: [],
  declaredAt: {
    'filters.available_at_site': 'schema/models/ipam/vlan.yaml:39',
    'filters.available_at_site_group': 'schema/models/ipam/vlan.yaml:44',
    'filters.available_on_device': 'schema/models/ipam/vlan.yaml:34',
    'filters.available_on_virtualmachine': 'schema/models/ipam/vlan.yaml:40',
    'rules.clean': 'schema/models/ipam/vlan.yaml:32',
  },
} as const satisfies ModelMeta;
