// Code generated from the change of schema/ between two snapshots. DO NOT EDIT.
// Regenerate: make generate

import type { MigrationMeta } from '../../contract/index.js';

/** Append-only: applied by the server at start-up, in order. */
export const migration = {
  id: '0018_core_objectchange_changed_object_type_ti_and_more',
  from: 'e68d5c5562ca33ab',
  to: '0b6a32aed03bff5f',
  operations: [
    {
      op: 'create_index',
      table: 'core_objectchange',
      index: {
        name: 'core_objectchange_changed_object_type_time_idx',
        columns: ['changed_object_type', 'time'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'ipam_ipaddress',
      index: {
        name: 'ipam_ipaddress_address_idx',
        columns: ['address'],
        unique: false,
        lower: [],
        whereNull: [],
        bytewise: ['address'],
      },
    },
    {
      op: 'create_index',
      table: 'ipam_ipaddress',
      index: {
        name: 'ipam_ipaddress_vrf_id__address_key_idx',
        columns: ['vrf_id', '_address_key'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'ipam_ipaddress',
      index: {
        name: 'ipam_ipaddress_vrf_id_status__address_key_idx',
        columns: ['vrf_id', 'status', '_address_key'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'ipam_ipaddress',
      index: {
        name: 'ipam_ipaddress__search',
        columns: ['dns_name', 'description'],
        unique: false,
        lower: [],
        whereNull: [],
        search: true,
      },
    },
  ],
} as const satisfies MigrationMeta;
