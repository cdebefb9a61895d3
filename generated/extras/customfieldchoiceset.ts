// Code generated from schema/models/extras/customfieldchoiceset.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, ModelMeta } from '../../runtime/types.js';

/** The complete representation of a custom field choice set, as the API returns it. */
export interface CustomFieldChoiceSetRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly description: string;
  readonly base_choices: ChoiceRecord | null;
  readonly extra_choices: unknown;
  readonly order_alphabetically: boolean;
  readonly choices_count: number;
  readonly created: string | null;
  readonly last_updated: string | null;
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
      kind: 'hook',
      label: 'choices count',
      valueType: 'integer',
      hook: 'choice_set_choices_count',
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
  ],
  search: ['name', 'description'],
  hooks: ['extras_custom_field_choice_set'],
  endpoints: [
    { path: 'choices', handler: 'choice_set_choices' },
  ],
} as const satisfies ModelMeta;
