// Code generated from the change of schema/ between two snapshots. DO NOT EDIT.
// Regenerate: make generate

import type { MigrationMeta } from '../../contract/index.js';

/** Append-only: applied by the server at start-up, in order. */
export const migration = {
  id: '0015_drop_dcim_device__name_idx_and_more',
  from: '96ff1d03ee27e0e7',
  to: 'df9024d25112a8ee',
  operations: [
    { op: 'drop_index', table: 'dcim_device', name: 'dcim_device__name_idx' },
    { op: 'drop_index', table: 'dcim_interface', name: 'dcim_interface_device_id__name_idx' },
    { op: 'drop_index', table: 'dcim_site', name: 'dcim_site__name_idx' },
    { op: 'drop_index', table: 'virtualization_cluster', name: 'virtualization_cluster__name_idx' },
    {
      op: 'drop_index',
      table: 'virtualization_virtualmachine',
      name: 'virtualization_virtualmachine__name_idx',
    },
    {
      op: 'drop_index',
      table: 'virtualization_vminterface',
      name: 'virtualization_vminterface_virtual_machine_id__name_idx',
    },
    {
      op: 'create_index',
      table: 'dcim_device',
      index: {
        name: 'dcim_device__name_idx',
        columns: ['_name'],
        unique: false,
        lower: [],
        whereNull: [],
        bytewise: ['_name'],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_interface',
      index: {
        name: 'dcim_interface_device_id__name_idx',
        columns: ['device_id', '_name'],
        unique: false,
        lower: [],
        whereNull: [],
        bytewise: ['_name'],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_site',
      index: {
        name: 'dcim_site__name_idx',
        columns: ['_name'],
        unique: false,
        lower: [],
        whereNull: [],
        bytewise: ['_name'],
      },
    },
    {
      op: 'create_index',
      table: 'virtualization_cluster',
      index: {
        name: 'virtualization_cluster__name_idx',
        columns: ['_name'],
        unique: false,
        lower: [],
        whereNull: [],
        bytewise: ['_name'],
      },
    },
    {
      op: 'create_index',
      table: 'virtualization_virtualmachine',
      index: {
        name: 'virtualization_virtualmachine__name_idx',
        columns: ['_name'],
        unique: false,
        lower: [],
        whereNull: [],
        bytewise: ['_name'],
      },
    },
    {
      op: 'create_index',
      table: 'virtualization_vminterface',
      index: {
        name: 'virtualization_vminterface_virtual_machine_id__name_idx',
        columns: ['virtual_machine_id', '_name'],
        unique: false,
        lower: [],
        whereNull: [],
        bytewise: ['_name'],
      },
    },
  ],
} as const satisfies MigrationMeta;
