// Code generated from schema/models/extras/customfieldchoiceset.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, FilterParams, ListParams, ModelMeta, RequestParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';

/** The complete representation of a custom field choice set, as the API returns it. */
export interface CustomFieldChoiceSetRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly description: string;
  readonly base_choices: ChoiceRecord<ChoiceValue<'extras.custom_field_choice_set_base'>> | null;
  readonly extra_choices: unknown;
  readonly order_alphabetically: boolean;
  readonly choices_count: number | null;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type CustomFieldChoiceSetBrief = Pick<CustomFieldChoiceSetRecord, 'id' | 'url' | 'display' | 'name' | 'description' | 'choices_count'>;

/** A custom field choice set embedded in another object. */
export type CustomFieldChoiceSetNested = Pick<CustomFieldChoiceSetRecord, 'id' | 'url' | 'display' | 'name' | 'description' | 'choices_count'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface CustomFieldChoiceSetInput {
  readonly name: string;
  readonly base_choices?: ChoiceValue<'extras.custom_field_choice_set_base'> | '' | null;
  readonly extra_choices?: unknown;
  readonly order_alphabetically?: boolean;
  readonly description?: string;
  /** Stored with the change record of this write. */
  readonly changelog_message?: string;
}

/** The query parameters of the list: each filter, its lookups (`name__ic`), paging and representation. */
export type CustomFieldChoiceSetFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly base_choices: readonly ['choice', ChoiceValue<'extras.custom_field_choice_set_base'> | 'null'];
  readonly order_alphabetically: readonly ['boolean', boolean];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly choice: readonly ['plugin', string | number];
}>
  & ListParams
  & RequestParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface CustomFieldChoiceSetRow {
  readonly id: number;
  readonly name: string;
  readonly base_choices: ChoiceValue<'extras.custom_field_choice_set_base'> | '' | null;
  readonly extra_choices: string | null;
  readonly order_alphabetically: boolean | 0 | 1;
  readonly description: string;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface CustomFieldChoiceSetValues {
  name: string;
  base_choices?: ChoiceValue<'extras.custom_field_choice_set_base'> | '' | null;
  extra_choices?: unknown;
  order_alphabetically: boolean;
  description: string;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/extras/). */
export interface CustomFieldChoiceSetPlugin {
  readonly rules: 'clean';
  readonly computed: { readonly choices_count: number | null; };
  readonly filters: 'choice';
  readonly endpoints: 'choices';
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface CustomFieldChoiceSetTypes {
  readonly key: 'extras.customfieldchoiceset';
  readonly record: CustomFieldChoiceSetRecord;
  readonly brief: CustomFieldChoiceSetBrief;
  readonly nested: CustomFieldChoiceSetNested;
  readonly input: CustomFieldChoiceSetInput;
  readonly filters: CustomFieldChoiceSetFilters;
  readonly row: CustomFieldChoiceSetRow;
  readonly values: CustomFieldChoiceSetValues;
  readonly plugin: CustomFieldChoiceSetPlugin;
}

export const customFieldChoiceSetModel = {
  key: 'extras.customfieldchoiceset',
  app: 'extras',
  model: 'customfieldchoiceset',
  className: 'CustomFieldChoiceSet',
  path: 'custom-field-choice-sets',
  table: 'extras_customfieldchoiceset',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'custom field choice set',
  verboseNamePlural: 'custom field choice sets',
  description: 'A named list of choices for selection custom fields.',
  source: 'schema/models/extras/customfieldchoiceset.yaml',
  features: { tags: false, customFields: false, changelog: true },
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
      name: 'base_choices',
      type: 'choice',
      column: 'base_choices',
      label: 'base choices',
      helpText: 'Base set of predefined choices (optional)',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'extras.custom_field_choice_set_base',
    },
    {
      name: 'extra_choices',
      type: 'json',
      column: 'extra_choices',
      label: 'extra choices',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
    {
      name: 'order_alphabetically',
      type: 'boolean',
      column: 'order_alphabetically',
      label: 'order alphabetically',
      helpText: 'Choices are automatically ordered alphabetically',
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
      name: 'choices_count',
      kind: 'plugin',
      label: 'choices count',
      valueType: 'integer',
      inNested: true,
    },
  ],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'name',
    'description',
    'base_choices',
    'extra_choices',
    'order_alphabetically',
    'choices_count',
    'created',
    'last_updated',
  ],
  brief: ['id', 'url', 'display', 'name', 'description', 'choices_count'],
  nested: ['id', 'url', 'display', 'name', 'description', 'choices_count'],
  uniques: [
    {
      name: 'extras_customfieldchoiceset_name_uniq',
      fields: ['name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'custom field choice set with this name already exists.',
      errorKey: 'name',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'base_choices', kind: 'choice', field: 'base_choices' },
    { name: 'order_alphabetically', kind: 'boolean', field: 'order_alphabetically' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    { name: 'choice', kind: 'plugin' },
  ],
  search: ['name', 'description'],
  searchIndex: null,
  rules: ['clean'],
  endpoints: [
    { path: 'choices', shape: 'choice_set_choices' },
  ],
  declaredAt: {
    'computed.choices_count': 'schema/models/extras/customfieldchoiceset.yaml:15',
    'endpoints.choices': 'schema/models/extras/customfieldchoiceset.yaml:17',
    'filters.choice': 'schema/models/extras/customfieldchoiceset.yaml:23',
    'rules.clean': 'schema/models/extras/customfieldchoiceset.yaml:16',
  },
} as const satisfies ModelMeta;
