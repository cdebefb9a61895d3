// Code generated from schema/models/vpn/ikepolicy.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { TagNested } from '../extras/tag.js';
import type { IKEProposalNested } from './ikeproposal.js';

/** The complete representation of a IKE policy, as the API returns it. */
export interface IKEPolicyRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly description: string;
  readonly version: ChoiceRecord<ChoiceValue<'vpn.ike_version'>>;
  readonly mode: ChoiceRecord<ChoiceValue<'vpn.ike_mode'>> | null;
  readonly proposals: readonly IKEProposalNested[];
  readonly preshared_key: string;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type IKEPolicyBrief = Pick<IKEPolicyRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** A IKE policy embedded in another object. */
export type IKEPolicyNested = Pick<IKEPolicyRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface IKEPolicyInput {
  readonly name: string;
  readonly version: ChoiceValue<'vpn.ike_version'>;
  readonly mode?: ChoiceValue<'vpn.ike_mode'> | '' | null;
  readonly proposals?: readonly Reference[];
  readonly preshared_key?: string;
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
export type IKEPolicyFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly version: readonly ['choice', ChoiceValue<'vpn.ike_version'> | 'null'];
  readonly mode: readonly ['choice', ChoiceValue<'vpn.ike_mode'> | 'null'];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly ike_proposal_id: readonly ['related', number | 'null'];
  readonly ike_proposal: readonly ['related', string | 'null'];
  readonly preshared_key: readonly ['string', string];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface IKEPolicyRow {
  readonly id: number;
  readonly name: string;
  readonly version: ChoiceValue<'vpn.ike_version'>;
  readonly mode: ChoiceValue<'vpn.ike_mode'> | '' | null;
  readonly preshared_key: string;
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
export interface IKEPolicyValues {
  name: string;
  version: ChoiceValue<'vpn.ike_version'>;
  mode?: ChoiceValue<'vpn.ike_mode'> | '' | null;
  preshared_key: string;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/vpn/). */
export interface IKEPolicyPlugin {
  readonly rules: 'clean';
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface IKEPolicyTypes {
  readonly key: 'vpn.ikepolicy';
  readonly record: IKEPolicyRecord;
  readonly brief: IKEPolicyBrief;
  readonly nested: IKEPolicyNested;
  readonly input: IKEPolicyInput;
  readonly filters: IKEPolicyFilters;
  readonly row: IKEPolicyRow;
  readonly values: IKEPolicyValues;
  readonly plugin: IKEPolicyPlugin;
}

export const iKEPolicyModel = {
  key: 'vpn.ikepolicy',
  app: 'vpn',
  model: 'ikepolicy',
  className: 'IKEPolicy',
  path: 'ike-policies',
  table: 'vpn_ikepolicy',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'IKE policy',
  verboseNamePlural: 'IKE policies',
  description: 'An IKE (phase 1) policy: the IKE version, its mode, the proposals offered and a pre-shared key.',
  source: 'schema/models/vpn/ikepolicy.yaml',
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
      name: 'version',
      type: 'choice',
      column: 'version',
      label: 'version',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 2,
      choices: 'vpn.ike_version',
    },
    {
      name: 'mode',
      type: 'choice',
      column: 'mode',
      label: 'mode',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'vpn.ike_mode',
    },
    {
      name: 'proposals',
      type: 'm2m',
      column: null,
      label: 'proposals',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [],
      to: 'vpn.ikeproposal',
      through: { table: 'vpn_ikepolicy_proposals', source: 'ikepolicy_id', target: 'ikeproposal_id' },
    },
    {
      name: 'preshared_key',
      type: 'text',
      column: 'preshared_key',
      label: 'pre-shared key',
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
  computed: [],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'name',
    'description',
    'version',
    'mode',
    'proposals',
    'preshared_key',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
  ],
  brief: ['id', 'url', 'display', 'name', 'description'],
  nested: ['id', 'url', 'display', 'name', 'description'],
  uniques: [
    {
      name: 'vpn_ikepolicy_name_uniq',
      fields: ['name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'IKE policy with this name already exists.',
      errorKey: 'name',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'version', kind: 'choice', field: 'version' },
    { name: 'mode', kind: 'choice', field: 'mode' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'ike_proposal_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'vpn.ikepolicy',
            through: { table: 'vpn_ikepolicy_proposals', source: 'ikepolicy_id', target: 'ikeproposal_id' },
            to: 'vpn.ikeproposal',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'ike_proposal',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'vpn.ikepolicy',
            through: { table: 'vpn_ikepolicy_proposals', source: 'ikepolicy_id', target: 'ikeproposal_id' },
            to: 'vpn.ikeproposal',
          },
        ],
      ],
      attr: 'name',
    },
    { name: 'preshared_key', kind: 'string', field: 'preshared_key' },
  ],
  search: ['name', 'description', 'comments'],
  searchIndex: null,
  rules: ['clean'],
  endpoints: [],
  declaredAt: { 'rules.clean': 'schema/models/vpn/ikepolicy.yaml:17' },
} as const satisfies ModelMeta;
