// Code generated from the change of schema/ between two snapshots. DO NOT EDIT.
// Regenerate: make generate

import type { MigrationMeta } from '../../contract/index.js';

/** Append-only: applied by the server at start-up, in order. */
export const migration = {
  id: '0028_dcim_interface_channel_id_and_more',
  from: '69561a687e3c96ab',
  to: '2980f38fc2925a84',
  operations: [
    {
      op: 'add_column',
      table: 'dcim_interface',
      column: { name: 'channel_id', type: 'integer', nullable: true },
    },
    {
      op: 'add_column',
      table: 'dcim_interface',
      column: { name: 'channels', type: 'integer', nullable: true },
    },
    {
      op: 'add_column',
      table: 'dcim_interfacetemplate',
      column: { name: 'channel_id', type: 'integer', nullable: true },
    },
    {
      op: 'add_column',
      table: 'dcim_interfacetemplate',
      column: { name: 'channels', type: 'integer', nullable: true },
    },
    {
      op: 'create_index',
      table: 'dcim_interface',
      index: {
        name: 'dcim_interface_parent_id_channel_id_uniq',
        columns: ['parent_id', 'channel_id'],
        unique: true,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_interfacetemplate',
      index: {
        name: 'dcim_interfacetemplate_parent_id_channel_id_uniq',
        columns: ['parent_id', 'channel_id'],
        unique: true,
        lower: [],
        whereNull: [],
      },
    },
  ],
} as const satisfies MigrationMeta;
