// Code generated from the change of schema/ between two snapshots. DO NOT EDIT.
// Regenerate: make generate

import type { MigrationMeta } from '../../contract/index.js';

/** Append-only: applied by the server at start-up, in order. */
export const migration = {
  id: '0007_dcim_device__name_and_more',
  from: '3ba52ab9e4b06090',
  to: 'f53d74ffff9a20ba',
  operations: [
    {
      op: 'add_column',
      table: 'dcim_device',
      column: { name: '_name', type: 'string', nullable: true, length: 100 },
    },
    {
      op: 'add_column',
      table: 'dcim_rack',
      column: { name: '_name', type: 'string', nullable: true, length: 100 },
    },
    {
      op: 'add_column',
      table: 'dcim_site',
      column: { name: '_name', type: 'string', nullable: true, length: 100 },
    },
    {
      op: 'add_column',
      table: 'virtualization_cluster',
      column: { name: '_name', type: 'string', nullable: true, length: 100 },
    },
    {
      op: 'add_column',
      table: 'virtualization_virtualmachine',
      column: { name: '_name', type: 'string', nullable: true, length: 100 },
    },
    {
      op: 'create_index',
      table: 'dcim_device',
      index: { name: 'dcim_device__name_idx', columns: ['_name'], unique: false, lower: [], whereNull: [] },
    },
    {
      op: 'create_index',
      table: 'dcim_site',
      index: { name: 'dcim_site__name_idx', columns: ['_name'], unique: false, lower: [], whereNull: [] },
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
      },
    },
  ],
} as const satisfies MigrationMeta;
