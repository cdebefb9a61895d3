// Code generated from schema/models/virtualization/vminterface.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, ModelMeta, NestedRecord } from '../../runtime/types.js';

/** The complete representation of a VM interface, as the API returns it. */
export interface VMInterfaceRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly virtual_machine: NestedRecord | null;
  readonly name: string;
  readonly enabled: boolean;
  readonly parent: NestedRecord | null;
  readonly bridge: NestedRecord | null;
  readonly mtu: number | null;
  readonly mac_address: string | null;
  readonly primary_mac_address: NestedRecord | null;
  readonly mac_addresses: readonly NestedRecord[];
  readonly description: string;
  readonly mode: ChoiceRecord | null;
  readonly untagged_vlan: NestedRecord | null;
  readonly tagged_vlans: readonly NestedRecord[];
  readonly qinq_svlan: NestedRecord | null;
  readonly vrf: NestedRecord | null;
  readonly tags: readonly NestedRecord[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly count_ipaddresses: number;
  readonly count_fhrp_groups: number;
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
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{name}'],
  ordering: ['virtual_machine', 'name'],
  fields: [
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
      kind: 'constant',
      label: 'count fhrp groups',
      valueType: 'integer',
      value: 0,
      inNested: true,
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
    'vrf',
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
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'enabled', kind: 'boolean', field: 'enabled' },
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
      name: 'parent',
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
      attr: 'name',
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
    {
      name: 'bridge',
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
      attr: 'name',
    },
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
      name: 'untagged_vlan_id',
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
      ],
      attr: 'id',
    },
    {
      name: 'untagged_vlan',
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
      ],
      attr: 'name',
    },
    {
      name: 'tagged_vlans_id',
      kind: 'related',
      paths: [
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
      ],
      attr: 'id',
    },
    {
      name: 'tagged_vlans',
      kind: 'related',
      paths: [
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
      ],
      attr: 'name',
    },
    {
      name: 'qinq_svlan_id',
      kind: 'related',
      paths: [
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
      name: 'qinq_svlan',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'virtualization.vminterface',
            column: 'qinq_svlan_id',
            to: 'ipam.vlan',
          },
        ],
      ],
      attr: 'name',
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
      name: 'vrf',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'virtualization.vminterface', column: 'vrf_id', to: 'ipam.vrf' },
        ],
      ],
      attr: 'name',
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
      ],
      attr: 'vid',
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
  ],
  search: ['name', 'description'],
  hooks: [],
  endpoints: [],
} as const satisfies ModelMeta;
