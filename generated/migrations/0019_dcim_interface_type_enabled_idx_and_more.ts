// Code generated from the change of schema/ between two snapshots. DO NOT EDIT.
// Regenerate: make generate

import type { MigrationMeta } from '../../contract/index.js';

/** Append-only: applied by the server at start-up, in order. */
export const migration = {
  id: '0019_dcim_interface_type_enabled_idx_and_more',
  from: '0b6a32aed03bff5f',
  to: '1a6618ba525526a0',
  operations: [
    {
      op: 'create_index',
      table: 'dcim_interface',
      index: {
        name: 'dcim_interface_type_enabled_idx',
        columns: ['type', 'enabled'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'ipam_ipaddress',
      index: {
        name: 'ipam_ipaddress__address_key_set_assigned_object_type_idx',
        columns: ['_address_key'],
        unique: false,
        lower: [],
        whereNull: [],
        whereNotNull: ['assigned_object_type'],
      },
    },
  ],
} as const satisfies MigrationMeta;
