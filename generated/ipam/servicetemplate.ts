// Code generated from schema/models/ipam/servicetemplate.yaml with schema/traits/port_mappings.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { TagNested } from '../extras/tag.js';

/** The complete representation of a application service template, as the API returns it. */
export interface ServiceTemplateRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly port_mappings: readonly string[];
  readonly protocol: ChoiceRecord<ChoiceValue<'ipam.service_protocol'>> | null;
  readonly ports: readonly number[] | null;
  readonly description: string;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type ServiceTemplateBrief = Pick<ServiceTemplateRecord, 'id' | 'url' | 'display' | 'name' | 'port_mappings' | 'description'>;

/** A application service template embedded in another object. */
export type ServiceTemplateNested = Pick<ServiceTemplateRecord, 'id' | 'url' | 'display' | 'name' | 'port_mappings' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface ServiceTemplateInput {
  readonly port_mappings?: readonly string[];
  readonly protocol?: ChoiceValue<'ipam.service_protocol'> | '' | null;
  readonly ports?: readonly number[] | null;
  readonly name: string;
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
export type ServiceTemplateFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly protocol: readonly ['plugin', string | number];
  readonly name: readonly ['string', string];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly port_mappings: readonly ['plugin', string | number];
  readonly port_mappings__n: readonly ['plugin', string | number];
  readonly protocol__n: readonly ['plugin', string | number];
  readonly port: readonly ['plugin', string | number];
  readonly port__n: readonly ['plugin', string | number];
  readonly port__gt: readonly ['plugin', string | number];
  readonly port__gte: readonly ['plugin', string | number];
  readonly port__lt: readonly ['plugin', string | number];
  readonly port__lte: readonly ['plugin', string | number];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface ServiceTemplateRow {
  readonly id: number;
  readonly port_mappings: string;
  readonly name: string;
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
export interface ServiceTemplateValues {
  port_mappings: string[];
  protocol?: ChoiceValue<'ipam.service_protocol'> | '' | null;
  ports?: number[] | null;
  name: string;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/ipam/; its traits' plug-ins implement theirs). */
export interface ServiceTemplatePlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface ServiceTemplateTypes {
  readonly key: 'ipam.servicetemplate';
  readonly record: ServiceTemplateRecord;
  readonly brief: ServiceTemplateBrief;
  readonly nested: ServiceTemplateNested;
  readonly input: ServiceTemplateInput;
  readonly filters: ServiceTemplateFilters;
  readonly row: ServiceTemplateRow;
  readonly values: ServiceTemplateValues;
  readonly plugin: ServiceTemplatePlugin;
}

export const serviceTemplateModel = {
  key: 'ipam.servicetemplate',
  app: 'ipam',
  model: 'servicetemplate',
  className: 'ServiceTemplate',
  path: 'service-templates',
  table: 'ipam_servicetemplate',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'application service template',
  verboseNamePlural: 'application service templates',
  description: 'A template of an application service (its name and port mappings), applied to devices and virtual machines.',
  source: 'schema/models/ipam/servicetemplate.yaml',
  traits: ['port_mappings'],
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{name}'],
  ordering: ['name'],
  fields: [
    {
      name: 'port_mappings',
      type: 'string_array',
      column: 'port_mappings',
      label: 'port mappings',
      helpText: 'Protocol/port pairs, e.g. tcp/80',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [],
      maxLength: 63,
    },
    {
      name: 'protocol',
      type: 'choice',
      column: null,
      label: 'protocol',
      helpText: 'Deprecated; use port_mappings. Reported only for single-protocol services.',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'ipam.service_protocol',
      unstored: true,
    },
    {
      name: 'ports',
      type: 'int_array',
      column: null,
      label: 'port numbers',
      helpText: 'Deprecated; use port_mappings. Reported only for single-protocol services.',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 1,
      max: 65535,
      unstored: true,
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
    { name: 'protocol', kind: 'plugin', label: 'protocol', valueType: 'json', inNested: false },
    { name: 'ports', kind: 'plugin', label: 'port numbers', valueType: 'json', inNested: false },
  ],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'name',
    'port_mappings',
    'protocol',
    'ports',
    'description',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
  ],
  brief: ['id', 'url', 'display', 'name', 'port_mappings', 'description'],
  nested: ['id', 'url', 'display', 'name', 'port_mappings', 'description'],
  uniques: [
    {
      name: 'ipam_servicetemplate_name_uniq',
      fields: ['name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'application service template with this name already exists.',
      errorKey: 'name',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'protocol', kind: 'plugin' },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    { name: 'port_mappings', kind: 'plugin' },
    { name: 'port_mappings__n', kind: 'plugin' },
    { name: 'protocol__n', kind: 'plugin' },
    { name: 'port', kind: 'plugin' },
    { name: 'port__n', kind: 'plugin' },
    { name: 'port__gt', kind: 'plugin' },
    { name: 'port__gte', kind: 'plugin' },
    { name: 'port__lt', kind: 'plugin' },
    { name: 'port__lte', kind: 'plugin' },
  ],
  search: ['name', 'description'],
  searchIndex: null,
  rules: ['clean'],
  endpoints: [],
  declaredAt: {},
  traitParts: {
    port_mappings: [
      'computed.protocol',
      'computed.ports',
      'rules.clean',
      'filters.protocol',
      'filters.port_mappings',
      'filters.port_mappings__n',
      'filters.protocol__n',
      'filters.port',
      'filters.port__n',
      'filters.port__gt',
      'filters.port__gte',
      'filters.port__lt',
      'filters.port__lte',
    ],
  },
} as const satisfies ModelMeta;
