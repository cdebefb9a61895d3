// Code generated from schema/models/ipam/fhrpgroup.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { TagNested } from '../extras/tag.js';
import type { IPAddressNested } from './ipaddress.js';

/** The complete representation of a FHRP group, as the API returns it. */
export interface FHRPGroupRecord {
  readonly id: number;
  readonly name: string;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly protocol: ChoiceRecord<ChoiceValue<'ipam.fhrp_protocol'>>;
  readonly group_id: number;
  readonly auth_type: ChoiceRecord<ChoiceValue<'ipam.fhrp_auth_type'>> | null;
  readonly auth_key: string;
  readonly description: string;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly ip_addresses: readonly IPAddressNested[];
}

/** The brief representation (`?brief=1`). */
export type FHRPGroupBrief = Pick<FHRPGroupRecord, 'id' | 'url' | 'display' | 'protocol' | 'group_id' | 'description'>;

/** A FHRP group embedded in another object. */
export type FHRPGroupNested = Pick<FHRPGroupRecord, 'id' | 'url' | 'display' | 'protocol' | 'group_id' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface FHRPGroupInput {
  readonly name?: string;
  readonly protocol: ChoiceValue<'ipam.fhrp_protocol'>;
  readonly group_id: number;
  readonly auth_type?: ChoiceValue<'ipam.fhrp_auth_type'> | '' | null;
  readonly auth_key?: string;
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
export type FHRPGroupFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly protocol: readonly ['choice', ChoiceValue<'ipam.fhrp_protocol'> | 'null'];
  readonly group_id: readonly ['number', number];
  readonly auth_type: readonly ['choice', ChoiceValue<'ipam.fhrp_auth_type'> | 'null'];
  readonly auth_key: readonly ['string', string];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly q: readonly ['plugin', string | number];
  readonly related_ip: readonly ['plugin', string | number];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface FHRPGroupRow {
  readonly id: number;
  readonly name: string;
  readonly protocol: ChoiceValue<'ipam.fhrp_protocol'>;
  readonly group_id: number;
  readonly auth_type: ChoiceValue<'ipam.fhrp_auth_type'> | '' | null;
  readonly auth_key: string;
  readonly _first_ip: string | null;
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
export interface FHRPGroupValues {
  name: string;
  protocol: ChoiceValue<'ipam.fhrp_protocol'>;
  group_id: number;
  auth_type?: ChoiceValue<'ipam.fhrp_auth_type'> | '' | null;
  auth_key: string;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/ipam/). */
export interface FHRPGroupPlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: 'q' | 'related_ip';
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface FHRPGroupTypes {
  readonly key: 'ipam.fhrpgroup';
  readonly record: FHRPGroupRecord;
  readonly brief: FHRPGroupBrief;
  readonly nested: FHRPGroupNested;
  readonly input: FHRPGroupInput;
  readonly filters: FHRPGroupFilters;
  readonly row: FHRPGroupRow;
  readonly values: FHRPGroupValues;
  readonly plugin: FHRPGroupPlugin;
}

export const fHRPGroupModel = {
  key: 'ipam.fhrpgroup',
  app: 'ipam',
  model: 'fhrpgroup',
  className: 'FHRPGroup',
  path: 'fhrp-groups',
  table: 'ipam_fhrpgroup',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'FHRP group',
  verboseNamePlural: 'FHRP groups',
  description: 'A group of first-hop redundancy protocol peers (VRRP, HSRP, ...) sharing virtual addresses.',
  source: 'schema/models/ipam/fhrpgroup.yaml',
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: [
    '{name} {protocol:label}: {group_id} ({_first_ip})',
    '{protocol:label}: {group_id} ({_first_ip})',
    '{name} {protocol:label}: {group_id}',
    '{protocol:label}: {group_id}',
  ],
  ordering: ['protocol', 'group_id'],
  fields: [
    {
      name: 'name',
      type: 'string',
      column: 'name',
      label: 'name',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 100,
    },
    {
      name: 'protocol',
      type: 'choice',
      column: 'protocol',
      label: 'protocol',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'ipam.fhrp_protocol',
    },
    {
      name: 'group_id',
      type: 'integer',
      column: 'group_id',
      label: 'group ID',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 0,
      max: 32767,
    },
    {
      name: 'auth_type',
      type: 'choice',
      column: 'auth_type',
      label: 'authentication type',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'ipam.fhrp_auth_type',
    },
    {
      name: 'auth_key',
      type: 'string',
      column: 'auth_key',
      label: 'authentication key',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 255,
    },
    {
      name: '_first_ip',
      type: 'string',
      column: '_first_ip',
      label: ' first ip',
      required: false,
      nullable: true,
      blank: true,
      readOnly: true,
      writeOnly: false,
      internal: true,
      immutable: false,
      maxLength: 64,
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
      name: 'ip_addresses',
      kind: 'list',
      label: 'IP addresses',
      model: 'ipam.ipaddress',
      via: 'assigned_object',
      single: false,
      inNested: false,
    },
  ],
  order: [
    'id',
    'name',
    'url',
    'display_url',
    'display',
    'protocol',
    'group_id',
    'auth_type',
    'auth_key',
    'description',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'ip_addresses',
  ],
  brief: ['id', 'url', 'display', 'protocol', 'group_id', 'description'],
  nested: ['id', 'url', 'display', 'protocol', 'group_id', 'description'],
  uniques: [],
  indexes: [
    ['protocol', 'group_id'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'protocol', kind: 'choice', field: 'protocol' },
    { name: 'group_id', kind: 'number', field: 'group_id' },
    { name: 'auth_type', kind: 'choice', field: 'auth_type' },
    { name: 'auth_key', kind: 'string', field: 'auth_key' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    { name: 'q', kind: 'plugin' },
    { name: 'related_ip', kind: 'plugin' },
  ],
  search: [],
  searchIndex: null,
  rules: [],
  endpoints: [],
  declaredAt: {
    'filters.q': 'schema/models/ipam/fhrpgroup.yaml:30',
    'filters.related_ip': 'schema/models/ipam/fhrpgroup.yaml:32',
  },
} as const satisfies ModelMeta;
