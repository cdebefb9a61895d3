// Code generated from the change of schema/ between two snapshots. DO NOT EDIT.
// Regenerate: make generate

import type { MigrationMeta } from '../../contract/index.js';

/** Append-only: applied by the server at start-up, in order. */
export const migration = {
  id: '0011_create_extras_notification_and_more',
  from: '7d241094211d5dc8',
  to: '23479db562bf3373',
  operations: [
    {
      op: 'create_table',
      table: 'extras_notification',
      columns: [
        { name: 'id', type: 'increments', nullable: false },
        { name: 'created', type: 'datetime', nullable: true },
        { name: 'event_type', type: 'string', nullable: false, length: 50 },
        { name: 'object_id', type: 'bigint', nullable: false },
        { name: 'object_repr', type: 'string', nullable: false, length: 200, default: '' },
        { name: 'object_type', type: 'string', nullable: false, length: 100 },
        { name: 'read', type: 'datetime', nullable: true },
        { name: 'user_id', type: 'bigint', nullable: false, references: 'users_user' },
      ],
    },
    {
      op: 'create_table',
      table: 'extras_subscription',
      columns: [
        { name: 'id', type: 'increments', nullable: false },
        { name: 'created', type: 'datetime', nullable: true },
        { name: 'object_id', type: 'bigint', nullable: false },
        { name: 'object_type', type: 'string', nullable: false, length: 100 },
        { name: 'user_id', type: 'bigint', nullable: false, references: 'users_user' },
      ],
    },
    {
      op: 'create_index',
      table: 'extras_notification',
      index: {
        name: 'extras_notification_created_idx',
        columns: ['created'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'extras_notification',
      index: {
        name: 'extras_notification_object_type_object_id_idx',
        columns: ['object_type', 'object_id'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'extras_notification',
      index: {
        name: 'extras_notification_object_type_object_id_user_id_uniq',
        columns: ['object_type', 'object_id', 'user_id'],
        unique: true,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'extras_notification',
      index: {
        name: 'extras_notification_user_id_idx',
        columns: ['user_id'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'extras_subscription',
      index: {
        name: 'extras_subscription_created_idx',
        columns: ['created'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'extras_subscription',
      index: {
        name: 'extras_subscription_object_type_object_id_idx',
        columns: ['object_type', 'object_id'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'extras_subscription',
      index: {
        name: 'extras_subscription_object_type_object_id_user_id_uniq',
        columns: ['object_type', 'object_id', 'user_id'],
        unique: true,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'extras_subscription',
      index: {
        name: 'extras_subscription_user_id_idx',
        columns: ['user_id'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
  ],
} as const satisfies MigrationMeta;
