// Code generated from schema/models/dcim/powerfeed.yaml with schema/traits/cabled.yaml, schema/traits/path_endpoint.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { CircuitTerminationNested } from '../circuits/circuittermination.js';
import type { ProviderNetworkNested } from '../circuits/providernetwork.js';
import type { VirtualCircuitTerminationNested } from '../circuits/virtualcircuittermination.js';
import type { CableNested } from './cable.js';
import type { ConsolePortNested } from './consoleport.js';
import type { ConsoleServerPortNested } from './consoleserverport.js';
import type { FrontPortNested } from './frontport.js';
import type { InterfaceNested } from './interface.js';
import type { PowerOutletNested } from './poweroutlet.js';
import type { PowerPanelNested } from './powerpanel.js';
import type { PowerPortNested } from './powerport.js';
import type { RackNested } from './rack.js';
import type { RearPortNested } from './rearport.js';
import type { TagNested } from '../extras/tag.js';
import type { TenantNested } from '../tenancy/tenant.js';

/** The complete representation of a power feed, as the API returns it. */
export interface PowerFeedRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly power_panel: PowerPanelNested;
  readonly rack: RackNested | null;
  readonly name: string;
  readonly status: ChoiceRecord<ChoiceValue<'dcim.power_feed_status'>>;
  readonly type: ChoiceRecord<ChoiceValue<'dcim.power_feed_type'>>;
  readonly supply: ChoiceRecord<ChoiceValue<'dcim.power_feed_supply'>>;
  readonly phase: ChoiceRecord<ChoiceValue<'dcim.power_feed_phase'>>;
  readonly voltage: number;
  readonly amperage: number;
  readonly max_utilization: number;
  readonly mark_connected: boolean;
  readonly cable: CableNested | null;
  readonly cable_end: ChoiceValue<'dcim.cable_end'> | null;
  readonly link_peers: readonly (InterfaceNested | ConsolePortNested | ConsoleServerPortNested | PowerPortNested | PowerOutletNested | FrontPortNested | RearPortNested | PowerFeedNested | CircuitTerminationNested)[];
  readonly link_peers_type: string | null;
  readonly connected_endpoints: readonly (InterfaceNested | ConsolePortNested | ConsoleServerPortNested | PowerPortNested | PowerOutletNested | PowerFeedNested | ProviderNetworkNested | VirtualCircuitTerminationNested)[] | null;
  readonly connected_endpoints_type: string | null;
  readonly connected_endpoints_reachable: boolean | null;
  readonly description: string;
  readonly tenant: TenantNested | null;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly _occupied: boolean | null;
}

/** The brief representation (`?brief=1`). */
export type PowerFeedBrief = Pick<PowerFeedRecord, 'id' | 'url' | 'display' | 'name' | 'description' | 'cable' | '_occupied'>;

/** A power feed embedded in another object. */
export type PowerFeedNested = Pick<PowerFeedRecord, 'id' | 'url' | 'display' | 'name' | 'description' | 'cable' | '_occupied'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface PowerFeedInput {
  readonly mark_connected?: boolean;
  readonly power_panel: Reference;
  readonly rack?: Reference | null;
  readonly name: string;
  readonly status?: ChoiceValue<'dcim.power_feed_status'>;
  readonly type?: ChoiceValue<'dcim.power_feed_type'>;
  readonly supply?: ChoiceValue<'dcim.power_feed_supply'>;
  readonly phase?: ChoiceValue<'dcim.power_feed_phase'>;
  readonly voltage?: number;
  readonly amperage?: number;
  readonly max_utilization?: number;
  readonly tenant?: Reference | null;
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
export type PowerFeedFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly mark_connected: readonly ['boolean', boolean];
  readonly cable_id: readonly ['related', number | 'null'];
  readonly cable_end: readonly ['choice', ChoiceValue<'dcim.cable_end'> | 'null'];
  readonly power_panel_id: readonly ['related', number | 'null'];
  readonly rack_id: readonly ['related', number | 'null'];
  readonly name: readonly ['string', string];
  readonly status: readonly ['choice', ChoiceValue<'dcim.power_feed_status'> | 'null'];
  readonly type: readonly ['choice', ChoiceValue<'dcim.power_feed_type'> | 'null'];
  readonly supply: readonly ['choice', ChoiceValue<'dcim.power_feed_supply'> | 'null'];
  readonly phase: readonly ['choice', ChoiceValue<'dcim.power_feed_phase'> | 'null'];
  readonly voltage: readonly ['number', number];
  readonly amperage: readonly ['number', number];
  readonly max_utilization: readonly ['number', number];
  readonly tenant_id: readonly ['related', number | 'null'];
  readonly tenant: readonly ['related', string | 'null'];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly tenant_group_id: readonly ['related', number | 'null'];
  readonly tenant_group: readonly ['related', string | 'null'];
  readonly cabled: readonly ['present', boolean];
  readonly occupied: readonly ['plugin', string | number];
  readonly cable_connector: readonly ['plugin', string | number];
  readonly connected: readonly ['plugin', string | number];
  readonly available_power: readonly ['number', number];
  readonly region_id: readonly ['related', number | 'null'];
  readonly region: readonly ['related', string | 'null'];
  readonly site_group_id: readonly ['related', number | 'null'];
  readonly site_group: readonly ['related', string | 'null'];
  readonly site_id: readonly ['related', number | 'null'];
  readonly site: readonly ['related', string | 'null'];
  readonly q: readonly ['plugin', string | number];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface PowerFeedRow {
  readonly id: number;
  readonly mark_connected: boolean | 0 | 1;
  readonly cable_id: number | null;
  readonly cable_end: ChoiceValue<'dcim.cable_end'> | '' | null;
  readonly _path_id: number | null;
  readonly power_panel_id: number;
  readonly rack_id: number | null;
  readonly name: string;
  readonly _name: string | null;
  readonly status: ChoiceValue<'dcim.power_feed_status'>;
  readonly type: ChoiceValue<'dcim.power_feed_type'>;
  readonly supply: ChoiceValue<'dcim.power_feed_supply'>;
  readonly phase: ChoiceValue<'dcim.power_feed_phase'>;
  readonly voltage: number;
  readonly amperage: number;
  readonly max_utilization: number;
  readonly available_power: number;
  readonly tenant_id: number | null;
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
export interface PowerFeedValues {
  mark_connected: boolean;
  cable?: number | null;
  cable_end?: ChoiceValue<'dcim.cable_end'> | '' | null;
  power_panel: number;
  rack: number | null;
  name: string;
  status: ChoiceValue<'dcim.power_feed_status'>;
  type: ChoiceValue<'dcim.power_feed_type'>;
  supply: ChoiceValue<'dcim.power_feed_supply'>;
  phase: ChoiceValue<'dcim.power_feed_phase'>;
  voltage: number;
  amperage: number;
  max_utilization: number;
  available_power?: number;
  tenant?: number | null;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/dcim/; its traits' plug-ins implement theirs). */
export interface PowerFeedPlugin {
  readonly rules: 'clean';
  readonly computed: {};
  readonly filters: 'q';
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface PowerFeedTypes {
  readonly key: 'dcim.powerfeed';
  readonly record: PowerFeedRecord;
  readonly brief: PowerFeedBrief;
  readonly nested: PowerFeedNested;
  readonly input: PowerFeedInput;
  readonly filters: PowerFeedFilters;
  readonly row: PowerFeedRow;
  readonly values: PowerFeedValues;
  readonly plugin: PowerFeedPlugin;
}

export const powerFeedModel = {
  key: 'dcim.powerfeed',
  app: 'dcim',
  model: 'powerfeed',
  className: 'PowerFeed',
  path: 'power-feeds',
  table: 'dcim_powerfeed',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'power feed',
  verboseNamePlural: 'power feeds',
  description: 'An electrical circuit delivered from a power panel (to a rack); a cable connects it to a device\'s power port.',
  source: 'schema/models/dcim/powerfeed.yaml',
  traits: ['cabled', 'path_endpoint'],
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{name}'],
  ordering: ['power_panel', 'name'],
  fields: [
    {
      name: 'mark_connected',
      type: 'boolean',
      column: 'mark_connected',
      label: 'mark connected',
      helpText: 'Treat as if a cable is connected',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: false,
    },
    {
      name: 'cable',
      type: 'fk',
      column: 'cable_id',
      label: 'cable',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.cable',
      onDelete: 'set_null',
    },
    {
      name: 'cable_end',
      type: 'choice',
      column: 'cable_end',
      label: 'cable end',
      required: false,
      nullable: true,
      blank: true,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'dcim.cable_end',
      plainChoice: true,
    },
    {
      name: '_path',
      type: 'fk',
      column: '_path_id',
      label: ' path',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: true,
      immutable: false,
      to: 'dcim.cablepath',
      onDelete: 'set_null',
    },
    {
      name: 'power_panel',
      type: 'fk',
      column: 'power_panel_id',
      label: 'power panel',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.powerpanel',
      onDelete: 'protect',
    },
    {
      name: 'rack',
      type: 'fk',
      column: 'rack_id',
      label: 'rack',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: null,
      to: 'dcim.rack',
      onDelete: 'protect',
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
      maxLength: 100,
      naturalKey: { column: '_name', kind: 'plain' },
    },
    {
      name: '_name',
      type: 'string',
      column: '_name',
      label: 'name',
      required: false,
      nullable: true,
      blank: true,
      readOnly: true,
      writeOnly: false,
      internal: true,
      immutable: false,
      maxLength: 100,
    },
    {
      name: 'status',
      type: 'choice',
      column: 'status',
      label: 'status',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 'active',
      choices: 'dcim.power_feed_status',
    },
    {
      name: 'type',
      type: 'choice',
      column: 'type',
      label: 'type',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 'primary',
      choices: 'dcim.power_feed_type',
    },
    {
      name: 'supply',
      type: 'choice',
      column: 'supply',
      label: 'supply',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 'ac',
      choices: 'dcim.power_feed_supply',
    },
    {
      name: 'phase',
      type: 'choice',
      column: 'phase',
      label: 'phase',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 'single-phase',
      choices: 'dcim.power_feed_phase',
    },
    {
      name: 'voltage',
      type: 'integer',
      column: 'voltage',
      label: 'voltage',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 120,
      min: -32768,
      max: 32767,
    },
    {
      name: 'amperage',
      type: 'integer',
      column: 'amperage',
      label: 'amperage',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 15,
      min: 1,
      max: 32767,
    },
    {
      name: 'max_utilization',
      type: 'integer',
      column: 'max_utilization',
      label: 'max utilization',
      helpText: 'Maximum permissible draw (percentage)',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 80,
      min: 1,
      max: 100,
    },
    {
      name: 'available_power',
      type: 'integer',
      column: 'available_power',
      label: 'available power',
      required: false,
      nullable: false,
      blank: false,
      readOnly: true,
      writeOnly: true,
      internal: false,
      immutable: false,
      default: 0,
      min: 0,
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
      name: 'link_peers',
      kind: 'plugin',
      label: 'link peers',
      valueType: 'objects',
      inNested: false,
      objects: {
        targets: [
          'dcim.interface',
          'dcim.consoleport',
          'dcim.consoleserverport',
          'dcim.powerport',
          'dcim.poweroutlet',
          'dcim.frontport',
          'dcim.rearport',
          'dcim.powerfeed',
          'circuits.circuittermination',
        ],
        generic: false,
        nullable: false,
      },
    },
    {
      name: 'link_peers_type',
      kind: 'plugin',
      label: 'link peers type',
      valueType: 'string',
      inNested: false,
    },
    { name: '_occupied', kind: 'plugin', label: 'occupied', valueType: 'boolean', inNested: true },
    {
      name: 'connected_endpoints',
      kind: 'plugin',
      label: 'connected endpoints',
      valueType: 'objects',
      inNested: false,
      objects: {
        targets: [
          'dcim.interface',
          'dcim.consoleport',
          'dcim.consoleserverport',
          'dcim.powerport',
          'dcim.poweroutlet',
          'dcim.powerfeed',
          'circuits.providernetwork',
          'circuits.virtualcircuittermination',
        ],
        generic: false,
        nullable: true,
      },
    },
    {
      name: 'connected_endpoints_type',
      kind: 'plugin',
      label: 'connected endpoints type',
      valueType: 'string',
      inNested: false,
    },
    {
      name: 'connected_endpoints_reachable',
      kind: 'plugin',
      label: 'connected endpoints reachable',
      valueType: 'boolean',
      inNested: false,
    },
  ],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'power_panel',
    'rack',
    'name',
    'status',
    'type',
    'supply',
    'phase',
    'voltage',
    'amperage',
    'max_utilization',
    'mark_connected',
    'cable',
    'cable_end',
    'link_peers',
    'link_peers_type',
    'connected_endpoints',
    'connected_endpoints_type',
    'connected_endpoints_reachable',
    'description',
    'tenant',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    '_occupied',
  ],
  brief: ['id', 'url', 'display', 'name', 'description', 'cable', '_occupied'],
  nested: ['id', 'url', 'display', 'name', 'description', 'cable', '_occupied'],
  uniques: [
    {
      name: 'dcim_powerfeed_power_panel_id_name_uniq',
      fields: ['power_panel', 'name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Power feed with this Power panel and Name already exists.',
      errorKey: '__all__',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'mark_connected', kind: 'boolean', field: 'mark_connected' },
    {
      name: 'cable_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.powerfeed', column: 'cable_id', to: 'dcim.cable' },
        ],
      ],
      attr: 'id',
    },
    { name: 'cable_end', kind: 'choice', field: 'cable_end' },
    {
      name: 'power_panel_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.powerfeed', column: 'power_panel_id', to: 'dcim.powerpanel' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'rack_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.powerfeed', column: 'rack_id', to: 'dcim.rack' },
        ],
      ],
      attr: 'id',
    },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'status', kind: 'choice', field: 'status' },
    { name: 'type', kind: 'choice', field: 'type' },
    { name: 'supply', kind: 'choice', field: 'supply' },
    { name: 'phase', kind: 'choice', field: 'phase' },
    { name: 'voltage', kind: 'number', field: 'voltage' },
    { name: 'amperage', kind: 'number', field: 'amperage' },
    { name: 'max_utilization', kind: 'number', field: 'max_utilization' },
    {
      name: 'tenant_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.powerfeed', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'tenant',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.powerfeed', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'slug',
    },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'tenant_group_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.powerfeed', column: 'tenant_id', to: 'tenancy.tenant' },
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
          { via: 'fk', model: 'dcim.powerfeed', column: 'tenant_id', to: 'tenancy.tenant' },
          { via: 'fk', model: 'tenancy.tenant', column: 'group_id', to: 'tenancy.tenantgroup' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    { name: 'cabled', kind: 'present', fields: ['cable'] },
    { name: 'occupied', kind: 'plugin' },
    { name: 'cable_connector', kind: 'plugin' },
    { name: 'connected', kind: 'plugin' },
    { name: 'available_power', kind: 'number', field: 'available_power' },
    {
      name: 'region_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.powerfeed', column: 'power_panel_id', to: 'dcim.powerpanel' },
          { via: 'fk', model: 'dcim.powerpanel', column: 'site_id', to: 'dcim.site' },
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
          { via: 'fk', model: 'dcim.powerfeed', column: 'power_panel_id', to: 'dcim.powerpanel' },
          { via: 'fk', model: 'dcim.powerpanel', column: 'site_id', to: 'dcim.site' },
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
          { via: 'fk', model: 'dcim.powerfeed', column: 'power_panel_id', to: 'dcim.powerpanel' },
          { via: 'fk', model: 'dcim.powerpanel', column: 'site_id', to: 'dcim.site' },
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
          { via: 'fk', model: 'dcim.powerfeed', column: 'power_panel_id', to: 'dcim.powerpanel' },
          { via: 'fk', model: 'dcim.powerpanel', column: 'site_id', to: 'dcim.site' },
          { via: 'fk', model: 'dcim.site', column: 'group_id', to: 'dcim.sitegroup' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    {
      name: 'site_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.powerfeed', column: 'power_panel_id', to: 'dcim.powerpanel' },
          { via: 'fk', model: 'dcim.powerpanel', column: 'site_id', to: 'dcim.site' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'site',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.powerfeed', column: 'power_panel_id', to: 'dcim.powerpanel' },
          { via: 'fk', model: 'dcim.powerpanel', column: 'site_id', to: 'dcim.site' },
        ],
      ],
      attr: 'slug',
    },
    { name: 'q', kind: 'plugin' },
  ],
  search: [],
  searchIndex: null,
  rules: ['clean'],
  endpoints: [
    { path: 'trace', shape: 'cable_trace' },
  ],
  declaredAt: {
    'filters.q': 'schema/models/dcim/powerfeed.yaml:41',
    'rules.clean': 'schema/models/dcim/powerfeed.yaml:29',
  },
  traitParts: {
    cabled: [
      'computed.link_peers',
      'computed.link_peers_type',
      'computed._occupied',
      'rules.clean',
      'filters.occupied',
      'filters.cable_connector',
    ],
    path_endpoint: [
      'computed.connected_endpoints',
      'computed.connected_endpoints_type',
      'computed.connected_endpoints_reachable',
      'endpoints.trace',
      'filters.connected',
    ],
  },
} as const satisfies ModelMeta;
