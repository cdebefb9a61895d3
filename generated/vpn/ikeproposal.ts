// Code generated from schema/models/vpn/ikeproposal.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { TagNested } from '../extras/tag.js';

/** The complete representation of a IKE proposal, as the API returns it. */
export interface IKEProposalRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly description: string;
  readonly authentication_method: ChoiceRecord<ChoiceValue<'vpn.authentication_method'>>;
  readonly encryption_algorithm: ChoiceRecord<ChoiceValue<'vpn.encryption_algorithm'>>;
  readonly authentication_algorithm: ChoiceRecord<ChoiceValue<'vpn.authentication_algorithm'>> | null;
  readonly group: ChoiceRecord<ChoiceValue<'vpn.dh_group'>>;
  readonly sa_lifetime: number | null;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type IKEProposalBrief = Pick<IKEProposalRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** A IKE proposal embedded in another object. */
export type IKEProposalNested = Pick<IKEProposalRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface IKEProposalInput {
  readonly name: string;
  readonly authentication_method: ChoiceValue<'vpn.authentication_method'>;
  readonly encryption_algorithm: ChoiceValue<'vpn.encryption_algorithm'>;
  readonly authentication_algorithm?: ChoiceValue<'vpn.authentication_algorithm'> | '' | null;
  readonly group: ChoiceValue<'vpn.dh_group'>;
  readonly sa_lifetime?: number | null;
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
export type IKEProposalFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly authentication_method: readonly ['choice', ChoiceValue<'vpn.authentication_method'> | 'null'];
  readonly encryption_algorithm: readonly ['choice', ChoiceValue<'vpn.encryption_algorithm'> | 'null'];
  readonly authentication_algorithm: readonly ['choice', ChoiceValue<'vpn.authentication_algorithm'> | 'null'];
  readonly group: readonly ['choice', ChoiceValue<'vpn.dh_group'> | 'null'];
  readonly sa_lifetime: readonly ['number', number];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly ike_policy_id: readonly ['related', number | 'null'];
  readonly ike_policy: readonly ['related', string | 'null'];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface IKEProposalRow {
  readonly id: number;
  readonly name: string;
  readonly authentication_method: ChoiceValue<'vpn.authentication_method'>;
  readonly encryption_algorithm: ChoiceValue<'vpn.encryption_algorithm'>;
  readonly authentication_algorithm: ChoiceValue<'vpn.authentication_algorithm'> | '' | null;
  readonly group: ChoiceValue<'vpn.dh_group'>;
  readonly sa_lifetime: number | null;
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
export interface IKEProposalValues {
  name: string;
  authentication_method: ChoiceValue<'vpn.authentication_method'>;
  encryption_algorithm: ChoiceValue<'vpn.encryption_algorithm'>;
  authentication_algorithm?: ChoiceValue<'vpn.authentication_algorithm'> | '' | null;
  group: ChoiceValue<'vpn.dh_group'>;
  sa_lifetime?: number | null;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/vpn/). */
export interface IKEProposalPlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface IKEProposalTypes {
  readonly key: 'vpn.ikeproposal';
  readonly record: IKEProposalRecord;
  readonly brief: IKEProposalBrief;
  readonly nested: IKEProposalNested;
  readonly input: IKEProposalInput;
  readonly filters: IKEProposalFilters;
  readonly row: IKEProposalRow;
  readonly values: IKEProposalValues;
  readonly plugin: IKEProposalPlugin;
}

export const iKEProposalModel = {
  key: 'vpn.ikeproposal',
  app: 'vpn',
  model: 'ikeproposal',
  className: 'IKEProposal',
  path: 'ike-proposals',
  table: 'vpn_ikeproposal',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'IKE proposal',
  verboseNamePlural: 'IKE proposals',
  description: 'A set of IKE (phase 1) parameters a peer offers: authentication, encryption and a Diffie-Hellman group.',
  source: 'schema/models/vpn/ikeproposal.yaml',
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
      name: 'authentication_method',
      type: 'choice',
      column: 'authentication_method',
      label: 'authentication method',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'vpn.authentication_method',
    },
    {
      name: 'encryption_algorithm',
      type: 'choice',
      column: 'encryption_algorithm',
      label: 'encryption algorithm',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'vpn.encryption_algorithm',
    },
    {
      name: 'authentication_algorithm',
      type: 'choice',
      column: 'authentication_algorithm',
      label: 'authentication algorithm',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'vpn.authentication_algorithm',
    },
    {
      name: 'group',
      type: 'choice',
      column: 'group',
      label: 'group',
      helpText: 'Diffie-Hellman group ID',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'vpn.dh_group',
    },
    {
      name: 'sa_lifetime',
      type: 'integer',
      column: 'sa_lifetime',
      label: 'SA lifetime',
      helpText: 'Security association lifetime (in seconds)',
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
    'authentication_method',
    'encryption_algorithm',
    'authentication_algorithm',
    'group',
    'sa_lifetime',
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
      name: 'vpn_ikeproposal_name_uniq',
      fields: ['name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'IKE proposal with this name already exists.',
      errorKey: 'name',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'authentication_method', kind: 'choice', field: 'authentication_method' },
    { name: 'encryption_algorithm', kind: 'choice', field: 'encryption_algorithm' },
    { name: 'authentication_algorithm', kind: 'choice', field: 'authentication_algorithm' },
    { name: 'group', kind: 'choice', field: 'group' },
    { name: 'sa_lifetime', kind: 'number', field: 'sa_lifetime' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'ike_policy_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse_m2m',
            model: 'vpn.ikeproposal',
            through: { table: 'vpn_ikepolicy_proposals', source: 'ikepolicy_id', target: 'ikeproposal_id' },
            to: 'vpn.ikepolicy',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'ike_policy',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse_m2m',
            model: 'vpn.ikeproposal',
            through: { table: 'vpn_ikepolicy_proposals', source: 'ikepolicy_id', target: 'ikeproposal_id' },
            to: 'vpn.ikepolicy',
          },
        ],
      ],
      attr: 'name',
    },
  ],
  search: ['name', 'description', 'comments'],
  searchIndex: null,
  rules: [],
  endpoints: [],
  declaredAt: {},
} as const satisfies ModelMeta;
