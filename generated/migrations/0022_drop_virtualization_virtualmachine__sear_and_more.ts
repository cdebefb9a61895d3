// Code generated from the change of schema/ between two snapshots. DO NOT EDIT.
// Regenerate: make generate

import type { MigrationMeta } from '../../contract/index.js';

/** Append-only: applied by the server at start-up, in order. */
export const migration = {
  id: '0022_drop_virtualization_virtualmachine__sear_and_more',
  from: '2c4a8b5e5d9151ae',
  to: 'bfb6f78ff598f70d',
  operations: [
    {
      op: 'drop_index',
      table: 'virtualization_virtualmachine',
      name: 'virtualization_virtualmachine__search',
      search: true,
    },
    {
      op: 'create_table',
      table: 'virtualization_virtualmachinetype',
      columns: [
        { name: 'id', type: 'increments', nullable: false },
        { name: 'comments', type: 'text', nullable: false, default: '' },
        { name: 'created', type: 'datetime', nullable: true },
        { name: 'custom_field_data', type: 'json', nullable: false, default: '{}' },
        { name: 'default_memory', type: 'integer', nullable: true },
        { name: 'default_platform_id', type: 'bigint', nullable: true, references: 'dcim_platform' },
        { name: 'default_vcpus', type: 'decimal', nullable: true, precision: 6, scale: 2 },
        { name: 'description', type: 'string', nullable: false, length: 200, default: '' },
        { name: 'last_updated', type: 'datetime', nullable: true },
        { name: 'name', type: 'string', nullable: false, length: 100 },
        { name: 'slug', type: 'string', nullable: false, length: 100 },
      ],
    },
    {
      op: 'add_column',
      table: 'virtualization_virtualmachine',
      column: {
        name: 'virtual_machine_type_id',
        type: 'bigint',
        nullable: true,
        references: 'virtualization_virtualmachinetype',
      },
    },
    {
      op: 'create_index',
      table: 'virtualization_virtualmachinetype',
      index: {
        name: 'virtualization_virtualmachinetype_default_platform_id_idx',
        columns: ['default_platform_id'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'virtualization_virtualmachinetype',
      index: {
        name: 'virtualization_virtualmachinetype_name_ci_uniq',
        columns: ['name'],
        unique: true,
        lower: ['name'],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'virtualization_virtualmachinetype',
      index: {
        name: 'virtualization_virtualmachinetype_name_idx',
        columns: ['name'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'virtualization_virtualmachinetype',
      index: {
        name: 'virtualization_virtualmachinetype_slug_uniq',
        columns: ['slug'],
        unique: true,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'virtualization_virtualmachine',
      index: {
        name: 'virtualization_virtualmachine_virtual_machine_type_id_idx',
        columns: ['virtual_machine_type_id'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'virtualization_virtualmachine',
      index: {
        name: 'virtualization_virtualmachine__search',
        columns: ['name', 'serial', 'description', 'comments'],
        unique: false,
        lower: [],
        whereNull: [],
        search: true,
      },
    },
  ],
} as const satisfies MigrationMeta;
