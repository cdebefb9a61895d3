// Code generated from the change of schema/ between two snapshots. DO NOT EDIT.
// Regenerate: make generate

import type { MigrationMeta } from '../../contract/index.js';

/** Append-only: applied by the server at start-up, in order. */
export const migration = {
  id: '0006_dcim_interface__name_and_more',
  from: '125f5b61f196f69a',
  to: '3ba52ab9e4b06090',
  operations: [
    {
      op: 'add_column',
      table: 'dcim_interface',
      column: { name: '_name', type: 'string', nullable: true, length: 100 },
    },
    {
      op: 'add_column',
      table: 'virtualization_vminterface',
      column: { name: '_name', type: 'string', nullable: true, length: 100 },
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
      },
    },
  ],
} as const satisfies MigrationMeta;
