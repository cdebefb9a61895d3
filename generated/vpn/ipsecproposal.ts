// Code generated from schema/models/vpn/ipsecproposal.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { TagNested } from '../extras/tag.js';

/** The complete representation of a IPSec proposal, as the API returns it. */
export interface IPSecProposalRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly description: string;
  readonly encryption_algorithm: ChoiceRecord<ChoiceValue<'vpn.encryption_algorithm'>> | null;
  readonly authentication_algorithm: ChoiceRecord<ChoiceValue<'vpn.authentication_algorithm'>> | null;
  readonly sa_lifetime_seconds: number | null;
  readonly sa_lifetime_data: number | null;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type IPSecProposalBrief = Pick<IPSecProposalRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** A IPSec proposal embedded in another object. */
export type IPSecProposalNested = Pick<IPSecProposalRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface IPSecProposalInput {
  readonly name: string;
  readonly encryption_algorithm?: ChoiceValue<'vpn.encryption_algorithm'> | '' | null;
  readonly authentication_algorithm?: ChoiceValue<'vpn.authentication_algorithm'> | '' | null;
  readonly sa_lifetime_seconds?: number | null;
  readonly sa_lifetime_data?: number | null;
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
export type IPSecProposalFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly encryption_algorithm: readonly ['choice', ChoiceValue<'vpn.encryption_algorithm'> | 'null'];
  readonly authentication_algorithm: readonly ['choice', ChoiceValue<'vpn.authentication_algorithm'> | 'null'];
  readonly sa_lifetime_seconds: readonly ['number', number];
  readonly sa_lifetime_data: readonly ['number', number];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly ipsec_policy_id: readonly ['related', number | 'null'];
  readonly ipsec_policy: readonly ['related', string | 'null'];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface IPSecProposalRow {
  readonly id: number;
  readonly name: string;
  readonly encryption_algorithm: ChoiceValue<'vpn.encryption_algorithm'> | '' | null;
  readonly authentication_algorithm: ChoiceValue<'vpn.authentication_algorithm'> | '' | null;
  readonly sa_lifetime_seconds: number | null;
  readonly sa_lifetime_data: number | null;
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
export interface IPSecProposalValues {
  name: string;
  encryption_algorithm?: ChoiceValue<'vpn.encryption_algorithm'> | '' | null;
  authentication_algorithm?: ChoiceValue<'vpn.authentication_algorithm'> | '' | null;
  sa_lifetime_seconds?: number | null;
  sa_lifetime_data?: number | null;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/vpn/). */
export interface IPSecProposalPlugin {
  readonly rules: 'clean';
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface IPSecProposalTypes {
  readonly key: 'vpn.ipsecproposal';
  readonly record: IPSecProposalRecord;
  readonly brief: IPSecProposalBrief;
  readonly nested: IPSecProposalNested;
  readonly input: IPSecProposalInput;
  readonly filters: IPSecProposalFilters;
  readonly row: IPSecProposalRow;
  readonly values: IPSecProposalValues;
  readonly plugin: IPSecProposalPlugin;
}

export const iPSecProposalModel = {
  key: 'vpn.ipsecproposal',
  app: 'vpn',
  model: 'ipsecproposal',
  className: 'IPSecProposal',
  path: 'ipsec-proposals',
  table: 'vpn_ipsecproposal',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'IPSec proposal',
  verboseNamePlural: 'IPSec proposals',
  description: 'A set of IPsec (phase 2) parameters: encryption and/or authentication, and security association lifetimes.',
  source: 'schema/models/vpn/ipsecproposal.yaml',
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
      name: 'encryption_algorithm',
      type: 'choice',
      column: 'encryption_algorithm',
      label: 'encryption',
      required: false,
      nullable: true,
      blank: true,
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
      label: 'authentication',
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
      name: 'sa_lifetime_seconds',
      type: 'integer',
      column: 'sa_lifetime_seconds',
      label: 'SA lifetime (seconds)',
      helpText: 'Security association lifetime (seconds)',
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
      name: 'sa_lifetime_data',
      type: 'integer',
      column: 'sa_lifetime_data',
      label: 'SA lifetime (KB)',
      helpText: 'Security association lifetime (in kilobytes)',
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
    'encryption_algorithm',
    'authentication_algorithm',
    'sa_lifetime_seconds',
    'sa_lifetime_data',
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
      name: 'vpn_ipsecproposal_name_uniq',
      fields: ['name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'IPSec proposal with this name already exists.',
      errorKey: 'name',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'encryption_algorithm', kind: 'choice', field: 'encryption_algorithm' },
    { name: 'authentication_algorithm', kind: 'choice', field: 'authentication_algorithm' },
    { name: 'sa_lifetime_seconds', kind: 'number', field: 'sa_lifetime_seconds' },
    { name: 'sa_lifetime_data', kind: 'number', field: 'sa_lifetime_data' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'ipsec_policy_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse_m2m',
            model: 'vpn.ipsecproposal',
            through: {
              table: 'vpn_ipsecpolicy_proposals',
              source: 'ipsecpolicy_id',
              target: 'ipsecproposal_id',
            },
            to: 'vpn.ipsecpolicy',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'ipsec_policy',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse_m2m',
            model: 'vpn.ipsecproposal',
            through: {
              table: 'vpn_ipsecpolicy_proposals',
              source: 'ipsecpolicy_id',
              target: 'ipsecproposal_id',
            },
            to: 'vpn.ipsecpolicy',
          },
        ],
      ],
      attr: 'name',
    },
  ],
  search: ['name', 'description', 'comments'],
  searchIndex: null,
  rules: ['clean'],
  endpoints: [],
  declaredAt: { 'rules.clean': 'schema/models/vpn/ipsecproposal.yaml:15' },
} as const satisfies ModelMeta;
