// Code generated from the change of schema/ between two snapshots. DO NOT EDIT.
// Regenerate: make generate

import type { MigrationMeta } from '../../contract/index.js';

/** Append-only: applied by the server at start-up, in order. */
export const migration = {
  id: '0017_create_users_session_and_more',
  from: '351346e3ea42000d',
  to: 'e68d5c5562ca33ab',
  operations: [
    {
      op: 'create_table',
      table: 'users_session',
      columns: [
        { name: 'id', type: 'increments', nullable: false },
        { name: 'created', type: 'datetime', nullable: false },
        { name: 'expires', type: 'datetime', nullable: false },
        { name: 'key_digest', type: 'string', nullable: false, length: 64 },
        { name: 'user_id', type: 'bigint', nullable: false, references: 'users_user' },
      ],
    },
    {
      op: 'create_index',
      table: 'users_session',
      index: {
        name: 'users_session_created_idx',
        columns: ['created'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'users_session',
      index: {
        name: 'users_session_expires_idx',
        columns: ['expires'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'users_session',
      index: {
        name: 'users_session_key_digest_uniq',
        columns: ['key_digest'],
        unique: true,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'users_session',
      index: {
        name: 'users_session_user_id_idx',
        columns: ['user_id'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
  ],
} as const satisfies MigrationMeta;
