// Code generated from schema/models/tenancy/contactassignment.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { CircuitNested } from '../circuits/circuit.js';
import type { ProviderNested } from '../circuits/provider.js';
import type { ProviderAccountNested } from '../circuits/provideraccount.js';
import type { VirtualCircuitNested } from '../circuits/virtualcircuit.js';
import type { CoolingSourceNested } from '../dcim/coolingsource.js';
import type { DeviceNested } from '../dcim/device.js';
import type { LocationNested } from '../dcim/location.js';
import type { ManufacturerNested } from '../dcim/manufacturer.js';
import type { PowerPanelNested } from '../dcim/powerpanel.js';
import type { RackNested } from '../dcim/rack.js';
import type { RegionNested } from '../dcim/region.js';
import type { SiteNested } from '../dcim/site.js';
import type { SiteGroupNested } from '../dcim/sitegroup.js';
import type { TagNested } from '../extras/tag.js';
import type { AggregateNested } from '../ipam/aggregate.js';
import type { ASNNested } from '../ipam/asn.js';
import type { IPAddressNested } from '../ipam/ipaddress.js';
import type { IPRangeNested } from '../ipam/iprange.js';
import type { PrefixNested } from '../ipam/prefix.js';
import type { ServiceNested } from '../ipam/service.js';
import type { ContactNested } from './contact.js';
import type { ContactRoleNested } from './contactrole.js';
import type { TenantNested } from './tenant.js';
import type { ClusterNested } from '../virtualization/cluster.js';
import type { ClusterGroupNested } from '../virtualization/clustergroup.js';
import type { VirtualMachineNested } from '../virtualization/virtualmachine.js';
import type { L2VPNNested } from '../vpn/l2vpn.js';
import type { TunnelNested } from '../vpn/tunnel.js';
import type { TunnelGroupNested } from '../vpn/tunnelgroup.js';

/** The complete representation of a contact assignment, as the API returns it. */
export interface ContactAssignmentRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly object_type: string;
  readonly object_id: number;
  readonly object: CircuitNested | ProviderNested | ProviderAccountNested | VirtualCircuitNested | CoolingSourceNested | DeviceNested | LocationNested | ManufacturerNested | PowerPanelNested | RackNested | RegionNested | SiteNested | SiteGroupNested | AggregateNested | ASNNested | IPAddressNested | IPRangeNested | PrefixNested | ServiceNested | TenantNested | ClusterNested | ClusterGroupNested | VirtualMachineNested | L2VPNNested | TunnelNested | TunnelGroupNested | null;
  readonly contact: ContactNested;
  readonly role: ContactRoleNested;
  readonly priority: ChoiceRecord<ChoiceValue<'tenancy.contact_priority'>> | null;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type ContactAssignmentBrief = Pick<ContactAssignmentRecord, 'id' | 'url' | 'display' | 'contact' | 'role' | 'priority'>;

/** A contact assignment embedded in another object. */
export type ContactAssignmentNested = Pick<ContactAssignmentRecord, 'id' | 'url' | 'display' | 'contact' | 'role' | 'priority'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface ContactAssignmentInput {
  readonly object_type: string;
  readonly object_id: number;
  readonly contact: Reference;
  readonly role: Reference;
  readonly priority?: ChoiceValue<'tenancy.contact_priority'> | '';
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
export type ContactAssignmentFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly object_type: readonly ['string', string];
  readonly object_id: readonly ['number', number];
  readonly contact_id: readonly ['related', number | 'null'];
  readonly role_id: readonly ['related', number | 'null'];
  readonly role: readonly ['related', string | 'null'];
  readonly priority: readonly ['choice', ChoiceValue<'tenancy.contact_priority'> | 'null'];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly group_id: readonly ['related', number | 'null'];
  readonly group: readonly ['related', string | 'null'];
  readonly object_type_id: readonly ['object_type_id', number];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface ContactAssignmentRow {
  readonly id: number;
  readonly object_type: string;
  readonly object_id: number;
  readonly contact_id: number;
  readonly role_id: number;
  readonly priority: ChoiceValue<'tenancy.contact_priority'> | '';
  readonly custom_field_data: string;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface ContactAssignmentValues {
  object_type: string;
  object_id: number;
  contact: number;
  role: number;
  priority: ChoiceValue<'tenancy.contact_priority'> | '';
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/tenancy/). */
export interface ContactAssignmentPlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface ContactAssignmentTypes {
  readonly key: 'tenancy.contactassignment';
  readonly record: ContactAssignmentRecord;
  readonly brief: ContactAssignmentBrief;
  readonly nested: ContactAssignmentNested;
  readonly input: ContactAssignmentInput;
  readonly filters: ContactAssignmentFilters;
  readonly row: ContactAssignmentRow;
  readonly values: ContactAssignmentValues;
  readonly plugin: ContactAssignmentPlugin;
}

export const contactAssignmentModel = {
  key: 'tenancy.contactassignment',
  app: 'tenancy',
  model: 'contactassignment',
  className: 'ContactAssignment',
  path: 'contact-assignments',
  table: 'tenancy_contactassignment',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'contact assignment',
  verboseNamePlural: 'contact assignments',
  description: 'The assignment of a contact, in a role, to an object.',
  source: 'schema/models/tenancy/contactassignment.yaml',
  changelogRelated: ['object'],
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{contact} ({priority:label}) -> {object}', '{contact} -> {object}'],
  ordering: ['contact', 'priority', 'role'],
  fields: [
    {
      name: 'object_type',
      type: 'content_type',
      column: 'object_type',
      label: 'object type',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      maxLength: 100,
      targets: [
        'circuits.circuit',
        'circuits.provider',
        'circuits.provideraccount',
        'circuits.virtualcircuit',
        'dcim.coolingsource',
        'dcim.device',
        'dcim.location',
        'dcim.manufacturer',
        'dcim.powerpanel',
        'dcim.rack',
        'dcim.region',
        'dcim.site',
        'dcim.sitegroup',
        'ipam.aggregate',
        'ipam.asn',
        'ipam.ipaddress',
        'ipam.iprange',
        'ipam.prefix',
        'ipam.service',
        'tenancy.tenant',
        'virtualization.cluster',
        'virtualization.clustergroup',
        'virtualization.virtualmachine',
        'vpn.l2vpn',
        'vpn.tunnel',
        'vpn.tunnelgroup',
      ],
      generic: 'object',
    },
    {
      name: 'object_id',
      type: 'bigint',
      column: 'object_id',
      label: 'object id',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 0,
      generic: 'object',
    },
    {
      name: 'object',
      type: 'generic',
      column: null,
      label: 'object',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
      onDelete: 'cascade',
      targets: [
        'circuits.circuit',
        'circuits.provider',
        'circuits.provideraccount',
        'circuits.virtualcircuit',
        'dcim.coolingsource',
        'dcim.device',
        'dcim.location',
        'dcim.manufacturer',
        'dcim.powerpanel',
        'dcim.rack',
        'dcim.region',
        'dcim.site',
        'dcim.sitegroup',
        'ipam.aggregate',
        'ipam.asn',
        'ipam.ipaddress',
        'ipam.iprange',
        'ipam.prefix',
        'ipam.service',
        'tenancy.tenant',
        'virtualization.cluster',
        'virtualization.clustergroup',
        'virtualization.virtualmachine',
        'vpn.l2vpn',
        'vpn.tunnel',
        'vpn.tunnelgroup',
      ],
      parts: { type: 'object_type', id: 'object_id' },
    },
    {
      name: 'contact',
      type: 'fk',
      column: 'contact_id',
      label: 'contact',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'tenancy.contact',
      onDelete: 'protect',
    },
    {
      name: 'role',
      type: 'fk',
      column: 'role_id',
      label: 'role',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'tenancy.contactrole',
      onDelete: 'protect',
    },
    {
      name: 'priority',
      type: 'choice',
      column: 'priority',
      label: 'priority',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      choices: 'tenancy.contact_priority',
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
  computed: [],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'object_type',
    'object_id',
    'object',
    'contact',
    'role',
    'priority',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
  ],
  brief: ['id', 'url', 'display', 'contact', 'role', 'priority'],
  nested: ['id', 'url', 'display', 'contact', 'role', 'priority'],
  uniques: [
    {
      name: 'tenancy_contactassignment_object_type_object_id_contac_7f3f6ee6',
      fields: ['object_type', 'object_id', 'contact', 'role'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Contact assignment with this Object type, Object id, Contact and Role already exists.',
      errorKey: '__all__',
    },
  ],
  indexes: [
    ['object_type', 'object_id'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'object_type', kind: 'string', field: 'object_type' },
    { name: 'object_id', kind: 'number', field: 'object_id' },
    {
      name: 'contact_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'tenancy.contactassignment',
            column: 'contact_id',
            to: 'tenancy.contact',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'role_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'tenancy.contactassignment',
            column: 'role_id',
            to: 'tenancy.contactrole',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'role',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'tenancy.contactassignment',
            column: 'role_id',
            to: 'tenancy.contactrole',
          },
        ],
      ],
      attr: 'slug',
    },
    { name: 'priority', kind: 'choice', field: 'priority' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'group_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'tenancy.contactassignment',
            column: 'contact_id',
            to: 'tenancy.contact',
          },
          {
            via: 'm2m',
            model: 'tenancy.contact',
            through: { table: 'tenancy_contact_groups', source: 'contact_id', target: 'contactgroup_id' },
            to: 'tenancy.contactgroup',
          },
        ],
      ],
      attr: 'id',
      descendants: true,
    },
    {
      name: 'group',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'tenancy.contactassignment',
            column: 'contact_id',
            to: 'tenancy.contact',
          },
          {
            via: 'm2m',
            model: 'tenancy.contact',
            through: { table: 'tenancy_contact_groups', source: 'contact_id', target: 'contactgroup_id' },
            to: 'tenancy.contactgroup',
          },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    { name: 'object_type_id', kind: 'object_type_id', field: 'object_type' },
  ],
  search: [],
  searchIndex: null,
  rules: [],
  endpoints: [],
  declaredAt: {},
} as const satisfies ModelMeta;
