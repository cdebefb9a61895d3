// Code generated from schema/models/circuits/circuittermination.yaml with schema/traits/cabled.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { CircuitNested } from './circuit.js';
import type { ProviderNetworkNested } from './providernetwork.js';
import type { CableNested } from '../dcim/cable.js';
import type { ConsolePortNested } from '../dcim/consoleport.js';
import type { ConsoleServerPortNested } from '../dcim/consoleserverport.js';
import type { FrontPortNested } from '../dcim/frontport.js';
import type { InterfaceNested } from '../dcim/interface.js';
import type { LocationNested } from '../dcim/location.js';
import type { PowerFeedNested } from '../dcim/powerfeed.js';
import type { PowerOutletNested } from '../dcim/poweroutlet.js';
import type { PowerPortNested } from '../dcim/powerport.js';
import type { RearPortNested } from '../dcim/rearport.js';
import type { RegionNested } from '../dcim/region.js';
import type { SiteNested } from '../dcim/site.js';
import type { SiteGroupNested } from '../dcim/sitegroup.js';
import type { TagNested } from '../extras/tag.js';

/** The complete representation of a circuit termination, as the API returns it. */
export interface CircuitTerminationRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly circuit: CircuitNested;
  readonly term_side: ChoiceValue<'circuits.circuit_termination_side'>;
  readonly termination_type: string | null;
  readonly termination_id: number | null;
  readonly termination: RegionNested | SiteGroupNested | SiteNested | LocationNested | ProviderNetworkNested | null;
  readonly port_speed: number | null;
  readonly upstream_speed: number | null;
  readonly xconnect_id: string;
  readonly pp_info: string;
  readonly description: string;
  readonly mark_connected: boolean;
  readonly cable: CableNested | null;
  readonly cable_end: ChoiceValue<'dcim.cable_end'> | null;
  readonly link_peers: readonly (InterfaceNested | ConsolePortNested | ConsoleServerPortNested | PowerPortNested | PowerOutletNested | FrontPortNested | RearPortNested | PowerFeedNested | CircuitTerminationNested)[];
  readonly link_peers_type: string | null;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly _occupied: boolean | null;
}

/** The brief representation (`?brief=1`). */
export type CircuitTerminationBrief = Pick<CircuitTerminationRecord, 'id' | 'url' | 'display' | 'circuit' | 'term_side' | 'description' | 'cable' | '_occupied'>;

/** A circuit termination embedded in another object. */
export type CircuitTerminationNested = Pick<CircuitTerminationRecord, 'id' | 'url' | 'display' | 'circuit' | 'term_side' | 'description' | 'cable' | '_occupied'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface CircuitTerminationInput {
  readonly mark_connected?: boolean;
  readonly circuit: Reference;
  readonly term_side: ChoiceValue<'circuits.circuit_termination_side'>;
  readonly termination_type?: string | null;
  readonly termination_id?: number | null;
  readonly port_speed?: number | null;
  readonly upstream_speed?: number | null;
  readonly xconnect_id?: string;
  readonly pp_info?: string;
  readonly description?: string;
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
export type CircuitTerminationFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly mark_connected: readonly ['boolean', boolean];
  readonly cable_id: readonly ['related', number | 'null'];
  readonly cable_end: readonly ['choice', ChoiceValue<'dcim.cable_end'> | 'null'];
  readonly circuit_id: readonly ['related', number | 'null'];
  readonly term_side: readonly ['choice', ChoiceValue<'circuits.circuit_termination_side'> | 'null'];
  readonly termination_type: readonly ['string', string];
  readonly termination_id: readonly ['number', number];
  readonly port_speed: readonly ['number', number];
  readonly upstream_speed: readonly ['number', number];
  readonly xconnect_id: readonly ['string', string];
  readonly pp_info: readonly ['string', string];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly cabled: readonly ['present', boolean];
  readonly occupied: readonly ['plugin', string | number];
  readonly cable_connector: readonly ['plugin', string | number];
  readonly provider_network_id: readonly ['related', number | 'null'];
  readonly provider_id: readonly ['related', number | 'null'];
  readonly region_id: readonly ['related', number | 'null'];
  readonly region: readonly ['related', string | 'null'];
  readonly site_group_id: readonly ['related', number | 'null'];
  readonly site_group: readonly ['related', string | 'null'];
  readonly site_id: readonly ['related', number | 'null'];
  readonly site: readonly ['related', string | 'null'];
  readonly location_id: readonly ['related', number | 'null'];
  readonly location: readonly ['related', string | 'null'];
  readonly provider: readonly ['related', string | 'null'];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface CircuitTerminationRow {
  readonly id: number;
  readonly mark_connected: boolean | 0 | 1;
  readonly cable_id: number | null;
  readonly cable_end: ChoiceValue<'dcim.cable_end'> | '' | null;
  readonly circuit_id: number;
  readonly term_side: ChoiceValue<'circuits.circuit_termination_side'>;
  readonly termination_type: string | null;
  readonly termination_id: number | null;
  readonly port_speed: number | null;
  readonly upstream_speed: number | null;
  readonly xconnect_id: string;
  readonly pp_info: string;
  readonly description: string;
  readonly custom_field_data: string;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface CircuitTerminationValues {
  mark_connected: boolean;
  cable?: number | null;
  cable_end?: ChoiceValue<'dcim.cable_end'> | '' | null;
  circuit: number;
  term_side: ChoiceValue<'circuits.circuit_termination_side'>;
  termination_type: string | null;
  termination_id: number | null;
  port_speed?: number | null;
  upstream_speed?: number | null;
  xconnect_id: string;
  pp_info: string;
  description: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/circuits/; its traits' plug-ins implement theirs). */
export interface CircuitTerminationPlugin {
  readonly rules: 'clean' | 'after_save' | 'after_delete';
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: 'paths';
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface CircuitTerminationTypes {
  readonly key: 'circuits.circuittermination';
  readonly record: CircuitTerminationRecord;
  readonly brief: CircuitTerminationBrief;
  readonly nested: CircuitTerminationNested;
  readonly input: CircuitTerminationInput;
  readonly filters: CircuitTerminationFilters;
  readonly row: CircuitTerminationRow;
  readonly values: CircuitTerminationValues;
  readonly plugin: CircuitTerminationPlugin;
}

export const circuitTerminationModel = {
  key: 'circuits.circuittermination',
  app: 'circuits',
  model: 'circuittermination',
  className: 'CircuitTermination',
  path: 'circuit-terminations',
  table: 'circuits_circuittermination',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'circuit termination',
  verboseNamePlural: 'circuit terminations',
  description: 'One end (A or Z) of a circuit, attached to a site, location, region, site group or provider network.',
  source: 'schema/models/circuits/circuittermination.yaml',
  traits: ['cabled'],
  changelogRelated: ['circuit'],
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{circuit}: Termination {term_side}'],
  ordering: ['circuit', 'term_side'],
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
      name: 'circuit',
      type: 'fk',
      column: 'circuit_id',
      label: 'circuit',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'circuits.circuit',
      onDelete: 'cascade',
    },
    {
      name: 'term_side',
      type: 'choice',
      column: 'term_side',
      label: 'termination side',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'circuits.circuit_termination_side',
      plainChoice: true,
    },
    {
      name: 'termination_type',
      type: 'content_type',
      column: 'termination_type',
      label: 'termination type',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: null,
      maxLength: 100,
      targets: ['dcim.region', 'dcim.sitegroup', 'dcim.site', 'dcim.location', 'circuits.providernetwork'],
      generic: 'termination',
    },
    {
      name: 'termination_id',
      type: 'bigint',
      column: 'termination_id',
      label: 'termination id',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: null,
      min: 0,
      generic: 'termination',
    },
    {
      name: 'termination',
      type: 'generic',
      column: null,
      label: 'termination',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
      onDelete: 'cascade',
      onDeleteFor: { 'circuits.providernetwork': 'protect' },
      targets: ['dcim.region', 'dcim.sitegroup', 'dcim.site', 'dcim.location', 'circuits.providernetwork'],
      parts: { type: 'termination_type', id: 'termination_id' },
    },
    {
      name: 'port_speed',
      type: 'integer',
      column: 'port_speed',
      label: 'port speed (Kbps)',
      helpText: 'Physical circuit speed',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 0,
      max: 2147483647,
    },
    {
      name: 'upstream_speed',
      type: 'integer',
      column: 'upstream_speed',
      label: 'upstream speed (Kbps)',
      helpText: 'Upstream speed, if different from port speed',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 0,
      max: 2147483647,
    },
    {
      name: 'xconnect_id',
      type: 'string',
      column: 'xconnect_id',
      label: 'cross-connect ID',
      helpText: 'ID of the local cross-connect',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 50,
    },
    {
      name: 'pp_info',
      type: 'string',
      column: 'pp_info',
      label: 'patch panel/port(s)',
      helpText: 'Patch panel ID and port number(s)',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
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
  ],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'circuit',
    'term_side',
    'termination_type',
    'termination_id',
    'termination',
    'port_speed',
    'upstream_speed',
    'xconnect_id',
    'pp_info',
    'description',
    'mark_connected',
    'cable',
    'cable_end',
    'link_peers',
    'link_peers_type',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    '_occupied',
  ],
  brief: ['id', 'url', 'display', 'circuit', 'term_side', 'description', 'cable', '_occupied'],
  nested: ['id', 'url', 'display', 'circuit', 'term_side', 'description', 'cable', '_occupied'],
  uniques: [
    {
      name: 'circuits_circuittermination_circuit_id_term_side_uniq',
      fields: ['circuit', 'term_side'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Circuit termination with this Circuit and Termination side already exists.',
      errorKey: '__all__',
    },
  ],
  indexes: [
    ['termination_type', 'termination_id'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'mark_connected', kind: 'boolean', field: 'mark_connected' },
    {
      name: 'cable_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'circuits.circuittermination', column: 'cable_id', to: 'dcim.cable' },
        ],
      ],
      attr: 'id',
    },
    { name: 'cable_end', kind: 'choice', field: 'cable_end' },
    {
      name: 'circuit_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'circuits.circuittermination',
            column: 'circuit_id',
            to: 'circuits.circuit',
          },
        ],
      ],
      attr: 'id',
    },
    { name: 'term_side', kind: 'choice', field: 'term_side' },
    { name: 'termination_type', kind: 'string', field: 'termination_type' },
    { name: 'termination_id', kind: 'number', field: 'termination_id' },
    { name: 'port_speed', kind: 'number', field: 'port_speed' },
    { name: 'upstream_speed', kind: 'number', field: 'upstream_speed' },
    { name: 'xconnect_id', kind: 'string', field: 'xconnect_id' },
    { name: 'pp_info', kind: 'string', field: 'pp_info' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    { name: 'cabled', kind: 'present', fields: ['cable'] },
    { name: 'occupied', kind: 'plugin' },
    { name: 'cable_connector', kind: 'plugin' },
    {
      name: 'provider_network_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'circuits.circuittermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'circuits.providernetwork',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'provider_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'circuits.circuittermination',
            column: 'circuit_id',
            to: 'circuits.circuit',
          },
          { via: 'fk', model: 'circuits.circuit', column: 'provider_id', to: 'circuits.provider' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'region_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'circuits.circuittermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.region',
          },
        ],
        [
          {
            via: 'generic',
            model: 'circuits.circuittermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.site',
          },
          { via: 'fk', model: 'dcim.site', column: 'region_id', to: 'dcim.region' },
        ],
        [
          {
            via: 'generic',
            model: 'circuits.circuittermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.location',
          },
          { via: 'fk', model: 'dcim.location', column: 'site_id', to: 'dcim.site' },
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
          {
            via: 'generic',
            model: 'circuits.circuittermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.region',
          },
        ],
        [
          {
            via: 'generic',
            model: 'circuits.circuittermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.site',
          },
          { via: 'fk', model: 'dcim.site', column: 'region_id', to: 'dcim.region' },
        ],
        [
          {
            via: 'generic',
            model: 'circuits.circuittermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.location',
          },
          { via: 'fk', model: 'dcim.location', column: 'site_id', to: 'dcim.site' },
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
          {
            via: 'generic',
            model: 'circuits.circuittermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.sitegroup',
          },
        ],
        [
          {
            via: 'generic',
            model: 'circuits.circuittermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.site',
          },
          { via: 'fk', model: 'dcim.site', column: 'group_id', to: 'dcim.sitegroup' },
        ],
        [
          {
            via: 'generic',
            model: 'circuits.circuittermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.location',
          },
          { via: 'fk', model: 'dcim.location', column: 'site_id', to: 'dcim.site' },
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
          {
            via: 'generic',
            model: 'circuits.circuittermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.sitegroup',
          },
        ],
        [
          {
            via: 'generic',
            model: 'circuits.circuittermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.site',
          },
          { via: 'fk', model: 'dcim.site', column: 'group_id', to: 'dcim.sitegroup' },
        ],
        [
          {
            via: 'generic',
            model: 'circuits.circuittermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.location',
          },
          { via: 'fk', model: 'dcim.location', column: 'site_id', to: 'dcim.site' },
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
          {
            via: 'generic',
            model: 'circuits.circuittermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.site',
          },
        ],
        [
          {
            via: 'generic',
            model: 'circuits.circuittermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.location',
          },
          { via: 'fk', model: 'dcim.location', column: 'site_id', to: 'dcim.site' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'site',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'circuits.circuittermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.site',
          },
        ],
        [
          {
            via: 'generic',
            model: 'circuits.circuittermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.location',
          },
          { via: 'fk', model: 'dcim.location', column: 'site_id', to: 'dcim.site' },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'location_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'circuits.circuittermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.location',
          },
        ],
      ],
      attr: 'id',
      descendants: true,
    },
    {
      name: 'location',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'circuits.circuittermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.location',
          },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    {
      name: 'provider',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'circuits.circuittermination',
            column: 'circuit_id',
            to: 'circuits.circuit',
          },
          { via: 'fk', model: 'circuits.circuit', column: 'provider_id', to: 'circuits.provider' },
        ],
      ],
      attr: 'slug',
    },
  ],
  search: ['xconnect_id', 'pp_info', 'description'],
  searchIndex: null,
  rules: ['clean', 'after_save', 'after_delete'],
  endpoints: [
    { path: 'paths', shape: 'cable_paths' },
  ],
  declaredAt: {
    'endpoints.paths': 'schema/models/circuits/circuittermination.yaml:34',
    'rules.after_delete': 'schema/models/circuits/circuittermination.yaml:32',
    'rules.after_save': 'schema/models/circuits/circuittermination.yaml:32',
    'rules.clean': 'schema/models/circuits/circuittermination.yaml:32',
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
  },
} as const satisfies ModelMeta;
