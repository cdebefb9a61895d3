// Code generated from the change of schema/ between two snapshots. DO NOT EDIT.
// Regenerate: make generate

import type { MigrationMeta } from '../../contract/index.js';

/** Append-only: applied by the server at start-up, in order. */
export const migration = {
  id: '0003_circuits_circuit_cid_idx_and_more',
  from: 'da8023bc3a2e9c9c',
  to: '337eab9fb0982334',
  operations: [
    {
      op: 'create_index',
      table: 'circuits_circuit',
      index: {
        name: 'circuits_circuit_cid_idx',
        columns: ['cid'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_device',
      index: { name: 'dcim_device_name_idx', columns: ['name'], unique: false, lower: [], whereNull: [] },
    },
    {
      op: 'create_index',
      table: 'dcim_device',
      index: {
        name: 'dcim_device_serial_idx',
        columns: ['serial'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_devicerole',
      index: {
        name: 'dcim_devicerole__tree_key_idx',
        columns: ['_tree_key'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_interface',
      index: {
        name: 'dcim_interface_name_idx',
        columns: ['name'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_location',
      index: {
        name: 'dcim_location__tree_key_idx',
        columns: ['_tree_key'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_macaddress',
      index: {
        name: 'dcim_macaddress_mac_address_idx',
        columns: ['mac_address'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_platform',
      index: {
        name: 'dcim_platform__tree_key_idx',
        columns: ['_tree_key'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_region',
      index: {
        name: 'dcim_region__tree_key_idx',
        columns: ['_tree_key'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_sitegroup',
      index: {
        name: 'dcim_sitegroup__tree_key_idx',
        columns: ['_tree_key'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_virtualchassis',
      index: {
        name: 'dcim_virtualchassis_name_idx',
        columns: ['name'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'extras_configcontext',
      index: {
        name: 'extras_configcontext_weight_name_idx',
        columns: ['weight', 'name'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'extras_tag',
      index: {
        name: 'extras_tag_weight_name_idx',
        columns: ['weight', 'name'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'ipam_aggregate',
      index: {
        name: 'ipam_aggregate__prefix_key_idx',
        columns: ['_prefix_key'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'ipam_aggregate',
      index: {
        name: 'ipam_aggregate__prefix_start__prefix_end_idx',
        columns: ['_prefix_start', '_prefix_end'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'ipam_ipaddress',
      index: {
        name: 'ipam_ipaddress__address_key_idx',
        columns: ['_address_key'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'ipam_ipaddress',
      index: {
        name: 'ipam_ipaddress__address_start__address_end_idx',
        columns: ['_address_start', '_address_end'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'ipam_ipaddress',
      index: {
        name: 'ipam_ipaddress_dns_name_idx',
        columns: ['dns_name'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'ipam_iprange',
      index: {
        name: 'ipam_iprange__end_address_key_idx',
        columns: ['_end_address_key'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'ipam_iprange',
      index: {
        name: 'ipam_iprange__end_address_start__end_address_end_idx',
        columns: ['_end_address_start', '_end_address_end'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'ipam_iprange',
      index: {
        name: 'ipam_iprange__start_address_key_idx',
        columns: ['_start_address_key'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'ipam_iprange',
      index: {
        name: 'ipam_iprange__start_address_start__start_address_end_idx',
        columns: ['_start_address_start', '_start_address_end'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'ipam_iprange',
      index: {
        name: 'ipam_iprange_vrf_id__start_address_key_idx',
        columns: ['vrf_id', '_start_address_key'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'ipam_prefix',
      index: {
        name: 'ipam_prefix__prefix_key_idx',
        columns: ['_prefix_key'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'ipam_prefix',
      index: {
        name: 'ipam_prefix__prefix_start__prefix_end_idx',
        columns: ['_prefix_start', '_prefix_end'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'ipam_prefix',
      index: {
        name: 'ipam_prefix_vrf_id__prefix_key_idx',
        columns: ['vrf_id', '_prefix_key'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'ipam_role',
      index: {
        name: 'ipam_role_weight_name_idx',
        columns: ['weight', 'name'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'ipam_service',
      index: {
        name: 'ipam_service_protocol_ports_idx',
        columns: ['protocol', 'ports'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'ipam_vlan',
      index: { name: 'ipam_vlan_vid_idx', columns: ['vid'], unique: false, lower: [], whereNull: [] },
    },
    {
      op: 'create_index',
      table: 'ipam_vlangroup',
      index: {
        name: 'ipam_vlangroup_name_idx',
        columns: ['name'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'ipam_vrf',
      index: {
        name: 'ipam_vrf_name_rd_idx',
        columns: ['name', 'rd'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'tenancy_contact',
      index: {
        name: 'tenancy_contact_name_idx',
        columns: ['name'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'tenancy_contactgroup',
      index: {
        name: 'tenancy_contactgroup__tree_key_idx',
        columns: ['_tree_key'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'tenancy_tenant',
      index: {
        name: 'tenancy_tenant_name_idx',
        columns: ['name'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'tenancy_tenantgroup',
      index: {
        name: 'tenancy_tenantgroup__tree_key_idx',
        columns: ['_tree_key'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'virtualization_cluster',
      index: {
        name: 'virtualization_cluster_name_idx',
        columns: ['name'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'virtualization_virtualmachine',
      index: {
        name: 'virtualization_virtualmachine_name_idx',
        columns: ['name'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'virtualization_vminterface',
      index: {
        name: 'virtualization_vminterface_name_idx',
        columns: ['name'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
  ],
} as const satisfies MigrationMeta;
