// Code generated from the change of schema/ between two snapshots. DO NOT EDIT.
// Regenerate: make generate

import type { MigrationMeta } from '../../contract/index.js';

/** Append-only: applied by the server at start-up, in order. */
export const migration = {
  id: '0029_core_objectchange_related_object_id_and_more',
  from: '2980f38fc2925a84',
  to: '46db0426052829cd',
  operations: [
    {
      op: 'add_column',
      table: 'core_objectchange',
      column: { name: 'related_object_id', type: 'bigint', nullable: true },
    },
    {
      op: 'add_column',
      table: 'core_objectchange',
      column: { name: 'related_object_type', type: 'string', nullable: true, length: 100 },
    },
    {
      op: 'create_index',
      table: 'core_objectchange',
      index: {
        name: 'core_objectchange_related_object_type_related_object_id_idx',
        columns: ['related_object_type', 'related_object_id'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
  ],
} as const satisfies MigrationMeta;
