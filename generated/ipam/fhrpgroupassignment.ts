// Code generated from schema/models/ipam/fhrpgroupassignment.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { FilterParams, ListParams, ModelMeta, Reference, RequestParams } from '../../contract/index.js';
import type { InterfaceNested } from '../dcim/interface.js';
import type { FHRPGroupNested } from './fhrpgroup.js';
import type { VMInterfaceNested } from '../virtualization/vminterface.js';

/** The complete representation of a FHRP group assignment, as the API returns it. */
export interface FHRPGroupAssignmentRecord {
  readonly id: number;
  readonly url: string;
  readonly display: string;
  readonly group: FHRPGroupNested;
  readonly interface_type: string;
  readonly interface_id: number;
  readonly interface: InterfaceNested | VMInterfaceNested | null;
  readonly priority: number;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type FHRPGroupAssignmentBrief = Pick<FHRPGroupAssignmentRecord, 'id' | 'url' | 'display' | 'group' | 'interface_type' | 'interface_id' | 'priority'>;

/** A FHRP group assignment embedded in another object. */
export type FHRPGroupAssignmentNested = Pick<FHRPGroupAssignmentRecord, 'id' | 'url' | 'display' | 'group' | 'interface_type' | 'interface_id' | 'priority'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface FHRPGroupAssignmentInput {
  readonly group: Reference;
  readonly interface_type: string;
  readonly interface_id: number;
  readonly priority: number;
  /** Stored with the change record of this write. */
  readonly changelog_message?: string;
}

/** The query parameters of the list: each filter, its lookups (`name__ic`), paging and representation. */
export type FHRPGroupAssignmentFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly group_id: readonly ['related', number | 'null'];
  readonly interface_type: readonly ['string', string];
  readonly interface_id: readonly ['number', number];
  readonly priority: readonly ['number', number];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly device_id: readonly ['plugin', string | number];
  readonly device: readonly ['plugin', string | number];
  readonly virtual_machine_id: readonly ['related', number | 'null'];
  readonly virtual_machine: readonly ['related', string | 'null'];
}>
  & ListParams
  & RequestParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface FHRPGroupAssignmentRow {
  readonly id: number;
  readonly group_id: number;
  readonly interface_type: string;
  readonly interface_id: number;
  readonly priority: number;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface FHRPGroupAssignmentValues {
  group: number;
  interface_type: string;
  interface_id: number;
  priority: number;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/ipam/). */
export interface FHRPGroupAssignmentPlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: 'device_id' | 'device';
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface FHRPGroupAssignmentTypes {
  readonly key: 'ipam.fhrpgroupassignment';
  readonly record: FHRPGroupAssignmentRecord;
  readonly brief: FHRPGroupAssignmentBrief;
  readonly nested: FHRPGroupAssignmentNested;
  readonly input: FHRPGroupAssignmentInput;
  readonly filters: FHRPGroupAssignmentFilters;
  readonly row: FHRPGroupAssignmentRow;
  readonly values: FHRPGroupAssignmentValues;
  readonly plugin: FHRPGroupAssignmentPlugin;
}

export const fHRPGroupAssignmentModel = {
  key: 'ipam.fhrpgroupassignment',
  app: 'ipam',
  model: 'fhrpgroupassignment',
  className: 'FHRPGroupAssignment',
  path: 'fhrp-group-assignments',
  table: 'ipam_fhrpgroupassignment',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'FHRP group assignment',
  verboseNamePlural: 'FHRP group assignments',
  description: 'The membership of a device or virtual machine interface in an FHRP group, with its priority.',
  source: 'schema/models/ipam/fhrpgroupassignment.yaml',
  changelogRelated: ['interface'],
  features: { tags: false, customFields: false, changelog: true },
  tree: false,
  display: ['{interface}: {group} ({priority})'],
  ordering: ['-priority'],
  fields: [
    {
      name: 'group',
      type: 'fk',
      column: 'group_id',
      label: 'group',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'ipam.fhrpgroup',
      onDelete: 'cascade',
    },
    {
      name: 'interface_type',
      type: 'content_type',
      column: 'interface_type',
      label: 'interface type',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      maxLength: 100,
      targets: ['dcim.interface', 'virtualization.vminterface'],
      generic: 'interface',
    },
    {
      name: 'interface_id',
      type: 'bigint',
      column: 'interface_id',
      label: 'interface id',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 0,
      generic: 'interface',
    },
    {
      name: 'interface',
      type: 'generic',
      column: null,
      label: 'interface',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
      onDelete: 'cascade',
      targets: ['dcim.interface', 'virtualization.vminterface'],
      parts: { type: 'interface_type', id: 'interface_id' },
    },
    {
      name: 'priority',
      type: 'integer',
      column: 'priority',
      label: 'priority',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 0,
      max: 255,
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
    'group',
    'interface_type',
    'interface_id',
    'interface',
    'priority',
    'created',
    'last_updated',
  ],
  brief: ['id', 'url', 'display', 'group', 'interface_type', 'interface_id', 'priority'],
  nested: ['id', 'url', 'display', 'group', 'interface_type', 'interface_id', 'priority'],
  uniques: [
    {
      name: 'ipam_fhrpgroupassignment_interface_type_interface_id_g_cbf7f223',
      fields: ['interface_type', 'interface_id', 'group'],
      caseInsensitive: [],
      whenNull: [],
      message: 'FHRP group assignment with this Interface type, Interface id and Group already exists.',
      errorKey: '__all__',
    },
  ],
  indexes: [
    ['interface_type', 'interface_id'],
    ['priority'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    {
      name: 'group_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.fhrpgroupassignment', column: 'group_id', to: 'ipam.fhrpgroup' },
        ],
      ],
      attr: 'id',
    },
    { name: 'interface_type', kind: 'string', field: 'interface_type' },
    { name: 'interface_id', kind: 'number', field: 'interface_id' },
    { name: 'priority', kind: 'number', field: 'priority' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    { name: 'device_id', kind: 'plugin' },
    { name: 'device', kind: 'plugin' },
    {
      name: 'virtual_machine_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'ipam.fhrpgroupassignment',
            type: 'interface_type',
            id: 'interface_id',
            to: 'virtualization.vminterface',
          },
          {
            via: 'fk',
            model: 'virtualization.vminterface',
            column: 'virtual_machine_id',
            to: 'virtualization.virtualmachine',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'virtual_machine',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'ipam.fhrpgroupassignment',
            type: 'interface_type',
            id: 'interface_id',
            to: 'virtualization.vminterface',
          },
          {
            via: 'fk',
            model: 'virtualization.vminterface',
            column: 'virtual_machine_id',
            to: 'virtualization.virtualmachine',
          },
        ],
      ],
      attr: 'name',
    },
  ],
  search: [],
  searchIndex: null,
  rules: [],
  endpoints: [],
  declaredAt: {
    'filters.device': 'schema/models/ipam/fhrpgroupassignment.yaml:23',
    'filters.device_id': 'schema/models/ipam/fhrpgroupassignment.yaml:22',
  },
} as const satisfies ModelMeta;
