// Code generated from the change of schema/ between two snapshots. DO NOT EDIT.
// Regenerate: make generate

import type { MigrationMeta } from '../../contract/index.js';

/** Append-only: applied by the server at start-up, in order. */
export const migration = {
  id: '0025_create_dcim_rackreservation_and_more',
  from: '331f2be540fdd051',
  to: '1b9d78552dc267a2',
  operations: [
    {
      op: 'create_table',
      table: 'dcim_rackreservation',
      columns: [
        { name: 'id', type: 'increments', nullable: false },
        { name: 'comments', type: 'text', nullable: false, default: '' },
        { name: 'created', type: 'datetime', nullable: true },
        { name: 'custom_field_data', type: 'json', nullable: false, default: '{}' },
        { name: 'description', type: 'string', nullable: false, length: 200 },
        { name: 'last_updated', type: 'datetime', nullable: true },
        { name: 'rack_id', type: 'bigint', nullable: false, references: 'dcim_rack' },
        { name: 'status', type: 'string', nullable: false, length: 50, default: 'active' },
        { name: 'tenant_id', type: 'bigint', nullable: true, references: 'tenancy_tenant' },
        { name: 'units', type: 'json', nullable: false },
        { name: 'user_id', type: 'bigint', nullable: false, references: 'users_user' },
      ],
    },
    {
      op: 'create_table',
      table: 'dcim_racktype',
      columns: [
        { name: 'id', type: 'increments', nullable: false },
        { name: 'comments', type: 'text', nullable: false, default: '' },
        { name: 'cooling_capability', type: 'string', nullable: true, length: 50 },
        { name: 'cooling_capacity', type: 'decimal', nullable: true, precision: 10, scale: 2 },
        { name: 'created', type: 'datetime', nullable: true },
        { name: 'custom_field_data', type: 'json', nullable: false, default: '{}' },
        { name: 'desc_units', type: 'boolean', nullable: false, default: false },
        { name: 'description', type: 'string', nullable: false, length: 200, default: '' },
        { name: 'form_factor', type: 'string', nullable: false, length: 50 },
        { name: 'last_updated', type: 'datetime', nullable: true },
        {
          name: 'manufacturer_id',
          type: 'bigint',
          nullable: false,
          references: 'dcim_manufacturer',
        },
        { name: 'max_weight', type: 'integer', nullable: true },
        { name: 'model', type: 'string', nullable: false, length: 100 },
        { name: 'mounting_depth', type: 'integer', nullable: true },
        { name: 'outer_depth', type: 'integer', nullable: true },
        { name: 'outer_height', type: 'integer', nullable: true },
        { name: 'outer_unit', type: 'string', nullable: true, length: 50 },
        { name: 'outer_width', type: 'integer', nullable: true },
        { name: 'slug', type: 'string', nullable: false, length: 100 },
        { name: 'starting_unit', type: 'integer', nullable: false, default: 1 },
        { name: 'u_height', type: 'integer', nullable: false, default: 42 },
        { name: 'weight', type: 'decimal', nullable: true, precision: 8, scale: 2 },
        { name: 'weight_unit', type: 'string', nullable: true, length: 50 },
        { name: 'width', type: 'integer', nullable: false, default: 19 },
      ],
    },
    {
      op: 'add_column',
      table: 'dcim_rack',
      column: { name: 'cooling_capability', type: 'string', nullable: true, length: 50 },
    },
    {
      op: 'add_column',
      table: 'dcim_rack',
      column: { name: 'cooling_capacity', type: 'decimal', nullable: true, precision: 10, scale: 2 },
    },
    {
      op: 'add_column',
      table: 'dcim_rack',
      column: { name: 'rack_type_id', type: 'bigint', nullable: true, references: 'dcim_racktype' },
    },
    {
      op: 'create_index',
      table: 'dcim_rackreservation',
      index: {
        name: 'dcim_rackreservation_created_idx',
        columns: ['created'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_rackreservation',
      index: {
        name: 'dcim_rackreservation_rack_id_idx',
        columns: ['rack_id'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_rackreservation',
      index: {
        name: 'dcim_rackreservation_tenant_id_idx',
        columns: ['tenant_id'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_rackreservation',
      index: {
        name: 'dcim_rackreservation_user_id_idx',
        columns: ['user_id'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_racktype',
      index: {
        name: 'dcim_racktype_manufacturer_id_idx',
        columns: ['manufacturer_id'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_racktype',
      index: {
        name: 'dcim_racktype_manufacturer_id_model_uniq',
        columns: ['manufacturer_id', 'model'],
        unique: true,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_racktype',
      index: {
        name: 'dcim_racktype_manufacturer_id_slug_uniq',
        columns: ['manufacturer_id', 'slug'],
        unique: true,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_racktype',
      index: { name: 'dcim_racktype_slug_uniq', columns: ['slug'], unique: true, lower: [], whereNull: [] },
    },
    {
      op: 'create_index',
      table: 'dcim_rack',
      index: {
        name: 'dcim_rack_rack_type_id_idx',
        columns: ['rack_type_id'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
  ],
} as const satisfies MigrationMeta;
