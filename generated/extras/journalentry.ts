// Code generated from schema/models/extras/journalentry.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { CircuitNested } from '../circuits/circuit.js';
import type { CircuitTypeNested } from '../circuits/circuittype.js';
import type { ProviderNested } from '../circuits/provider.js';
import type { ProviderAccountNested } from '../circuits/provideraccount.js';
import type { ProviderNetworkNested } from '../circuits/providernetwork.js';
import type { DeviceNested } from '../dcim/device.js';
import type { DeviceRoleNested } from '../dcim/devicerole.js';
import type { DeviceTypeNested } from '../dcim/devicetype.js';
import type { InterfaceNested } from '../dcim/interface.js';
import type { LocationNested } from '../dcim/location.js';
import type { MACAddressNested } from '../dcim/macaddress.js';
import type { ManufacturerNested } from '../dcim/manufacturer.js';
import type { PlatformNested } from '../dcim/platform.js';
import type { RackNested } from '../dcim/rack.js';
import type { RackRoleNested } from '../dcim/rackrole.js';
import type { RegionNested } from '../dcim/region.js';
import type { SiteNested } from '../dcim/site.js';
import type { SiteGroupNested } from '../dcim/sitegroup.js';
import type { VirtualChassisNested } from '../dcim/virtualchassis.js';
import type { TagNested } from './tag.js';
import type { AggregateNested } from '../ipam/aggregate.js';
import type { ASNNested } from '../ipam/asn.js';
import type { ASNRangeNested } from '../ipam/asnrange.js';
import type { IPAddressNested } from '../ipam/ipaddress.js';
import type { IPRangeNested } from '../ipam/iprange.js';
import type { PrefixNested } from '../ipam/prefix.js';
import type { RIRNested } from '../ipam/rir.js';
import type { RoleNested } from '../ipam/role.js';
import type { RouteTargetNested } from '../ipam/routetarget.js';
import type { ServiceNested } from '../ipam/service.js';
import type { VLANNested } from '../ipam/vlan.js';
import type { VLANGroupNested } from '../ipam/vlangroup.js';
import type { VRFNested } from '../ipam/vrf.js';
import type { ContactNested } from '../tenancy/contact.js';
import type { ContactGroupNested } from '../tenancy/contactgroup.js';
import type { ContactRoleNested } from '../tenancy/contactrole.js';
import type { TenantNested } from '../tenancy/tenant.js';
import type { TenantGroupNested } from '../tenancy/tenantgroup.js';
import type { ClusterNested } from '../virtualization/cluster.js';
import type { ClusterGroupNested } from '../virtualization/clustergroup.js';
import type { ClusterTypeNested } from '../virtualization/clustertype.js';
import type { VirtualDiskNested } from '../virtualization/virtualdisk.js';
import type { VirtualMachineNested } from '../virtualization/virtualmachine.js';
import type { VMInterfaceNested } from '../virtualization/vminterface.js';

/** The complete representation of a journal entry, as the API returns it. */
export interface JournalEntryRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly assigned_object_type: string;
  readonly assigned_object_id: number;
  readonly assigned_object: CircuitNested | CircuitTypeNested | ProviderNested | ProviderAccountNested | ProviderNetworkNested | DeviceNested | DeviceRoleNested | DeviceTypeNested | InterfaceNested | LocationNested | MACAddressNested | ManufacturerNested | PlatformNested | RackNested | RackRoleNested | RegionNested | SiteNested | SiteGroupNested | VirtualChassisNested | AggregateNested | ASNNested | ASNRangeNested | IPAddressNested | IPRangeNested | PrefixNested | RIRNested | RoleNested | RouteTargetNested | ServiceNested | VLANNested | VLANGroupNested | VRFNested | ContactNested | ContactGroupNested | ContactRoleNested | TenantNested | TenantGroupNested | ClusterNested | ClusterGroupNested | ClusterTypeNested | VirtualDiskNested | VirtualMachineNested | VMInterfaceNested | null;
  readonly created: string | null;
  readonly created_by: number | null;
  readonly kind: ChoiceRecord<ChoiceValue<'extras.journal_entry_kind'>>;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type JournalEntryBrief = Pick<JournalEntryRecord, 'id' | 'url' | 'display' | 'created'>;

/** A journal entry embedded in another object. */
export type JournalEntryNested = Pick<JournalEntryRecord, 'id' | 'url' | 'display' | 'created'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface JournalEntryInput {
  readonly assigned_object_type: string;
  readonly assigned_object_id: number;
  readonly kind?: ChoiceValue<'extras.journal_entry_kind'>;
  readonly comments: string;
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
export type JournalEntryFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly assigned_object_type: readonly ['string', string];
  readonly assigned_object_id: readonly ['number', number];
  readonly created_by: readonly ['plugin', string | number];
  readonly kind: readonly ['choice', ChoiceValue<'extras.journal_entry_kind'> | 'null'];
  readonly last_updated: readonly ['datetime', string];
  readonly assigned_object_type_id: readonly ['object_type_id', number];
  readonly created_after: readonly ['once', string];
  readonly created_before: readonly ['once', string];
  readonly created_by_id: readonly ['number', number];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface JournalEntryRow {
  readonly id: number;
  readonly assigned_object_type: string;
  readonly assigned_object_id: number;
  readonly created_by: number | null;
  readonly kind: ChoiceValue<'extras.journal_entry_kind'>;
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
export interface JournalEntryValues {
  assigned_object_type: string;
  assigned_object_id: number;
  created_by?: number | null;
  kind: ChoiceValue<'extras.journal_entry_kind'>;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/extras/). */
export interface JournalEntryPlugin {
  readonly rules: 'clean';
  readonly computed: {};
  readonly filters: 'created_by';
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface JournalEntryTypes {
  readonly key: 'extras.journalentry';
  readonly record: JournalEntryRecord;
  readonly brief: JournalEntryBrief;
  readonly nested: JournalEntryNested;
  readonly input: JournalEntryInput;
  readonly filters: JournalEntryFilters;
  readonly row: JournalEntryRow;
  readonly values: JournalEntryValues;
  readonly plugin: JournalEntryPlugin;
}

export const journalEntryModel = {
  key: 'extras.journalentry',
  app: 'extras',
  model: 'journalentry',
  className: 'JournalEntry',
  path: 'journal-entries',
  table: 'extras_journalentry',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'journal entry',
  verboseNamePlural: 'journal entries',
  description: 'A dated note recorded against an object.',
  source: 'schema/models/extras/journalentry.yaml',
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{created:minute} ({kind:label})'],
  ordering: ['-created'],
  fields: [
    {
      name: 'assigned_object_type',
      type: 'content_type',
      column: 'assigned_object_type',
      label: 'assigned object type',
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
        'circuits.circuittype',
        'circuits.provider',
        'circuits.provideraccount',
        'circuits.providernetwork',
        'dcim.device',
        'dcim.devicerole',
        'dcim.devicetype',
        'dcim.interface',
        'dcim.location',
        'dcim.macaddress',
        'dcim.manufacturer',
        'dcim.platform',
        'dcim.rack',
        'dcim.rackrole',
        'dcim.region',
        'dcim.site',
        'dcim.sitegroup',
        'dcim.virtualchassis',
        'ipam.aggregate',
        'ipam.asn',
        'ipam.asnrange',
        'ipam.ipaddress',
        'ipam.iprange',
        'ipam.prefix',
        'ipam.rir',
        'ipam.role',
        'ipam.routetarget',
        'ipam.service',
        'ipam.vlan',
        'ipam.vlangroup',
        'ipam.vrf',
        'tenancy.contact',
        'tenancy.contactgroup',
        'tenancy.contactrole',
        'tenancy.tenant',
        'tenancy.tenantgroup',
        'virtualization.cluster',
        'virtualization.clustergroup',
        'virtualization.clustertype',
        'virtualization.virtualdisk',
        'virtualization.virtualmachine',
        'virtualization.vminterface',
      ],
      generic: 'assigned_object',
    },
    {
      name: 'assigned_object_id',
      type: 'bigint',
      column: 'assigned_object_id',
      label: 'assigned object id',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 0,
      generic: 'assigned_object',
    },
    {
      name: 'assigned_object',
      type: 'generic',
      column: null,
      label: 'assigned object',
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
        'circuits.circuittype',
        'circuits.provider',
        'circuits.provideraccount',
        'circuits.providernetwork',
        'dcim.device',
        'dcim.devicerole',
        'dcim.devicetype',
        'dcim.interface',
        'dcim.location',
        'dcim.macaddress',
        'dcim.manufacturer',
        'dcim.platform',
        'dcim.rack',
        'dcim.rackrole',
        'dcim.region',
        'dcim.site',
        'dcim.sitegroup',
        'dcim.virtualchassis',
        'ipam.aggregate',
        'ipam.asn',
        'ipam.asnrange',
        'ipam.ipaddress',
        'ipam.iprange',
        'ipam.prefix',
        'ipam.rir',
        'ipam.role',
        'ipam.routetarget',
        'ipam.service',
        'ipam.vlan',
        'ipam.vlangroup',
        'ipam.vrf',
        'tenancy.contact',
        'tenancy.contactgroup',
        'tenancy.contactrole',
        'tenancy.tenant',
        'tenancy.tenantgroup',
        'virtualization.cluster',
        'virtualization.clustergroup',
        'virtualization.clustertype',
        'virtualization.virtualdisk',
        'virtualization.virtualmachine',
        'virtualization.vminterface',
      ],
      parts: { type: 'assigned_object_type', id: 'assigned_object_id' },
    },
    {
      name: 'created_by',
      type: 'bigint',
      column: 'created_by',
      label: 'created by',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
    {
      name: 'kind',
      type: 'choice',
      column: 'kind',
      label: 'kind',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 'info',
      choices: 'extras.journal_entry_kind',
    },
    {
      name: 'comments',
      type: 'text',
      column: 'comments',
      label: 'comments',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
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
    'assigned_object_type',
    'assigned_object_id',
    'assigned_object',
    'created',
    'created_by',
    'kind',
    'comments',
    'tags',
    'custom_fields',
    'last_updated',
  ],
  brief: ['id', 'url', 'display', 'created'],
  nested: ['id', 'url', 'display', 'created'],
  uniques: [],
  indexes: [
    ['assigned_object_type', 'assigned_object_id'],
    ['created'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'assigned_object_type', kind: 'string', field: 'assigned_object_type' },
    { name: 'assigned_object_id', kind: 'number', field: 'assigned_object_id' },
    { name: 'created_by', kind: 'plugin' },
    { name: 'kind', kind: 'choice', field: 'kind' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    { name: 'assigned_object_type_id', kind: 'object_type_id', field: 'assigned_object_type' },
    { name: 'created_after', kind: 'datetime', field: 'created', lookup: 'gte' },
    { name: 'created_before', kind: 'datetime', field: 'created', lookup: 'lte' },
    { name: 'created_by_id', kind: 'number', field: 'created_by' },
  ],
  search: ['comments'],
  searchIndex: null,
  rules: ['clean'],
  endpoints: [],
  declaredAt: {
    'filters.created_by': 'schema/models/extras/journalentry.yaml:82',
    'rules.clean': 'schema/models/extras/journalentry.yaml:70',
  },
} as const satisfies ModelMeta;
