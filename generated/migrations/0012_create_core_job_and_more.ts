// Code generated from the change of schema/ between two snapshots. DO NOT EDIT.
// Regenerate: make generate

import type { MigrationMeta } from '../../contract/index.js';

/** Append-only: applied by the server at start-up, in order. */
export const migration = {
  id: '0012_create_core_job_and_more',
  from: '23479db562bf3373',
  to: '739bd4826482cc2f',
  operations: [
    {
      op: 'create_table',
      table: 'core_job',
      columns: [
        { name: 'id', type: 'increments', nullable: false },
        { name: 'completed', type: 'datetime', nullable: true },
        { name: 'created', type: 'datetime', nullable: true },
        { name: 'data', type: 'json', nullable: true },
        { name: 'error', type: 'text', nullable: false, default: '' },
        { name: 'execution_time', type: 'string', nullable: true, length: 32 },
        { name: 'interval', type: 'integer', nullable: true },
        { name: 'job_id', type: 'uuid', nullable: false },
        { name: 'log_entries', type: 'json', nullable: false, default: '[]' },
        { name: 'name', type: 'string', nullable: false, length: 200 },
        { name: 'notifications', type: 'string', nullable: false, length: 50, default: 'always' },
        { name: 'object_id', type: 'bigint', nullable: true },
        { name: 'object_type', type: 'string', nullable: true, length: 100 },
        { name: 'queue_name', type: 'string', nullable: false, length: 100, default: '' },
        { name: 'scheduled', type: 'datetime', nullable: true },
        { name: 'started', type: 'datetime', nullable: true },
        { name: 'status', type: 'string', nullable: false, length: 50, default: 'pending' },
        { name: 'user_id', type: 'bigint', nullable: true, references: 'users_user' },
      ],
    },
    {
      op: 'create_table',
      table: 'core_worker',
      columns: [
        { name: 'id', type: 'increments', nullable: false },
        { name: 'heartbeat', type: 'datetime', nullable: false },
        { name: 'name', type: 'string', nullable: false, length: 200 },
        { name: 'started', type: 'datetime', nullable: false },
      ],
    },
    {
      op: 'create_index',
      table: 'core_job',
      index: {
        name: 'core_job_created_idx',
        columns: ['created'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'core_job',
      index: { name: 'core_job_job_id_uniq', columns: ['job_id'], unique: true, lower: [], whereNull: [] },
    },
    {
      op: 'create_index',
      table: 'core_job',
      index: {
        name: 'core_job_user_id_idx',
        columns: ['user_id'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'core_worker',
      index: {
        name: 'core_worker_heartbeat_idx',
        columns: ['heartbeat'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'core_worker',
      index: { name: 'core_worker_name_uniq', columns: ['name'], unique: true, lower: [], whereNull: [] },
    },
  ],
} as const satisfies MigrationMeta;
