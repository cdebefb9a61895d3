// Code generated from schema/models/vpn/ipsecpolicy.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { TagNested } from '../extras/tag.js';
import type { IPSecProposalNested } from './ipsecproposal.js';

/** The complete representation of a IPSec policy, as the API returns it. */
export interface IPSecPolicyRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly description: string;
  readonly proposals: readonly IPSecProposalNested[];
  readonly pfs_group: ChoiceRecord<ChoiceValue<'vpn.dh_group'>> | null;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type IPSecPolicyBrief = Pick<IPSecPolicyRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** A IPSec policy embedded in another object. */
export type IPSecPolicyNested = Pick<IPSecPolicyRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface IPSecPolicyInput {
  readonly name: string;
  readonly proposals?: readonly Reference[];
  readonly pfs_group?: ChoiceValue<'vpn.dh_group'> | '' | null;
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
export type IPSecPolicyFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly pfs_group: readonly ['choice', ChoiceValue<'vpn.dh_group'> | 'null'];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly ipsec_proposal_id: readonly ['related', number | 'null'];
  readonly ipsec_proposal: readonly ['related', string | 'null'];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface IPSecPolicyRow {
  readonly id: number;
  readonly name: string;
  readonly pfs_group: ChoiceValue<'vpn.dh_group'> | '' | null;
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
export interface IPSecPolicyValues {
  name: string;
  pfs_group?: ChoiceValue<'vpn.dh_group'> | '' | null;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/vpn/). */
export interface IPSecPolicyPlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface IPSecPolicyTypes {
  readonly key: 'vpn.ipsecpolicy';
  readonly record: IPSecPolicyRecord;
  readonly brief: IPSecPolicyBrief;
  readonly nested: IPSecPolicyNested;
  readonly input: IPSecPolicyInput;
  readonly filters: IPSecPolicyFilters;
  readonly row: IPSecPolicyRow;
  readonly values: IPSecPolicyValues;
  readonly plugin: IPSecPolicyPlugin;
}

export const iPSecPolicyModel = {
  key: 'vpn.ipsecpolicy',
  app: 'vpn',
  model: 'ipsecpolicy',
  className: 'IPSecPolicy',
  path: 'ipsec-policies',
  table: 'vpn_ipsecpolicy',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'IPSec policy',
  verboseNamePlural: 'IPSec policies',
  description: 'An IPsec (phase 2) policy: the proposals offered and the Perfect Forward Secrecy group.',
  source: 'schema/models/vpn/ipsecpolicy.yaml',
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
      to: 'vpn.ipsecproposal',
      through: { table: 'vpn_ipsecpolicy_proposals', source: 'ipsecpolicy_id', target: 'ipsecproposal_id' },
    },
    {
      name: 'pfs_group',
      type: 'choice',
      column: 'pfs_group',
      label: 'PFS group',
      helpText: 'Diffie-Hellman group for Perfect Forward Secrecy',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'vpn.dh_group',
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
    'proposals',
    'pfs_group',
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
      name: 'vpn_ipsecpolicy_name_uniq',
      fields: ['name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'IPSec policy with this name already exists.',
      errorKey: 'name',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'pfs_group', kind: 'choice', field: 'pfs_group' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'ipsec_proposal_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'vpn.ipsecpolicy',
            through: {
              table: 'vpn_ipsecpolicy_proposals',
              source: 'ipsecpolicy_id',
              target: 'ipsecproposal_id',
            },
            to: 'vpn.ipsecproposal',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'ipsec_proposal',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'vpn.ipsecpolicy',
            through: {
              table: 'vpn_ipsecpolicy_proposals',
              source: 'ipsecpolicy_id',
              target: 'ipsecproposal_id',
            },
            to: 'vpn.ipsecproposal',
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
