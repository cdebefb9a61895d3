// Code generated from schema/models/vpn/ipsecprofile.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { TagNested } from '../extras/tag.js';
import type { IKEPolicyNested } from './ikepolicy.js';
import type { IPSecPolicyNested } from './ipsecpolicy.js';

/** The complete representation of a IPSec profile, as the API returns it. */
export interface IPSecProfileRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly description: string;
  readonly mode: ChoiceRecord<ChoiceValue<'vpn.ipsec_mode'>>;
  readonly ike_policy: IKEPolicyNested;
  readonly ipsec_policy: IPSecPolicyNested;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type IPSecProfileBrief = Pick<IPSecProfileRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** A IPSec profile embedded in another object. */
export type IPSecProfileNested = Pick<IPSecProfileRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface IPSecProfileInput {
  readonly name: string;
  readonly mode: ChoiceValue<'vpn.ipsec_mode'>;
  readonly ike_policy: Reference;
  readonly ipsec_policy: Reference;
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
export type IPSecProfileFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly mode: readonly ['choice', ChoiceValue<'vpn.ipsec_mode'> | 'null'];
  readonly ike_policy_id: readonly ['related', number | 'null'];
  readonly ipsec_policy_id: readonly ['related', number | 'null'];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly ike_policy: readonly ['related', string | 'null'];
  readonly ipsec_policy: readonly ['related', string | 'null'];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface IPSecProfileRow {
  readonly id: number;
  readonly name: string;
  readonly mode: ChoiceValue<'vpn.ipsec_mode'>;
  readonly ike_policy_id: number;
  readonly ipsec_policy_id: number;
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
export interface IPSecProfileValues {
  name: string;
  mode: ChoiceValue<'vpn.ipsec_mode'>;
  ike_policy: number;
  ipsec_policy: number;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/vpn/). */
export interface IPSecProfilePlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface IPSecProfileTypes {
  readonly key: 'vpn.ipsecprofile';
  readonly record: IPSecProfileRecord;
  readonly brief: IPSecProfileBrief;
  readonly nested: IPSecProfileNested;
  readonly input: IPSecProfileInput;
  readonly filters: IPSecProfileFilters;
  readonly row: IPSecProfileRow;
  readonly values: IPSecProfileValues;
  readonly plugin: IPSecProfilePlugin;
}

export const iPSecProfileModel = {
  key: 'vpn.ipsecprofile',
  app: 'vpn',
  model: 'ipsecprofile',
  className: 'IPSecProfile',
  path: 'ipsec-profiles',
  table: 'vpn_ipsecprofile',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'IPSec profile',
  verboseNamePlural: 'IPSec profiles',
  description: 'The IKE and IPsec policies a tunnel\'s ends use, with the IPsec mode (ESP or AH).',
  source: 'schema/models/vpn/ipsecprofile.yaml',
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
      name: 'mode',
      type: 'choice',
      column: 'mode',
      label: 'mode',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'vpn.ipsec_mode',
    },
    {
      name: 'ike_policy',
      type: 'fk',
      column: 'ike_policy_id',
      label: 'IKE policy',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'vpn.ikepolicy',
      onDelete: 'protect',
    },
    {
      name: 'ipsec_policy',
      type: 'fk',
      column: 'ipsec_policy_id',
      label: 'IPSec policy',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'vpn.ipsecpolicy',
      onDelete: 'protect',
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
    'mode',
    'ike_policy',
    'ipsec_policy',
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
      name: 'vpn_ipsecprofile_name_uniq',
      fields: ['name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'IPSec profile with this name already exists.',
      errorKey: 'name',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'mode', kind: 'choice', field: 'mode' },
    {
      name: 'ike_policy_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'vpn.ipsecprofile', column: 'ike_policy_id', to: 'vpn.ikepolicy' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'ipsec_policy_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'vpn.ipsecprofile', column: 'ipsec_policy_id', to: 'vpn.ipsecpolicy' },
        ],
      ],
      attr: 'id',
    },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'ike_policy',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'vpn.ipsecprofile', column: 'ike_policy_id', to: 'vpn.ikepolicy' },
        ],
      ],
      attr: 'name',
    },
    {
      name: 'ipsec_policy',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'vpn.ipsecprofile', column: 'ipsec_policy_id', to: 'vpn.ipsecpolicy' },
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
