// Code generated from the change of schema/ between two snapshots. DO NOT EDIT.
// Regenerate: make generate

import type { MigrationMeta } from '../../contract/index.js';

/** Append-only: applied by the server at start-up, in order. */
export const migration = {
  id: '0023_create_dcim_rackgroup_and_more',
  from: 'bfb6f78ff598f70d',
  to: '6264aa06fbf6a79a',
  operations: [
    {
      op: 'create_table',
      table: 'dcim_rackgroup',
      columns: [
        { name: 'id', type: 'increments', nullable: false },
        { name: 'comments', type: 'text', nullable: false, default: '' },
        { name: 'created', type: 'datetime', nullable: true },
        { name: 'custom_field_data', type: 'json', nullable: false, default: '{}' },
        { name: 'description', type: 'string', nullable: false, length: 200, default: '' },
        { name: 'last_updated', type: 'datetime', nullable: true },
        { name: 'name', type: 'string', nullable: false, length: 100 },
        { name: 'slug', type: 'string', nullable: false, length: 100 },
      ],
    },
    {
      op: 'add_column',
      table: 'dcim_rack',
      column: { name: 'group_id', type: 'bigint', nullable: true, references: 'dcim_rackgroup' },
    },
    {
      op: 'create_index',
      table: 'dcim_rackgroup',
      index: {
        name: 'dcim_rackgroup_name_uniq',
        columns: ['name'],
        unique: true,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_rackgroup',
      index: {
        name: 'dcim_rackgroup_slug_uniq',
        columns: ['slug'],
        unique: true,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_rack',
      index: {
        name: 'dcim_rack_group_id_idx',
        columns: ['group_id'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
  ],
} as const satisfies MigrationMeta;
