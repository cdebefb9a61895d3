// Code generated from schema/models/ipam/vlantranslationpolicy.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { TagNested } from '../extras/tag.js';
import type { VLANTranslationRuleRecord } from './vlantranslationrule.js';

/** The complete representation of a VLAN translation policy, as the API returns it. */
export interface VLANTranslationPolicyRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly description: string;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly rules: readonly Pick<VLANTranslationRuleRecord, 'id' | 'url' | 'display' | 'policy' | 'local_vid' | 'remote_vid' | 'description'>[];
}

/** The brief representation (`?brief=1`). */
export type VLANTranslationPolicyBrief = Pick<VLANTranslationPolicyRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** A VLAN translation policy embedded in another object. */
export type VLANTranslationPolicyNested = Pick<VLANTranslationPolicyRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface VLANTranslationPolicyInput {
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
export type VLANTranslationPolicyFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface VLANTranslationPolicyRow {
  readonly id: number;
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
export interface VLANTranslationPolicyValues {
  name: string;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/ipam/). */
export interface VLANTranslationPolicyPlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface VLANTranslationPolicyTypes {
  readonly key: 'ipam.vlantranslationpolicy';
  readonly record: VLANTranslationPolicyRecord;
  readonly brief: VLANTranslationPolicyBrief;
  readonly nested: VLANTranslationPolicyNested;
  readonly input: VLANTranslationPolicyInput;
  readonly filters: VLANTranslationPolicyFilters;
  readonly row: VLANTranslationPolicyRow;
  readonly values: VLANTranslationPolicyValues;
  readonly plugin: VLANTranslationPolicyPlugin;
}

export const vLANTranslationPolicyModel = {
  key: 'ipam.vlantranslationpolicy',
  app: 'ipam',
  model: 'vlantranslationpolicy',
  className: 'VLANTranslationPolicy',
  path: 'vlan-translation-policies',
  table: 'ipam_vlantranslationpolicy',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'VLAN translation policy',
  verboseNamePlural: 'VLAN translation policies',
  description: 'A named set of rules mapping local VLAN IDs to remote ones, applied to interfaces.',
  source: 'schema/models/ipam/vlantranslationpolicy.yaml',
  features: { tags: true, customFields: true, changelog: true },
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
      name: 'rules',
      kind: 'list',
      label: 'rules',
      model: 'ipam.vlantranslationrule',
      via: 'policy',
      single: false,
      nested: ['id', 'url', 'display', 'policy', 'local_vid', 'remote_vid', 'description'],
      inNested: false,
    },
  ],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'name',
    'description',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'rules',
  ],
  brief: ['id', 'url', 'display', 'name', 'description'],
  nested: ['id', 'url', 'display', 'name', 'description'],
  uniques: [
    {
      name: 'ipam_vlantranslationpolicy_name_uniq',
      fields: ['name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'VLAN translation policy with this name already exists.',
      errorKey: 'name',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
  ],
  search: ['name', 'description'],
  searchIndex: null,
  rules: [],
  endpoints: [],
  declaredAt: {},
} as const satisfies ModelMeta;
