// Code generated from schema/models/tenancy/contact.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { TagNested } from '../extras/tag.js';
import type { ContactGroupNested } from './contactgroup.js';

/** The complete representation of a contact, as the API returns it. */
export interface ContactRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly groups: readonly ContactGroupNested[];
  readonly name: string;
  readonly title: string;
  readonly phone: string;
  readonly email: string;
  readonly address: string;
  readonly link: string;
  readonly description: string;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type ContactBrief = Pick<ContactRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** A contact embedded in another object. */
export type ContactNested = Pick<ContactRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface ContactInput {
  readonly groups?: readonly Reference[];
  readonly name: string;
  readonly title?: string;
  readonly phone?: string;
  readonly email?: string;
  readonly address?: string;
  readonly link?: string;
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
export type ContactFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly title: readonly ['string', string];
  readonly phone: readonly ['string', string];
  readonly email: readonly ['string', string];
  readonly address: readonly ['string', string];
  readonly link: readonly ['string', string];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly group_id: readonly ['related', number | 'null'];
  readonly group: readonly ['related', string | 'null'];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface ContactRow {
  readonly id: number;
  readonly name: string;
  readonly title: string;
  readonly phone: string;
  readonly email: string;
  readonly address: string;
  readonly link: string;
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
export interface ContactValues {
  name: string;
  title: string;
  phone: string;
  email: string;
  address: string;
  link: string;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/tenancy/). */
export interface ContactPlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface ContactTypes {
  readonly key: 'tenancy.contact';
  readonly record: ContactRecord;
  readonly brief: ContactBrief;
  readonly nested: ContactNested;
  readonly input: ContactInput;
  readonly filters: ContactFilters;
  readonly row: ContactRow;
  readonly values: ContactValues;
  readonly plugin: ContactPlugin;
}

export const contactModel = {
  key: 'tenancy.contact',
  app: 'tenancy',
  model: 'contact',
  className: 'Contact',
  path: 'contacts',
  table: 'tenancy_contact',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'contact',
  verboseNamePlural: 'contacts',
  description: 'A person or team that can be assigned to objects as a point of contact.',
  source: 'schema/models/tenancy/contact.yaml',
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{name}'],
  ordering: ['name'],
  fields: [
    {
      name: 'groups',
      type: 'm2m',
      column: null,
      label: 'groups',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [],
      to: 'tenancy.contactgroup',
      through: { table: 'tenancy_contact_groups', source: 'contact_id', target: 'contactgroup_id' },
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
      name: 'title',
      type: 'string',
      column: 'title',
      label: 'title',
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
      name: 'phone',
      type: 'string',
      column: 'phone',
      label: 'phone',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 50,
    },
    {
      name: 'email',
      type: 'email',
      column: 'email',
      label: 'email',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 254,
    },
    {
      name: 'address',
      type: 'string',
      column: 'address',
      label: 'address',
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
      name: 'link',
      type: 'url',
      column: 'link',
      label: 'link',
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
    'groups',
    'name',
    'title',
    'phone',
    'email',
    'address',
    'link',
    'description',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
  ],
  brief: ['id', 'url', 'display', 'name', 'description'],
  nested: ['id', 'url', 'display', 'name', 'description'],
  uniques: [],
  indexes: [
    ['name'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'title', kind: 'string', field: 'title' },
    { name: 'phone', kind: 'string', field: 'phone' },
    { name: 'email', kind: 'string', field: 'email' },
    { name: 'address', kind: 'string', field: 'address' },
    { name: 'link', kind: 'string', field: 'link' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'group_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'tenancy.contact',
            through: { table: 'tenancy_contact_groups', source: 'contact_id', target: 'contactgroup_id' },
            to: 'tenancy.contactgroup',
          },
        ],
      ],
      attr: 'id',
      descendants: true,
    },
    {
      name: 'group',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'tenancy.contact',
            through: { table: 'tenancy_contact_groups', source: 'contact_id', target: 'contactgroup_id' },
            to: 'tenancy.contactgroup',
          },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
  ],
  search: ['name', 'title', 'phone', 'email', 'address', 'link', 'description', 'comments'],
  searchIndex: null,
  rules: [],
  endpoints: [],
  declaredAt: {},
} as const satisfies ModelMeta;
