// Code generated from schema/models/ipam/vlantranslationrule.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { TagNested } from '../extras/tag.js';

/** The complete representation of a VLAN translation rule, as the API returns it. */
export interface VLANTranslationRuleRecord {
  readonly id: number;
  readonly url: string;
  readonly display: string;
  readonly policy: number;
  readonly local_vid: number;
  readonly remote_vid: number;
  readonly description: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type VLANTranslationRuleBrief = Pick<VLANTranslationRuleRecord, 'id' | 'url' | 'display' | 'policy' | 'local_vid' | 'remote_vid' | 'description'>;

/** A VLAN translation rule embedded in another object. */
export type VLANTranslationRuleNested = Pick<VLANTranslationRuleRecord, 'id' | 'url' | 'display' | 'policy' | 'local_vid' | 'remote_vid' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface VLANTranslationRuleInput {
  readonly policy: Reference;
  readonly local_vid: number;
  readonly remote_vid: number;
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
export type VLANTranslationRuleFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly policy_id: readonly ['related', number | 'null'];
  readonly local_vid: readonly ['number', number];
  readonly remote_vid: readonly ['number', number];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly policy: readonly ['related', string | 'null'];
  readonly q: readonly ['plugin', string | number];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface VLANTranslationRuleRow {
  readonly id: number;
  readonly policy_id: number;
  readonly local_vid: number;
  readonly remote_vid: number;
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
export interface VLANTranslationRuleValues {
  policy: number;
  local_vid: number;
  remote_vid: number;
  description: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/ipam/). */
export interface VLANTranslationRulePlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: 'q';
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface VLANTranslationRuleTypes {
  readonly key: 'ipam.vlantranslationrule';
  readonly record: VLANTranslationRuleRecord;
  readonly brief: VLANTranslationRuleBrief;
  readonly nested: VLANTranslationRuleNested;
  readonly input: VLANTranslationRuleInput;
  readonly filters: VLANTranslationRuleFilters;
  readonly row: VLANTranslationRuleRow;
  readonly values: VLANTranslationRuleValues;
  readonly plugin: VLANTranslationRulePlugin;
}

export const vLANTranslationRuleModel = {
  key: 'ipam.vlantranslationrule',
  app: 'ipam',
  model: 'vlantranslationrule',
  className: 'VLANTranslationRule',
  path: 'vlan-translation-rules',
  table: 'ipam_vlantranslationrule',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'VLAN translation rule',
  verboseNamePlural: 'VLAN translation rules',
  description: 'One mapping of a VLAN translation policy, a local VLAN ID to a remote one.',
  source: 'schema/models/ipam/vlantranslationrule.yaml',
  changelogRelated: ['policy'],
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{local_vid} -> {remote_vid} ({policy})'],
  ordering: ['policy', 'local_vid'],
  fields: [
    {
      name: 'policy',
      type: 'fk',
      column: 'policy_id',
      label: 'policy',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'ipam.vlantranslationpolicy',
      onDelete: 'cascade',
      flat: 'id',
    },
    {
      name: 'local_vid',
      type: 'integer',
      column: 'local_vid',
      label: 'Local VLAN ID',
      helpText: 'Numeric VLAN ID (1-4094)',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 1,
      max: 4094,
    },
    {
      name: 'remote_vid',
      type: 'integer',
      column: 'remote_vid',
      label: 'Remote VLAN ID',
      helpText: 'Numeric VLAN ID (1-4094)',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 1,
      max: 4094,
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
    'display',
    'policy',
    'local_vid',
    'remote_vid',
    'description',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
  ],
  brief: ['id', 'url', 'display', 'policy', 'local_vid', 'remote_vid', 'description'],
  nested: ['id', 'url', 'display', 'policy', 'local_vid', 'remote_vid', 'description'],
  uniques: [
    {
      name: 'ipam_vlantranslationrule_policy_id_local_vid_uniq',
      fields: ['policy', 'local_vid'],
      caseInsensitive: [],
      whenNull: [],
      message: 'VLAN translation rule with this Policy and Local VLAN ID already exists.',
      errorKey: '__all__',
    },
    {
      name: 'ipam_vlantranslationrule_policy_id_remote_vid_uniq',
      fields: ['policy', 'remote_vid'],
      caseInsensitive: [],
      whenNull: [],
      message: 'VLAN translation rule with this Policy and Remote VLAN ID already exists.',
      errorKey: '__all__',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    {
      name: 'policy_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'ipam.vlantranslationrule',
            column: 'policy_id',
            to: 'ipam.vlantranslationpolicy',
          },
        ],
      ],
      attr: 'id',
    },
    { name: 'local_vid', kind: 'number', field: 'local_vid' },
    { name: 'remote_vid', kind: 'number', field: 'remote_vid' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'policy',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'ipam.vlantranslationrule',
            column: 'policy_id',
            to: 'ipam.vlantranslationpolicy',
          },
        ],
      ],
      attr: 'name',
    },
    { name: 'q', kind: 'plugin' },
  ],
  search: [],
  searchIndex: null,
  rules: [],
  endpoints: [],
  declaredAt: { 'filters.q': 'schema/models/ipam/vlantranslationrule.yaml:22' },
} as const satisfies ModelMeta;
