// Code generated from schema/models/vpn/l2vpntermination.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { InterfaceNested } from '../dcim/interface.js';
import type { TagNested } from '../extras/tag.js';
import type { VLANNested } from '../ipam/vlan.js';
import type { VMInterfaceNested } from '../virtualization/vminterface.js';
import type { L2VPNNested } from './l2vpn.js';

/** The complete representation of a L2VPN termination, as the API returns it. */
export interface L2VPNTerminationRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly l2vpn: L2VPNNested;
  readonly assigned_object_type: string;
  readonly assigned_object_id: number;
  readonly assigned_object: InterfaceNested | VLANNested | VMInterfaceNested | null;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type L2VPNTerminationBrief = Pick<L2VPNTerminationRecord, 'id' | 'url' | 'display' | 'l2vpn'>;

/** A L2VPN termination embedded in another object. */
export type L2VPNTerminationNested = Pick<L2VPNTerminationRecord, 'id' | 'url' | 'display' | 'l2vpn'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface L2VPNTerminationInput {
  readonly l2vpn: Reference;
  readonly assigned_object_type: string;
  readonly assigned_object_id: number;
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
export type L2VPNTerminationFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly l2vpn_id: readonly ['related', number | 'null'];
  readonly l2vpn: readonly ['related', string | 'null'];
  readonly assigned_object_type: readonly ['string', string];
  readonly assigned_object_id: readonly ['number', number];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly region_id: readonly ['related', number | 'null'];
  readonly region: readonly ['related', string | 'null'];
  readonly site_id: readonly ['related', number | 'null'];
  readonly site: readonly ['related', string | 'null'];
  readonly device_id: readonly ['related', number | 'null'];
  readonly device: readonly ['related', string | 'null'];
  readonly virtual_machine_id: readonly ['related', number | 'null'];
  readonly virtual_machine: readonly ['related', string | 'null'];
  readonly interface_id: readonly ['related', number | 'null'];
  readonly interface: readonly ['related', string | 'null'];
  readonly vminterface_id: readonly ['related', number | 'null'];
  readonly vminterface: readonly ['related', string | 'null'];
  readonly vlan_id: readonly ['related', number | 'null'];
  readonly vlan: readonly ['related', string | 'null'];
  readonly vlan_vid: readonly ['related', number | 'null'];
  readonly assigned_object_type_id: readonly ['object_type_id', number];
  readonly q: readonly ['plugin', string | number];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface L2VPNTerminationRow {
  readonly id: number;
  readonly l2vpn_id: number;
  readonly assigned_object_type: string;
  readonly assigned_object_id: number;
  readonly custom_field_data: string;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface L2VPNTerminationValues {
  l2vpn: number;
  assigned_object_type: string;
  assigned_object_id: number;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/vpn/). */
export interface L2VPNTerminationPlugin {
  readonly rules: 'clean';
  readonly computed: {};
  readonly filters: 'q';
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface L2VPNTerminationTypes {
  readonly key: 'vpn.l2vpntermination';
  readonly record: L2VPNTerminationRecord;
  readonly brief: L2VPNTerminationBrief;
  readonly nested: L2VPNTerminationNested;
  readonly input: L2VPNTerminationInput;
  readonly filters: L2VPNTerminationFilters;
  readonly row: L2VPNTerminationRow;
  readonly values: L2VPNTerminationValues;
  readonly plugin: L2VPNTerminationPlugin;
}

export const l2VPNTerminationModel = {
  key: 'vpn.l2vpntermination',
  app: 'vpn',
  model: 'l2vpntermination',
  className: 'L2VPNTermination',
  path: 'l2vpn-terminations',
  table: 'vpn_l2vpntermination',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'L2VPN termination',
  verboseNamePlural: 'L2VPN terminations',
  description: 'The attachment of an interface, a VM interface or a VLAN to an L2VPN.',
  source: 'schema/models/vpn/l2vpntermination.yaml',
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{assigned_object} <> {l2vpn}'],
  ordering: ['l2vpn'],
  fields: [
    {
      name: 'l2vpn',
      type: 'fk',
      column: 'l2vpn_id',
      label: 'L2VPN',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'vpn.l2vpn',
      onDelete: 'cascade',
    },
    {
      name: 'assigned_object_type',
      type: 'content_type',
      column: 'assigned_object_type',
      label: 'assigned object type',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      maxLength: 100,
      targets: ['dcim.interface', 'ipam.vlan', 'virtualization.vminterface'],
      generic: 'assigned_object',
    },
    {
      name: 'assigned_object_id',
      type: 'bigint',
      column: 'assigned_object_id',
      label: 'assigned object id',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 0,
      generic: 'assigned_object',
    },
    {
      name: 'assigned_object',
      type: 'generic',
      column: null,
      label: 'assigned object',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
      onDelete: 'cascade',
      targets: ['dcim.interface', 'ipam.vlan', 'virtualization.vminterface'],
      parts: { type: 'assigned_object_type', id: 'assigned_object_id' },
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
    'l2vpn',
    'assigned_object_type',
    'assigned_object_id',
    'assigned_object',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
  ],
  brief: ['id', 'url', 'display', 'l2vpn'],
  nested: ['id', 'url', 'display', 'l2vpn'],
  uniques: [
    {
      name: 'vpn_l2vpntermination_assigned_object_type_assigned_obj_5484acb6',
      fields: ['assigned_object_type', 'assigned_object_id'],
      caseInsensitive: [],
      whenNull: [],
      message: 'L2VPN termination with this Assigned object type and Assigned object id already exists.',
      errorKey: '__all__',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    {
      name: 'l2vpn_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'vpn.l2vpntermination', column: 'l2vpn_id', to: 'vpn.l2vpn' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'l2vpn',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'vpn.l2vpntermination', column: 'l2vpn_id', to: 'vpn.l2vpn' },
        ],
      ],
      attr: 'slug',
    },
    { name: 'assigned_object_type', kind: 'string', field: 'assigned_object_type' },
    { name: 'assigned_object_id', kind: 'number', field: 'assigned_object_id' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'region_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'vpn.l2vpntermination',
            type: 'assigned_object_type',
            id: 'assigned_object_id',
            to: 'ipam.vlan',
          },
          { via: 'fk', model: 'ipam.vlan', column: 'site_id', to: 'dcim.site' },
          { via: 'fk', model: 'dcim.site', column: 'region_id', to: 'dcim.region' },
        ],
        [
          {
            via: 'generic',
            model: 'vpn.l2vpntermination',
            type: 'assigned_object_type',
            id: 'assigned_object_id',
            to: 'dcim.interface',
          },
          { via: 'fk', model: 'dcim.interface', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'site_id', to: 'dcim.site' },
          { via: 'fk', model: 'dcim.site', column: 'region_id', to: 'dcim.region' },
        ],
        [
          {
            via: 'generic',
            model: 'vpn.l2vpntermination',
            type: 'assigned_object_type',
            id: 'assigned_object_id',
            to: 'virtualization.vminterface',
          },
          {
            via: 'fk',
            model: 'virtualization.vminterface',
            column: 'virtual_machine_id',
            to: 'virtualization.virtualmachine',
          },
          { via: 'fk', model: 'virtualization.virtualmachine', column: 'site_id', to: 'dcim.site' },
          { via: 'fk', model: 'dcim.site', column: 'region_id', to: 'dcim.region' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'region',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'vpn.l2vpntermination',
            type: 'assigned_object_type',
            id: 'assigned_object_id',
            to: 'ipam.vlan',
          },
          { via: 'fk', model: 'ipam.vlan', column: 'site_id', to: 'dcim.site' },
          { via: 'fk', model: 'dcim.site', column: 'region_id', to: 'dcim.region' },
        ],
        [
          {
            via: 'generic',
            model: 'vpn.l2vpntermination',
            type: 'assigned_object_type',
            id: 'assigned_object_id',
            to: 'dcim.interface',
          },
          { via: 'fk', model: 'dcim.interface', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'site_id', to: 'dcim.site' },
          { via: 'fk', model: 'dcim.site', column: 'region_id', to: 'dcim.region' },
        ],
        [
          {
            via: 'generic',
            model: 'vpn.l2vpntermination',
            type: 'assigned_object_type',
            id: 'assigned_object_id',
            to: 'virtualization.vminterface',
          },
          {
            via: 'fk',
            model: 'virtualization.vminterface',
            column: 'virtual_machine_id',
            to: 'virtualization.virtualmachine',
          },
          { via: 'fk', model: 'virtualization.virtualmachine', column: 'site_id', to: 'dcim.site' },
          { via: 'fk', model: 'dcim.site', column: 'region_id', to: 'dcim.region' },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'site_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'vpn.l2vpntermination',
            type: 'assigned_object_type',
            id: 'assigned_object_id',
            to: 'ipam.vlan',
          },
          { via: 'fk', model: 'ipam.vlan', column: 'site_id', to: 'dcim.site' },
        ],
        [
          {
            via: 'generic',
            model: 'vpn.l2vpntermination',
            type: 'assigned_object_type',
            id: 'assigned_object_id',
            to: 'dcim.interface',
          },
          { via: 'fk', model: 'dcim.interface', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'site_id', to: 'dcim.site' },
        ],
        [
          {
            via: 'generic',
            model: 'vpn.l2vpntermination',
            type: 'assigned_object_type',
            id: 'assigned_object_id',
            to: 'virtualization.vminterface',
          },
          {
            via: 'fk',
            model: 'virtualization.vminterface',
            column: 'virtual_machine_id',
            to: 'virtualization.virtualmachine',
          },
          { via: 'fk', model: 'virtualization.virtualmachine', column: 'site_id', to: 'dcim.site' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'site',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'vpn.l2vpntermination',
            type: 'assigned_object_type',
            id: 'assigned_object_id',
            to: 'ipam.vlan',
          },
          { via: 'fk', model: 'ipam.vlan', column: 'site_id', to: 'dcim.site' },
        ],
        [
          {
            via: 'generic',
            model: 'vpn.l2vpntermination',
            type: 'assigned_object_type',
            id: 'assigned_object_id',
            to: 'dcim.interface',
          },
          { via: 'fk', model: 'dcim.interface', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'site_id', to: 'dcim.site' },
        ],
        [
          {
            via: 'generic',
            model: 'vpn.l2vpntermination',
            type: 'assigned_object_type',
            id: 'assigned_object_id',
            to: 'virtualization.vminterface',
          },
          {
            via: 'fk',
            model: 'virtualization.vminterface',
            column: 'virtual_machine_id',
            to: 'virtualization.virtualmachine',
          },
          { via: 'fk', model: 'virtualization.virtualmachine', column: 'site_id', to: 'dcim.site' },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'device_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'vpn.l2vpntermination',
            type: 'assigned_object_type',
            id: 'assigned_object_id',
            to: 'dcim.interface',
          },
          { via: 'fk', model: 'dcim.interface', column: 'device_id', to: 'dcim.device' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'device',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'vpn.l2vpntermination',
            type: 'assigned_object_type',
            id: 'assigned_object_id',
            to: 'dcim.interface',
          },
          { via: 'fk', model: 'dcim.interface', column: 'device_id', to: 'dcim.device' },
        ],
      ],
      attr: 'name',
    },
    {
      name: 'virtual_machine_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'vpn.l2vpntermination',
            type: 'assigned_object_type',
            id: 'assigned_object_id',
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
            model: 'vpn.l2vpntermination',
            type: 'assigned_object_type',
            id: 'assigned_object_id',
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
    {
      name: 'interface_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'vpn.l2vpntermination',
            type: 'assigned_object_type',
            id: 'assigned_object_id',
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
            model: 'vpn.l2vpntermination',
            type: 'assigned_object_type',
            id: 'assigned_object_id',
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
            model: 'vpn.l2vpntermination',
            type: 'assigned_object_type',
            id: 'assigned_object_id',
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
            model: 'vpn.l2vpntermination',
            type: 'assigned_object_type',
            id: 'assigned_object_id',
            to: 'virtualization.vminterface',
          },
        ],
      ],
      attr: 'name',
    },
    {
      name: 'vlan_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'vpn.l2vpntermination',
            type: 'assigned_object_type',
            id: 'assigned_object_id',
            to: 'ipam.vlan',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'vlan',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'vpn.l2vpntermination',
            type: 'assigned_object_type',
            id: 'assigned_object_id',
            to: 'ipam.vlan',
          },
        ],
      ],
      attr: 'name',
    },
    {
      name: 'vlan_vid',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'vpn.l2vpntermination',
            type: 'assigned_object_type',
            id: 'assigned_object_id',
            to: 'ipam.vlan',
          },
        ],
      ],
      attr: 'vid',
    },
    { name: 'assigned_object_type_id', kind: 'object_type_id', field: 'assigned_object_type' },
    { name: 'q', kind: 'plugin' },
  ],
  search: [],
  searchIndex: null,
  rules: ['clean'],
  endpoints: [],
  declaredAt: {
    'filters.q': 'schema/models/vpn/l2vpntermination.yaml:37',
    'rules.clean': 'schema/models/vpn/l2vpntermination.yaml:16',
  },
} as const satisfies ModelMeta;
