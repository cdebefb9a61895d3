// Code generated from the change of schema/ between two snapshots. DO NOT EDIT.
// Regenerate: make generate

import type { MigrationMeta } from '../../contract/index.js';

/** Append-only: applied by the server at start-up, in order. */
export const migration = {
  id: '0016_dcim_device__search_and_more',
  from: 'df9024d25112a8ee',
  to: '351346e3ea42000d',
  operations: [
    {
      op: 'create_index',
      table: 'dcim_device',
      index: {
        name: 'dcim_device__search',
        columns: ['name', 'serial', 'asset_tag', 'description', 'comments'],
        unique: false,
        lower: [],
        whereNull: [],
        search: true,
      },
    },
    {
      op: 'create_index',
      table: 'dcim_interface',
      index: {
        name: 'dcim_interface__search',
        columns: ['name', 'label', 'description'],
        unique: false,
        lower: [],
        whereNull: [],
        search: true,
      },
    },
    {
      op: 'create_index',
      table: 'virtualization_virtualmachine',
      index: {
        name: 'virtualization_virtualmachine__search',
        columns: ['name', 'serial', 'description', 'comments'],
        unique: false,
        lower: [],
        whereNull: [],
        search: true,
      },
    },
    {
      op: 'create_index',
      table: 'virtualization_vminterface',
      index: {
        name: 'virtualization_vminterface__search',
        columns: ['name', 'description'],
        unique: false,
        lower: [],
        whereNull: [],
        search: true,
      },
    },
  ],
} as const satisfies MigrationMeta;
