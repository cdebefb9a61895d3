// Code generated from the change of schema/ between two snapshots. DO NOT EDIT.
// Regenerate: make generate

import type { MigrationMeta } from '../../contract/index.js';

/** Append-only: applied by the server at start-up, in order. */
export const migration = {
  id: '0021_create_dcim_moduletype_and_more',
  from: '99c7ecf40ec81b81',
  to: '2c4a8b5e5d9151ae',
  operations: [
    {
      op: 'create_table',
      table: 'dcim_moduletype',
      columns: [
        { name: 'id', type: 'increments', nullable: false },
        { name: 'airflow', type: 'string', nullable: true, length: 50 },
        { name: 'attributes', type: 'json', nullable: true },
        { name: 'comments', type: 'text', nullable: false, default: '' },
        { name: 'cooling_method', type: 'string', nullable: true, length: 50 },
        { name: 'created', type: 'datetime', nullable: true },
        { name: 'custom_field_data', type: 'json', nullable: false, default: '{}' },
        { name: 'description', type: 'string', nullable: false, length: 200, default: '' },
        { name: 'end_of_life', type: 'date', nullable: true },
        { name: 'last_updated', type: 'datetime', nullable: true },
        {
          name: 'manufacturer_id',
          type: 'bigint',
          nullable: false,
          references: 'dcim_manufacturer',
        },
        { name: 'model', type: 'string', nullable: false, length: 100 },
        { name: 'part_number', type: 'string', nullable: false, length: 50, default: '' },
        { name: 'profile_id', type: 'bigint', nullable: true, references: 'dcim_moduletypeprofile' },
        { name: 'weight', type: 'decimal', nullable: true, precision: 8, scale: 2 },
        { name: 'weight_unit', type: 'string', nullable: true, length: 50 },
      ],
    },
    {
      op: 'create_table',
      table: 'dcim_moduletype_module_bay_types',
      columns: [
        { name: 'id', type: 'increments', nullable: false },
        {
          name: 'modulebaytype_id',
          type: 'bigint',
          nullable: false,
          references: 'dcim_modulebaytype',
        },
        { name: 'moduletype_id', type: 'bigint', nullable: false, references: 'dcim_moduletype' },
      ],
    },
    {
      op: 'create_index',
      table: 'dcim_moduletype',
      index: {
        name: 'dcim_moduletype_manufacturer_id_idx',
        columns: ['manufacturer_id'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_moduletype',
      index: {
        name: 'dcim_moduletype_manufacturer_id_model_uniq',
        columns: ['manufacturer_id', 'model'],
        unique: true,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_moduletype',
      index: {
        name: 'dcim_moduletype_profile_id_idx',
        columns: ['profile_id'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_moduletype_module_bay_types',
      index: {
        name: 'dcim_moduletype_module_bay_types_modulebaytype_id_idx',
        columns: ['modulebaytype_id'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_moduletype_module_bay_types',
      index: {
        name: 'dcim_moduletype_module_bay_types_moduletype_id_moduleb_491b87e1',
        columns: ['moduletype_id', 'modulebaytype_id'],
        unique: true,
        lower: [],
        whereNull: [],
      },
    },
  ],
} as const satisfies MigrationMeta;
