// Code generated from the change of schema/ between two snapshots. DO NOT EDIT.
// Regenerate: make generate

import type { MigrationMeta } from '../../contract/index.js';

/** Append-only: applied by the server at start-up, in order. */
export const migration = {
  id: '0004_ipam_ipaddress_vrf_id__address_start_idx',
  from: '337eab9fb0982334',
  to: '75816ea791b66d70',
  operations: [
    {
      op: 'create_index',
      table: 'ipam_ipaddress',
      index: {
        name: 'ipam_ipaddress_vrf_id__address_start_idx',
        columns: ['vrf_id', '_address_start'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
  ],
} as const satisfies MigrationMeta;
