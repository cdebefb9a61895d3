// Code generated from schema/models/vpn/tunneltermination.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { InterfaceNested } from '../dcim/interface.js';
import type { TagNested } from '../extras/tag.js';
import type { IPAddressNested } from '../ipam/ipaddress.js';
import type { VMInterfaceNested } from '../virtualization/vminterface.js';
import type { TunnelNested } from './tunnel.js';

/** The complete representation of a tunnel termination, as the API returns it. */
export interface TunnelTerminationRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly tunnel: TunnelNested;
  readonly role: ChoiceRecord<ChoiceValue<'vpn.tunnel_termination_role'>>;
  readonly termination_type: string;
  readonly termination_id: number;
  readonly termination: InterfaceNested | VMInterfaceNested | null;
  readonly outside_ip: IPAddressNested | null;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type TunnelTerminationBrief = Pick<TunnelTerminationRecord, 'id' | 'url' | 'display'>;

/** A tunnel termination embedded in another object. */
export type TunnelTerminationNested = Pick<TunnelTerminationRecord, 'id' | 'url' | 'display'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface TunnelTerminationInput {
  readonly tunnel: Reference;
  readonly role: ChoiceValue<'vpn.tunnel_termination_role'>;
  readonly termination_type: string;
  readonly termination_id: number;
  readonly outside_ip?: Reference | null;
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
export type TunnelTerminationFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly tunnel_id: readonly ['related', number | 'null'];
  readonly role: readonly ['choice', ChoiceValue<'vpn.tunnel_termination_role'> | 'null'];
  readonly termination_type: readonly ['string', string];
  readonly termination_id: readonly ['number', number];
  readonly outside_ip_id: readonly ['related', number | 'null'];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly tunnel: readonly ['related', string | 'null'];
  readonly interface_id: readonly ['related', number | 'null'];
  readonly interface: readonly ['related', string | 'null'];
  readonly vminterface_id: readonly ['related', number | 'null'];
  readonly vminterface: readonly ['related', string | 'null'];
  readonly q: readonly ['plugin', string | number];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface TunnelTerminationRow {
  readonly id: number;
  readonly tunnel_id: number;
  readonly role: ChoiceValue<'vpn.tunnel_termination_role'>;
  readonly termination_type: string;
  readonly termination_id: number;
  readonly outside_ip_id: number | null;
  readonly custom_field_data: string;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface TunnelTerminationValues {
  tunnel: number;
  role: ChoiceValue<'vpn.tunnel_termination_role'>;
  termination_type: string;
  termination_id: number;
  outside_ip?: number | null;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/vpn/). */
export interface TunnelTerminationPlugin {
  readonly rules: 'clean';
  readonly computed: {};
  readonly filters: 'q';
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface TunnelTerminationTypes {
  readonly key: 'vpn.tunneltermination';
  readonly record: TunnelTerminationRecord;
  readonly brief: TunnelTerminationBrief;
  readonly nested: TunnelTerminationNested;
  readonly input: TunnelTerminationInput;
  readonly filters: TunnelTerminationFilters;
  readonly row: TunnelTerminationRow;
  readonly values: TunnelTerminationValues;
  readonly plugin: TunnelTerminationPlugin;
}

export const tunnelTerminationModel = {
  key: 'vpn.tunneltermination',
  app: 'vpn',
  model: 'tunneltermination',
  className: 'TunnelTermination',
  path: 'tunnel-terminations',
  table: 'vpn_tunneltermination',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'tunnel termination',
  verboseNamePlural: 'tunnel terminations',
  description: 'An end of a tunnel (peer, hub or spoke) on a device\'s or a virtual machine\'s interface, with its outside IP address.',
  source: 'schema/models/vpn/tunneltermination.yaml',
  changelogRelated: ['tunnel'],
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{tunnel}: Termination {id}'],
  ordering: ['tunnel', 'role'],
  fields: [
    {
      name: 'tunnel',
      type: 'fk',
      column: 'tunnel_id',
      label: 'tunnel',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'vpn.tunnel',
      onDelete: 'cascade',
    },
    {
      name: 'role',
      type: 'choice',
      column: 'role',
      label: 'role',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 'peer',
      choices: 'vpn.tunnel_termination_role',
    },
    {
      name: 'termination_type',
      type: 'content_type',
      column: 'termination_type',
      label: 'termination type',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      maxLength: 100,
      targets: ['dcim.interface', 'virtualization.vminterface'],
      generic: 'termination',
    },
    {
      name: 'termination_id',
      type: 'bigint',
      column: 'termination_id',
      label: 'termination id',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 0,
      generic: 'termination',
    },
    {
      name: 'termination',
      type: 'generic',
      column: null,
      label: 'termination',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
      onDelete: 'cascade',
      targets: ['dcim.interface', 'virtualization.vminterface'],
      parts: { type: 'termination_type', id: 'termination_id' },
    },
    {
      name: 'outside_ip',
      type: 'fk',
      column: 'outside_ip_id',
      label: 'outside IP',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'ipam.ipaddress',
      onDelete: 'protect',
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
    'tunnel',
    'role',
    'termination_type',
    'termination_id',
    'termination',
    'outside_ip',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
  ],
  brief: ['id', 'url', 'display'],
  nested: ['id', 'url', 'display'],
  uniques: [
    {
      name: 'vpn_tunneltermination_termination_type_termination_id_uniq',
      fields: ['termination_type', 'termination_id'],
      caseInsensitive: [],
      whenNull: [],
      message: 'An object may be terminated to only one tunnel at a time.',
      errorKey: '__all__',
    },
  ],
  indexes: [
    ['tunnel', 'role'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    {
      name: 'tunnel_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'vpn.tunneltermination', column: 'tunnel_id', to: 'vpn.tunnel' },
        ],
      ],
      attr: 'id',
    },
    { name: 'role', kind: 'choice', field: 'role' },
    { name: 'termination_type', kind: 'string', field: 'termination_type' },
    { name: 'termination_id', kind: 'number', field: 'termination_id' },
    {
      name: 'outside_ip_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'vpn.tunneltermination',
            column: 'outside_ip_id',
            to: 'ipam.ipaddress',
          },
        ],
      ],
      attr: 'id',
    },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'tunnel',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'vpn.tunneltermination', column: 'tunnel_id', to: 'vpn.tunnel' },
        ],
      ],
      attr: 'name',
    },
    {
      name: 'interface_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'vpn.tunneltermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.interface',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'interface',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'vpn.tunneltermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.interface',
          },
        ],
      ],
      attr: 'name',
    },
    {
      name: 'vminterface_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'vpn.tunneltermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'virtualization.vminterface',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'vminterface',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'vpn.tunneltermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'virtualization.vminterface',
          },
        ],
      ],
      attr: 'name',
    },
    { name: 'q', kind: 'plugin' },
  ],
  search: [],
  searchIndex: null,
  rules: ['clean'],
  endpoints: [],
  declaredAt: {
    'filters.q': 'schema/models/vpn/tunneltermination.yaml:31',
    'rules.clean': 'schema/models/vpn/tunneltermination.yaml:22',
  },
} as const satisfies ModelMeta;
