// Code generated from the change of schema/ between two snapshots. DO NOT EDIT.
// Regenerate: make generate

import type { MigrationMeta } from '../../contract/index.js';

/** Append-only: applied by the server at start-up, in order. */
export const migration = {
  id: '0030_drop_dcim_inventoryitem_device_id_name_u',
  from: '46db0426052829cd',
  to: '643da3a750d1d79c',
  operations: [
    {
      op: 'drop_index',
      table: 'dcim_inventoryitem',
      name: 'dcim_inventoryitem_device_id_name_uniq',
    },
  ],
} as const satisfies MigrationMeta;
