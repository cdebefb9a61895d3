// Code generated from schema/models/virtualization/vminterface.yaml with schema/traits/base_interface.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { MACAddressNested } from '../dcim/macaddress.js';
import type { TagNested } from '../extras/tag.js';
import type { VLANNested } from '../ipam/vlan.js';
import type { VLANTranslationPolicyNested } from '../ipam/vlantranslationpolicy.js';
import type { VRFNested } from '../ipam/vrf.js';
import type { VirtualMachineNested } from './virtualmachine.js';
import type { L2VPNTerminationNested } from '../vpn/l2vpntermination.js';

/** The complete representation of a VM interface, as the API returns it. */
export interface VMInterfaceRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly virtual_machine: VirtualMachineNested;
  readonly name: string;
  readonly enabled: boolean;
  readonly parent: Pick<VMInterfaceRecord, 'id' | 'url' | 'display_url' | 'display' | 'virtual_machine' | 'name'> | null;
  readonly bridge: Pick<VMInterfaceRecord, 'id' | 'url' | 'display_url' | 'display' | 'virtual_machine' | 'name'> | null;
  readonly mtu: number | null;
  readonly mac_address: string | null;
  readonly primary_mac_address: MACAddressNested | null;
  readonly mac_addresses: readonly MACAddressNested[];
  readonly description: string;
  readonly mode: ChoiceRecord<ChoiceValue<'dcim.interface_mode'>> | null;
  readonly untagged_vlan: VLANNested | null;
  readonly tagged_vlans: readonly VLANNested[];
  readonly qinq_svlan: VLANNested | null;
  readonly vlan_translation_policy: VLANTranslationPolicyNested | null;
  readonly vrf: VRFNested | null;
  readonly l2vpn_termination: L2VPNTerminationNested | null;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly count_ipaddresses: number;
  readonly count_fhrp_groups: number;
}

/** The brief representation (`?brief=1`). */
export type VMInterfaceBrief = Pick<VMInterfaceRecord, 'id' | 'url' | 'display' | 'virtual_machine' | 'name' | 'description'>;

/** A VM interface embedded in another object. */
export type VMInterfaceNested = Pick<VMInterfaceRecord, 'id' | 'url' | 'display' | 'virtual_machine' | 'name' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface VMInterfaceInput {
  readonly enabled?: boolean;
  readonly mtu?: number | null;
  readonly primary_mac_address?: Reference | null;
  readonly mode?: ChoiceValue<'dcim.interface_mode'> | '' | null;
  readonly untagged_vlan?: Reference | null;
  readonly tagged_vlans?: readonly Reference[];
  readonly qinq_svlan?: Reference | null;
  readonly vlan_translation_policy?: Reference | null;
  readonly vrf?: Reference | null;
  readonly virtual_machine: Reference;
  readonly name: string;
  readonly parent?: Reference | null;
  readonly bridge?: Reference | null;
  readonly description?: string;
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
export type VMInterfaceFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly enabled: readonly ['boolean', boolean];
  readonly mtu: readonly ['number', number];
  readonly primary_mac_address_id: readonly ['related', number | 'null'];
  readonly mode: readonly ['choice', ChoiceValue<'dcim.interface_mode'> | 'null'];
  readonly vlan_translation_policy_id: readonly ['related', number | 'null'];
  readonly vrf_id: readonly ['related', number | 'null'];
  readonly virtual_machine_id: readonly ['related', number | 'null'];
  readonly name: readonly ['string', string];
  readonly parent_id: readonly ['related', number | 'null'];
  readonly bridge_id: readonly ['related', number | 'null'];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly mac_address: readonly ['related', string | 'null'];
  readonly vlan_id: readonly ['related', number | 'null'];
  readonly vlan: readonly ['related', number | 'null'];
  readonly primary_mac_address: readonly ['related', string | 'null'];
  readonly vrf: readonly ['related', string | 'null'];
  readonly vlan_translation_policy: readonly ['related', string | 'null'];
  readonly l2vpn_id: readonly ['related', number | 'null'];
  readonly l2vpn: readonly ['related', number | 'null'];
  readonly cluster_id: readonly ['related', number | 'null'];
  readonly cluster: readonly ['related', string | 'null'];
  readonly virtual_machine: readonly ['related', string | 'null'];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface VMInterfaceRow {
  readonly id: number;
  readonly enabled: boolean | 0 | 1;
  readonly mtu: number | null;
  readonly primary_mac_address_id: number | null;
  readonly mode: ChoiceValue<'dcim.interface_mode'> | '' | null;
  readonly untagged_vlan_id: number | null;
  readonly qinq_svlan_id: number | null;
  readonly vlan_translation_policy_id: number | null;
  readonly vrf_id: number | null;
  readonly virtual_machine_id: number;
  readonly name: string;
  readonly _name: string | null;
  readonly parent_id: number | null;
  readonly bridge_id: number | null;
  readonly description: string;
  readonly custom_field_data: string;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface VMInterfaceValues {
  enabled: boolean;
  mtu?: number | null;
  primary_mac_address?: number | null;
  mode?: ChoiceValue<'dcim.interface_mode'> | '' | null;
  untagged_vlan?: number | null;
  qinq_svlan?: number | null;
  vlan_translation_policy?: number | null;
  vrf?: number | null;
  virtual_machine: number;
  name: string;
  parent?: number | null;
  bridge?: number | null;
  description: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/virtualization/; its traits' plug-ins implement theirs). */
export interface VMInterfacePlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface VMInterfaceTypes {
  readonly key: 'virtualization.vminterface';
  readonly record: VMInterfaceRecord;
  readonly brief: VMInterfaceBrief;
  readonly nested: VMInterfaceNested;
  readonly input: VMInterfaceInput;
  readonly filters: VMInterfaceFilters;
  readonly row: VMInterfaceRow;
  readonly values: VMInterfaceValues;
  readonly plugin: VMInterfacePlugin;
}

export const vMInterfaceModel = {
  key: 'virtualization.vminterface',
  app: 'virtualization',
  model: 'vminterface',
  className: 'VMInterface',
  path: 'interfaces',
  table: 'virtualization_vminterface',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'VM interface',
  verboseNamePlural: 'VM interfaces',
  description: 'A network interface of a virtual machine.',
  source: 'schema/models/virtualization/vminterface.yaml',
  traits: ['base_interface'],
  changelogRelated: ['virtual_machine'],
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{name}'],
  ordering: ['virtual_machine', 'name'],
  fields: [
    {
      name: 'enabled',
      type: 'boolean',
      column: 'enabled',
      label: 'enabled',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: true,
    },
    {
      name: 'mtu',
      type: 'integer',
      column: 'mtu',
      label: 'MTU',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 1,
      max: 65536,
    },
    {
      name: 'primary_mac_address',
      type: 'fk',
      column: 'primary_mac_address_id',
      label: 'primary MAC address',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.macaddress',
      onDelete: 'set_null',
    },
    {
      name: 'mode',
      type: 'choice',
      column: 'mode',
      label: '802.1Q mode',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'dcim.interface_mode',
    },
    {
      name: 'untagged_vlan',
      type: 'fk',
      column: 'untagged_vlan_id',
      label: 'untagged VLAN',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'ipam.vlan',
      onDelete: 'set_null',
    },
    {
      name: 'tagged_vlans',
      type: 'm2m',
      column: null,
      label: 'tagged VLANs',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [],
      to: 'ipam.vlan',
      through: {
        table: 'virtualization_vminterface_tagged_vlans',
        source: 'vminterface_id',
        target: 'vlan_id',
      },
    },
    {
      name: 'qinq_svlan',
      type: 'fk',
      column: 'qinq_svlan_id',
      label: 'Q-in-Q SVLAN',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'ipam.vlan',
      onDelete: 'set_null',
    },
    {
      name: 'vlan_translation_policy',
      type: 'fk',
      column: 'vlan_translation_policy_id',
      label: 'VLAN translation policy',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'ipam.vlantranslationpolicy',
      onDelete: 'protect',
    },
    {
      name: 'vrf',
      type: 'fk',
      column: 'vrf_id',
      label: 'VRF',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'ipam.vrf',
      onDelete: 'set_null',
    },
    {
      name: 'virtual_machine',
      type: 'fk',
      column: 'virtual_machine_id',
      label: 'virtual machine',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'virtualization.virtualmachine',
      onDelete: 'cascade',
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
      maxLength: 64,
      naturalKey: { column: '_name', kind: 'interface' },
    },
    {
      name: '_name',
      type: 'string',
      column: '_name',
      label: 'name',
      required: false,
      nullable: true,
      blank: true,
      readOnly: true,
      writeOnly: false,
      internal: true,
      immutable: false,
      maxLength: 100,
    },
    {
      name: 'parent',
      type: 'fk',
      column: 'parent_id',
      label: 'parent interface',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'virtualization.vminterface',
      onDelete: 'set_null',
      nested: ['id', 'url', 'display_url', 'display', 'virtual_machine', 'name'],
    },
    {
      name: 'bridge',
      type: 'fk',
      column: 'bridge_id',
      label: 'bridge interface',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'virtualization.vminterface',
      onDelete: 'set_null',
      nested: ['id', 'url', 'display_url', 'display', 'virtual_machine', 'name'],
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
      name: 'mac_addresses',
      kind: 'list',
      label: 'MAC addresses',
      model: 'dcim.macaddress',
      via: 'assigned_object',
      single: false,
      inNested: false,
    },
    {
      name: 'mac_address',
      kind: 'alias',
      label: 'MAC address',
      valueType: 'string',
      field: 'primary_mac_address.mac_address',
      inNested: true,
    },
    {
      name: 'count_ipaddresses',
      kind: 'count',
      label: 'count ipaddresses',
      model: 'ipam.ipaddress',
      via: 'assigned_object',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'count_fhrp_groups',
      kind: 'count',
      label: 'count fhrp groups',
      model: 'ipam.fhrpgroupassignment',
      via: 'interface',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'l2vpn_termination',
      kind: 'list',
      label: 'l2vpn termination',
      model: 'vpn.l2vpntermination',
      via: 'assigned_object',
      single: true,
      inNested: false,
    },
  ],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'virtual_machine',
    'name',
    'enabled',
    'parent',
    'bridge',
    'mtu',
    'mac_address',
    'primary_mac_address',
    'mac_addresses',
    'description',
    'mode',
    'untagged_vlan',
    'tagged_vlans',
    'qinq_svlan',
    'vlan_translation_policy',
    'vrf',
    'l2vpn_termination',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'count_ipaddresses',
    'count_fhrp_groups',
  ],
  brief: ['id', 'url', 'display', 'virtual_machine', 'name', 'description'],
  nested: ['id', 'url', 'display', 'virtual_machine', 'name', 'description'],
  uniques: [
    {
      name: 'virtualization_vminterface_primary_mac_address_id_uniq',
      fields: ['primary_mac_address'],
      caseInsensitive: [],
      whenNull: [],
      message: 'VM interface with this primary MAC address already exists.',
      errorKey: 'primary_mac_address',
    },
    {
      name: 'virtualization_vminterface_virtual_machine_id_name_uniq',
      fields: ['virtual_machine', 'name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Interface with this Virtual machine and Name already exists.',
      errorKey: '__all__',
    },
  ],
  indexes: [
    ['virtual_machine', '_name'],
    ['name'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'enabled', kind: 'boolean', field: 'enabled' },
    { name: 'mtu', kind: 'number', field: 'mtu' },
    {
      name: 'primary_mac_address_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'virtualization.vminterface',
            column: 'primary_mac_address_id',
            to: 'dcim.macaddress',
          },
        ],
      ],
      attr: 'id',
    },
    { name: 'mode', kind: 'choice', field: 'mode' },
    {
      name: 'vlan_translation_policy_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'virtualization.vminterface',
            column: 'vlan_translation_policy_id',
            to: 'ipam.vlantranslationpolicy',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'vrf_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'virtualization.vminterface', column: 'vrf_id', to: 'ipam.vrf' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'virtual_machine_id',
      kind: 'related',
      paths: [
        [
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
    { name: 'name', kind: 'string', field: 'name' },
    {
      name: 'parent_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'virtualization.vminterface',
            column: 'parent_id',
            to: 'virtualization.vminterface',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'bridge_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'virtualization.vminterface',
            column: 'bridge_id',
            to: 'virtualization.vminterface',
          },
        ],
      ],
      attr: 'id',
    },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'mac_address',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse',
            model: 'virtualization.vminterface',
            column: 'assigned_object_id',
            type: 'assigned_object_type',
            to: 'dcim.macaddress',
          },
        ],
      ],
      attr: 'mac_address',
    },
    {
      name: 'vlan_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'virtualization.vminterface',
            column: 'untagged_vlan_id',
            to: 'ipam.vlan',
          },
        ],
        [
          {
            via: 'm2m',
            model: 'virtualization.vminterface',
            through: {
              table: 'virtualization_vminterface_tagged_vlans',
              source: 'vminterface_id',
              target: 'vlan_id',
            },
            to: 'ipam.vlan',
          },
        ],
        [
          {
            via: 'fk',
            model: 'virtualization.vminterface',
            column: 'qinq_svlan_id',
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
            via: 'fk',
            model: 'virtualization.vminterface',
            column: 'untagged_vlan_id',
            to: 'ipam.vlan',
          },
        ],
        [
          {
            via: 'm2m',
            model: 'virtualization.vminterface',
            through: {
              table: 'virtualization_vminterface_tagged_vlans',
              source: 'vminterface_id',
              target: 'vlan_id',
            },
            to: 'ipam.vlan',
          },
        ],
        [
          {
            via: 'fk',
            model: 'virtualization.vminterface',
            column: 'qinq_svlan_id',
            to: 'ipam.vlan',
          },
        ],
      ],
      attr: 'vid',
    },
    {
      name: 'primary_mac_address',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'virtualization.vminterface',
            column: 'primary_mac_address_id',
            to: 'dcim.macaddress',
          },
        ],
      ],
      attr: 'mac_address',
    },
    {
      name: 'vrf',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'virtualization.vminterface', column: 'vrf_id', to: 'ipam.vrf' },
        ],
      ],
      attr: 'rd',
    },
    {
      name: 'vlan_translation_policy',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'virtualization.vminterface',
            column: 'vlan_translation_policy_id',
            to: 'ipam.vlantranslationpolicy',
          },
        ],
      ],
      attr: 'name',
    },
    {
      name: 'l2vpn_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse',
            model: 'virtualization.vminterface',
            column: 'assigned_object_id',
            type: 'assigned_object_type',
            to: 'vpn.l2vpntermination',
          },
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
          {
            via: 'reverse',
            model: 'virtualization.vminterface',
            column: 'assigned_object_id',
            type: 'assigned_object_type',
            to: 'vpn.l2vpntermination',
          },
          { via: 'fk', model: 'vpn.l2vpntermination', column: 'l2vpn_id', to: 'vpn.l2vpn' },
        ],
      ],
      attr: 'identifier',
    },
    {
      name: 'cluster_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'virtualization.vminterface',
            column: 'virtual_machine_id',
            to: 'virtualization.virtualmachine',
          },
          {
            via: 'fk',
            model: 'virtualization.virtualmachine',
            column: 'cluster_id',
            to: 'virtualization.cluster',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'cluster',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'virtualization.vminterface',
            column: 'virtual_machine_id',
            to: 'virtualization.virtualmachine',
          },
          {
            via: 'fk',
            model: 'virtualization.virtualmachine',
            column: 'cluster_id',
            to: 'virtualization.cluster',
          },
        ],
      ],
      attr: 'name',
    },
    {
      name: 'virtual_machine',
      kind: 'related',
      paths: [
        [
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
  search: ['name', 'description'],
  searchIndex: 'virtualization_vminterface__search',
  rules: ['clean'],
  endpoints: [],
  declaredAt: {},
  traitParts: { base_interface: ['rules.clean'] },
} as const satisfies ModelMeta;
