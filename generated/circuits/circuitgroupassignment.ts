// Code generated from schema/models/circuits/circuitgroupassignment.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { CircuitNested } from './circuit.js';
import type { CircuitGroupNested } from './circuitgroup.js';
import type { VirtualCircuitNested } from './virtualcircuit.js';
import type { TagNested } from '../extras/tag.js';

/** The complete representation of a Circuit group assignment, as the API returns it. */
export interface CircuitGroupAssignmentRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly group: CircuitGroupNested;
  readonly member_type: string;
  readonly member_id: number;
  readonly member: CircuitNested | VirtualCircuitNested | null;
  readonly priority: ChoiceRecord<ChoiceValue<'circuits.circuit_priority'>> | null;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type CircuitGroupAssignmentBrief = Pick<CircuitGroupAssignmentRecord, 'id' | 'url' | 'display' | 'group' | 'member_type' | 'member_id' | 'member' | 'priority'>;

/** A Circuit group assignment embedded in another object. */
export type CircuitGroupAssignmentNested = Pick<CircuitGroupAssignmentRecord, 'id' | 'url' | 'display' | 'group' | 'member_type' | 'member_id' | 'member' | 'priority'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface CircuitGroupAssignmentInput {
  readonly group: Reference;
  readonly member_type: string;
  readonly member_id: number;
  readonly priority?: ChoiceValue<'circuits.circuit_priority'> | '';
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
export type CircuitGroupAssignmentFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly group_id: readonly ['related', number | 'null'];
  readonly group: readonly ['related', string | 'null'];
  readonly member_type: readonly ['string', string];
  readonly member_id: readonly ['number', number];
  readonly priority: readonly ['choice', ChoiceValue<'circuits.circuit_priority'> | 'null'];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly member_type_id: readonly ['object_type_id', number];
  readonly circuit: readonly ['plugin', string | number];
  readonly circuit_id: readonly ['plugin', string | number];
  readonly virtual_circuit: readonly ['plugin', string | number];
  readonly virtual_circuit_id: readonly ['plugin', string | number];
  readonly provider: readonly ['plugin', string | number];
  readonly provider_id: readonly ['plugin', string | number];
  readonly q: readonly ['plugin', string | number];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface CircuitGroupAssignmentRow {
  readonly id: number;
  readonly group_id: number;
  readonly member_type: string;
  readonly member_id: number;
  readonly priority: ChoiceValue<'circuits.circuit_priority'> | '';
  readonly custom_field_data: string;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface CircuitGroupAssignmentValues {
  group: number;
  member_type: string;
  member_id: number;
  priority: ChoiceValue<'circuits.circuit_priority'> | '';
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/circuits/). */
export interface CircuitGroupAssignmentPlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: 'circuit' | 'circuit_id' | 'virtual_circuit' | 'virtual_circuit_id' | 'provider' | 'provider_id' | 'q';
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface CircuitGroupAssignmentTypes {
  readonly key: 'circuits.circuitgroupassignment';
  readonly record: CircuitGroupAssignmentRecord;
  readonly brief: CircuitGroupAssignmentBrief;
  readonly nested: CircuitGroupAssignmentNested;
  readonly input: CircuitGroupAssignmentInput;
  readonly filters: CircuitGroupAssignmentFilters;
  readonly row: CircuitGroupAssignmentRow;
  readonly values: CircuitGroupAssignmentValues;
  readonly plugin: CircuitGroupAssignmentPlugin;
}

export const circuitGroupAssignmentModel = {
  key: 'circuits.circuitgroupassignment',
  app: 'circuits',
  model: 'circuitgroupassignment',
  className: 'CircuitGroupAssignment',
  path: 'circuit-group-assignments',
  table: 'circuits_circuitgroupassignment',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'Circuit group assignment',
  verboseNamePlural: 'Circuit group assignments',
  description: 'The assignment of a circuit or a virtual circuit to a circuit group, with a priority.',
  source: 'schema/models/circuits/circuitgroupassignment.yaml',
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{group} ({priority:label})', '{group}'],
  ordering: ['group', 'member_type', 'member_id', 'priority'],
  fields: [
    {
      name: 'group',
      type: 'fk',
      column: 'group_id',
      label: 'group',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'circuits.circuitgroup',
      onDelete: 'cascade',
    },
    {
      name: 'member_type',
      type: 'content_type',
      column: 'member_type',
      label: 'member type',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      maxLength: 100,
      targets: ['circuits.circuit', 'circuits.virtualcircuit'],
      generic: 'member',
    },
    {
      name: 'member_id',
      type: 'bigint',
      column: 'member_id',
      label: 'member id',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 0,
      generic: 'member',
    },
    {
      name: 'member',
      type: 'generic',
      column: null,
      label: 'member',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
      onDelete: 'cascade',
      targets: ['circuits.circuit', 'circuits.virtualcircuit'],
      parts: { type: 'member_type', id: 'member_id' },
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
      choices: 'circuits.circuit_priority',
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
    'group',
    'member_type',
    'member_id',
    'member',
    'priority',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
  ],
  brief: ['id', 'url', 'display', 'group', 'member_type', 'member_id', 'member', 'priority'],
  nested: ['id', 'url', 'display', 'group', 'member_type', 'member_id', 'member', 'priority'],
  uniques: [
    {
      name: 'circuits_circuitgroupassignment_member_type_member_id__79469608',
      fields: ['member_type', 'member_id', 'group'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Circuit group assignment with this Member type, Member ID and Group already exists.',
      errorKey: '__all__',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    {
      name: 'group_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'circuits.circuitgroupassignment',
            column: 'group_id',
            to: 'circuits.circuitgroup',
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
            via: 'fk',
            model: 'circuits.circuitgroupassignment',
            column: 'group_id',
            to: 'circuits.circuitgroup',
          },
        ],
      ],
      attr: 'slug',
    },
    { name: 'member_type', kind: 'string', field: 'member_type' },
    { name: 'member_id', kind: 'number', field: 'member_id' },
    { name: 'priority', kind: 'choice', field: 'priority' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    { name: 'member_type_id', kind: 'object_type_id', field: 'member_type' },
    { name: 'circuit', kind: 'plugin' },
    { name: 'circuit_id', kind: 'plugin' },
    { name: 'virtual_circuit', kind: 'plugin' },
    { name: 'virtual_circuit_id', kind: 'plugin' },
    { name: 'provider', kind: 'plugin' },
    { name: 'provider_id', kind: 'plugin' },
    { name: 'q', kind: 'plugin' },
  ],
  search: [],
  searchIndex: null,
  rules: [],
  endpoints: [],
  declaredAt: {
    'filters.circuit': 'schema/models/circuits/circuitgroupassignment.yaml:24',
    'filters.circuit_id': 'schema/models/circuits/circuitgroupassignment.yaml:25',
    'filters.provider': 'schema/models/circuits/circuitgroupassignment.yaml:28',
    'filters.provider_id': 'schema/models/circuits/circuitgroupassignment.yaml:29',
    'filters.q': 'schema/models/circuits/circuitgroupassignment.yaml:31',
    'filters.virtual_circuit': 'schema/models/circuits/circuitgroupassignment.yaml:26',
    'filters.virtual_circuit_id': 'schema/models/circuits/circuitgroupassignment.yaml:27',
  },
} as const satisfies ModelMeta;
