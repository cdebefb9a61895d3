// Code generated from schema/models/circuits/virtualcircuittermination.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { VirtualCircuitNested } from './virtualcircuit.js';
import type { InterfaceNested } from '../dcim/interface.js';
import type { TagNested } from '../extras/tag.js';

/** The complete representation of a virtual circuit termination, as the API returns it. */
export interface VirtualCircuitTerminationRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly virtual_circuit: VirtualCircuitNested;
  readonly role: ChoiceRecord<ChoiceValue<'circuits.virtual_circuit_termination_role'>>;
  readonly interface: InterfaceNested;
  readonly description: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type VirtualCircuitTerminationBrief = Pick<VirtualCircuitTerminationRecord, 'id' | 'url' | 'display' | 'virtual_circuit' | 'role' | 'interface' | 'description'>;

/** A virtual circuit termination embedded in another object. */
export type VirtualCircuitTerminationNested = Pick<VirtualCircuitTerminationRecord, 'id' | 'url' | 'display' | 'virtual_circuit' | 'role' | 'interface' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface VirtualCircuitTerminationInput {
  readonly virtual_circuit: Reference;
  readonly role?: ChoiceValue<'circuits.virtual_circuit_termination_role'>;
  readonly interface: Reference;
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
export type VirtualCircuitTerminationFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly virtual_circuit_id: readonly ['related', number | 'null'];
  readonly role: readonly ['choice', ChoiceValue<'circuits.virtual_circuit_termination_role'> | 'null'];
  readonly interface_id: readonly ['related', number | 'null'];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly provider_id: readonly ['related', number | 'null'];
  readonly provider: readonly ['related', string | 'null'];
  readonly provider_account_id: readonly ['related', number | 'null'];
  readonly provider_account: readonly ['related', string | 'null'];
  readonly provider_network_id: readonly ['related', number | 'null'];
  readonly q: readonly ['plugin', string | number];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface VirtualCircuitTerminationRow {
  readonly id: number;
  readonly virtual_circuit_id: number;
  readonly role: ChoiceValue<'circuits.virtual_circuit_termination_role'>;
  readonly interface_id: number;
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
export interface VirtualCircuitTerminationValues {
  virtual_circuit: number;
  role: ChoiceValue<'circuits.virtual_circuit_termination_role'>;
  interface: number;
  description: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/circuits/). */
export interface VirtualCircuitTerminationPlugin {
  readonly rules: 'clean';
  readonly computed: {};
  readonly filters: 'q';
  readonly endpoints: 'paths';
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface VirtualCircuitTerminationTypes {
  readonly key: 'circuits.virtualcircuittermination';
  readonly record: VirtualCircuitTerminationRecord;
  readonly brief: VirtualCircuitTerminationBrief;
  readonly nested: VirtualCircuitTerminationNested;
  readonly input: VirtualCircuitTerminationInput;
  readonly filters: VirtualCircuitTerminationFilters;
  readonly row: VirtualCircuitTerminationRow;
  readonly values: VirtualCircuitTerminationValues;
  readonly plugin: VirtualCircuitTerminationPlugin;
}

export const virtualCircuitTerminationModel = {
  key: 'circuits.virtualcircuittermination',
  app: 'circuits',
  model: 'virtualcircuittermination',
  className: 'VirtualCircuitTermination',
  path: 'virtual-circuit-terminations',
  table: 'circuits_virtualcircuittermination',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'virtual circuit termination',
  verboseNamePlural: 'virtual circuit terminations',
  description: 'An end of a virtual circuit (peer, hub or spoke) on a device\'s virtual interface.',
  source: 'schema/models/circuits/virtualcircuittermination.yaml',
  changelogRelated: ['virtual_circuit'],
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{virtual_circuit}: {role:label} termination'],
  ordering: ['virtual_circuit', 'role'],
  fields: [
    {
      name: 'virtual_circuit',
      type: 'fk',
      column: 'virtual_circuit_id',
      label: 'virtual circuit',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'circuits.virtualcircuit',
      onDelete: 'cascade',
    },
    {
      name: 'role',
      type: 'choice',
      column: 'role',
      label: 'role',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 'peer',
      choices: 'circuits.virtual_circuit_termination_role',
    },
    {
      name: 'interface',
      type: 'fk',
      column: 'interface_id',
      label: 'interface',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.interface',
      onDelete: 'cascade',
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
  computed: [],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'virtual_circuit',
    'role',
    'interface',
    'description',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
  ],
  brief: ['id', 'url', 'display', 'virtual_circuit', 'role', 'interface', 'description'],
  nested: ['id', 'url', 'display', 'virtual_circuit', 'role', 'interface', 'description'],
  uniques: [
    {
      name: 'circuits_virtualcircuittermination_interface_id_uniq',
      fields: ['interface'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Virtual circuit termination with this Interface already exists.',
      errorKey: 'interface',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    {
      name: 'virtual_circuit_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'circuits.virtualcircuittermination',
            column: 'virtual_circuit_id',
            to: 'circuits.virtualcircuit',
          },
        ],
      ],
      attr: 'id',
    },
    { name: 'role', kind: 'choice', field: 'role' },
    {
      name: 'interface_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'circuits.virtualcircuittermination',
            column: 'interface_id',
            to: 'dcim.interface',
          },
        ],
      ],
      attr: 'id',
    },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'provider_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'circuits.virtualcircuittermination',
            column: 'virtual_circuit_id',
            to: 'circuits.virtualcircuit',
          },
          {
            via: 'fk',
            model: 'circuits.virtualcircuit',
            column: 'provider_network_id',
            to: 'circuits.providernetwork',
          },
          {
            via: 'fk',
            model: 'circuits.providernetwork',
            column: 'provider_id',
            to: 'circuits.provider',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'provider',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'circuits.virtualcircuittermination',
            column: 'virtual_circuit_id',
            to: 'circuits.virtualcircuit',
          },
          {
            via: 'fk',
            model: 'circuits.virtualcircuit',
            column: 'provider_network_id',
            to: 'circuits.providernetwork',
          },
          {
            via: 'fk',
            model: 'circuits.providernetwork',
            column: 'provider_id',
            to: 'circuits.provider',
          },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'provider_account_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'circuits.virtualcircuittermination',
            column: 'virtual_circuit_id',
            to: 'circuits.virtualcircuit',
          },
          {
            via: 'fk',
            model: 'circuits.virtualcircuit',
            column: 'provider_account_id',
            to: 'circuits.provideraccount',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'provider_account',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'circuits.virtualcircuittermination',
            column: 'virtual_circuit_id',
            to: 'circuits.virtualcircuit',
          },
          {
            via: 'fk',
            model: 'circuits.virtualcircuit',
            column: 'provider_account_id',
            to: 'circuits.provideraccount',
          },
        ],
      ],
      attr: 'account',
    },
    {
      name: 'provider_network_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'circuits.virtualcircuittermination',
            column: 'virtual_circuit_id',
            to: 'circuits.virtualcircuit',
          },
          {
            via: 'fk',
            model: 'circuits.virtualcircuit',
            column: 'provider_network_id',
            to: 'circuits.providernetwork',
          },
        ],
      ],
      attr: 'id',
    },
    { name: 'q', kind: 'plugin' },
  ],
  search: [],
  searchIndex: null,
  rules: ['clean'],
  endpoints: [
    { path: 'paths', shape: 'cable_paths' },
  ],
  declaredAt: {
    'endpoints.paths': 'schema/models/circuits/virtualcircuittermination.yaml:21',
    'filters.q': 'schema/models/circuits/virtualcircuittermination.yaml:30',
    'rules.clean': 'schema/models/circuits/virtualcircuittermination.yaml:19',
  },
} as const satisfies ModelMeta;
