// Code generated from the change of schema/ between two snapshots. DO NOT EDIT.
// Regenerate: make generate

import type { MigrationMeta } from '../../contract/index.js';

/** Append-only: applied by the server at start-up, in order. */
export const migration = {
  id: '0008_create_users_group_and_more',
  from: 'f53d74ffff9a20ba',
  to: 'b7185d7bdea5f53a',
  operations: [
    {
      op: 'create_table',
      table: 'users_group',
      columns: [
        { name: 'id', type: 'increments', nullable: false },
        { name: 'description', type: 'string', nullable: false, length: 200, default: '' },
        { name: 'name', type: 'string', nullable: false, length: 150 },
      ],
    },
    {
      op: 'create_table',
      table: 'users_objectpermission',
      columns: [
        { name: 'id', type: 'increments', nullable: false },
        { name: 'actions', type: 'json', nullable: false },
        { name: 'constraints', type: 'json', nullable: true },
        { name: 'description', type: 'string', nullable: false, length: 200, default: '' },
        { name: 'enabled', type: 'boolean', nullable: false, default: true },
        { name: 'name', type: 'string', nullable: false, length: 100 },
        { name: 'object_types', type: 'json', nullable: false, default: '[]' },
      ],
    },
    {
      op: 'create_table',
      table: 'users_objectpermission_groups',
      columns: [
        { name: 'id', type: 'increments', nullable: false },
        { name: 'group_id', type: 'bigint', nullable: false, references: 'users_group' },
        {
          name: 'objectpermission_id',
          type: 'bigint',
          nullable: false,
          references: 'users_objectpermission',
        },
      ],
    },
    {
      op: 'create_table',
      table: 'users_objectpermission_users',
      columns: [
        { name: 'id', type: 'increments', nullable: false },
        {
          name: 'objectpermission_id',
          type: 'bigint',
          nullable: false,
          references: 'users_objectpermission',
        },
        { name: 'user_id', type: 'bigint', nullable: false, references: 'users_user' },
      ],
    },
    {
      op: 'create_table',
      table: 'users_user_groups',
      columns: [
        { name: 'id', type: 'increments', nullable: false },
        { name: 'group_id', type: 'bigint', nullable: false, references: 'users_group' },
        { name: 'user_id', type: 'bigint', nullable: false, references: 'users_user' },
      ],
    },
    {
      op: 'add_column',
      table: 'users_user',
      column: { name: 'is_staff', type: 'boolean', nullable: false, default: false },
    },
    {
      op: 'create_index',
      table: 'users_group',
      index: { name: 'users_group_name_uniq', columns: ['name'], unique: true, lower: [], whereNull: [] },
    },
    {
      op: 'create_index',
      table: 'users_objectpermission',
      index: {
        name: 'users_objectpermission_name_idx',
        columns: ['name'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'users_objectpermission_groups',
      index: {
        name: 'users_objectpermission_groups_group_id_idx',
        columns: ['group_id'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'users_objectpermission_groups',
      index: {
        name: 'users_objectpermission_groups_objectpermission_id_group_id_uniq',
        columns: ['objectpermission_id', 'group_id'],
        unique: true,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'users_objectpermission_users',
      index: {
        name: 'users_objectpermission_users_objectpermission_id_user_id_uniq',
        columns: ['objectpermission_id', 'user_id'],
        unique: true,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'users_objectpermission_users',
      index: {
        name: 'users_objectpermission_users_user_id_idx',
        columns: ['user_id'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'users_user_groups',
      index: {
        name: 'users_user_groups_group_id_idx',
        columns: ['group_id'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'users_user_groups',
      index: {
        name: 'users_user_groups_user_id_group_id_uniq',
        columns: ['user_id', 'group_id'],
        unique: true,
        lower: [],
        whereNull: [],
      },
    },
  ],
} as const satisfies MigrationMeta;
