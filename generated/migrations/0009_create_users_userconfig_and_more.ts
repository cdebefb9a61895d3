// Code generated from the change of schema/ between two snapshots. DO NOT EDIT.
// Regenerate: make generate

import type { MigrationMeta } from '../../contract/index.js';

/** Append-only: applied by the server at start-up, in order. */
export const migration = {
  id: '0009_create_users_userconfig_and_more',
  from: 'b7185d7bdea5f53a',
  to: 'b6017f5b85468997',
  operations: [
    {
      op: 'create_table',
      table: 'users_userconfig',
      columns: [
        { name: 'id', type: 'increments', nullable: false },
        { name: 'data', type: 'json', nullable: false, default: '{}' },
        { name: 'user_id', type: 'bigint', nullable: false, references: 'users_user' },
      ],
    },
    {
      op: 'add_column',
      table: 'users_token',
      column: { name: 'hmac_digest', type: 'string', nullable: true, length: 64 },
    },
    {
      op: 'add_column',
      table: 'users_token',
      column: { name: 'key', type: 'string', nullable: true, length: 12 },
    },
    {
      op: 'alter_column',
      table: 'users_token',
      column: { name: 'key_digest', type: 'string', nullable: true, length: 64 },
    },
    {
      op: 'add_column',
      table: 'users_token',
      column: { name: 'pepper_id', type: 'integer', nullable: true },
    },
    {
      op: 'add_column',
      table: 'users_token',
      column: { name: 'version', type: 'integer', nullable: false, default: 2 },
      fill: 1,
    },
    {
      op: 'create_index',
      table: 'users_userconfig',
      index: {
        name: 'users_userconfig_user_id_uniq',
        columns: ['user_id'],
        unique: true,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'users_token',
      index: {
        name: 'users_token_created_idx',
        columns: ['created'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'users_token',
      index: { name: 'users_token_key_uniq', columns: ['key'], unique: true, lower: [], whereNull: [] },
    },
  ],
} as const satisfies MigrationMeta;
