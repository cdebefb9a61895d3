// Code generated from the change of schema/ between two snapshots. DO NOT EDIT.
// Regenerate: make generate

import type { MigrationMeta } from '../../contract/index.js';

/** Append-only: applied by the server at start-up, in order. */
export const migration = {
  id: '0020_create_dcim_inventoryitemrole_and_more',
  from: '1a6618ba525526a0',
  to: '99c7ecf40ec81b81',
  operations: [
    {
      op: 'create_table',
      table: 'dcim_inventoryitemrole',
      columns: [
        { name: 'id', type: 'increments', nullable: false },
        { name: 'color', type: 'string', nullable: false, length: 6, default: '9e9e9e' },
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
      op: 'create_table',
      table: 'dcim_modulebaytype',
      columns: [
        { name: 'id', type: 'increments', nullable: false },
        { name: 'color', type: 'string', nullable: false, length: 6, default: '' },
        { name: 'comments', type: 'text', nullable: false, default: '' },
        { name: 'created', type: 'datetime', nullable: true },
        { name: 'custom_field_data', type: 'json', nullable: false, default: '{}' },
        { name: 'description', type: 'string', nullable: false, length: 200, default: '' },
        { name: 'last_updated', type: 'datetime', nullable: true },
        { name: 'manufacturer_id', type: 'bigint', nullable: true, references: 'dcim_manufacturer' },
        { name: 'name', type: 'string', nullable: false, length: 100 },
        { name: 'slug', type: 'string', nullable: false, length: 100 },
      ],
    },
    {
      op: 'create_table',
      table: 'dcim_moduletypeprofile',
      columns: [
        { name: 'id', type: 'increments', nullable: false },
        { name: 'comments', type: 'text', nullable: false, default: '' },
        { name: 'created', type: 'datetime', nullable: true },
        { name: 'custom_field_data', type: 'json', nullable: false, default: '{}' },
        { name: 'description', type: 'string', nullable: false, length: 200, default: '' },
        { name: 'last_updated', type: 'datetime', nullable: true },
        { name: 'name', type: 'string', nullable: false, length: 100 },
        { name: 'schema', type: 'json', nullable: true },
      ],
    },
    {
      op: 'create_index',
      table: 'dcim_inventoryitemrole',
      index: {
        name: 'dcim_inventoryitemrole_name_uniq',
        columns: ['name'],
        unique: true,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_inventoryitemrole',
      index: {
        name: 'dcim_inventoryitemrole_slug_uniq',
        columns: ['slug'],
        unique: true,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_modulebaytype',
      index: {
        name: 'dcim_modulebaytype_manufacturer_id_idx',
        columns: ['manufacturer_id'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_modulebaytype',
      index: {
        name: 'dcim_modulebaytype_manufacturer_id_name_uniq',
        columns: ['manufacturer_id', 'name'],
        unique: true,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_modulebaytype',
      index: {
        name: 'dcim_modulebaytype_manufacturer_id_slug_uniq',
        columns: ['manufacturer_id', 'slug'],
        unique: true,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_modulebaytype',
      index: {
        name: 'dcim_modulebaytype_name_when_manufacturer_id_null_uniq',
        columns: ['name'],
        unique: true,
        lower: [],
        whereNull: ['manufacturer_id'],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_modulebaytype',
      index: {
        name: 'dcim_modulebaytype_slug_when_manufacturer_id_null_uniq',
        columns: ['slug'],
        unique: true,
        lower: [],
        whereNull: ['manufacturer_id'],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_moduletypeprofile',
      index: {
        name: 'dcim_moduletypeprofile_name_uniq',
        columns: ['name'],
        unique: true,
        lower: [],
        whereNull: [],
      },
    },
  ],
} as const satisfies MigrationMeta;
