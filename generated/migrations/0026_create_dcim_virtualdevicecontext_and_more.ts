// Code generated from the change of schema/ between two snapshots. DO NOT EDIT.
// Regenerate: make generate

import type { MigrationMeta } from '../../contract/index.js';

/** Append-only: applied by the server at start-up, in order. */
export const migration = {
  id: '0026_create_dcim_virtualdevicecontext_and_more',
  from: '1b9d78552dc267a2',
  to: 'ea386dd65659f7a4',
  operations: [
    {
      op: 'create_table',
      table: 'dcim_virtualdevicecontext',
      columns: [
        { name: 'id', type: 'increments', nullable: false },
        { name: '_name', type: 'string', nullable: true, length: 100 },
        { name: 'comments', type: 'text', nullable: false, default: '' },
        { name: 'created', type: 'datetime', nullable: true },
        { name: 'custom_field_data', type: 'json', nullable: false, default: '{}' },
        { name: 'description', type: 'string', nullable: false, length: 200, default: '' },
        { name: 'device_id', type: 'bigint', nullable: false, references: 'dcim_device' },
        { name: 'identifier', type: 'integer', nullable: true },
        { name: 'last_updated', type: 'datetime', nullable: true },
        { name: 'name', type: 'string', nullable: false, length: 64 },
        { name: 'primary_ip4_id', type: 'bigint', nullable: true, references: 'ipam_ipaddress' },
        { name: 'primary_ip6_id', type: 'bigint', nullable: true, references: 'ipam_ipaddress' },
        { name: 'status', type: 'string', nullable: false, length: 50 },
        { name: 'tenant_id', type: 'bigint', nullable: true, references: 'tenancy_tenant' },
      ],
    },
    {
      op: 'create_table',
      table: 'dcim_interface_vdcs',
      columns: [
        { name: 'id', type: 'increments', nullable: false },
        { name: 'interface_id', type: 'bigint', nullable: false, references: 'dcim_interface' },
        {
          name: 'virtualdevicecontext_id',
          type: 'bigint',
          nullable: false,
          references: 'dcim_virtualdevicecontext',
        },
      ],
    },
    {
      op: 'create_index',
      table: 'dcim_virtualdevicecontext',
      index: {
        name: 'dcim_virtualdevicecontext__name_idx',
        columns: ['_name'],
        unique: false,
        lower: [],
        whereNull: [],
        bytewise: ['_name'],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_virtualdevicecontext',
      index: {
        name: 'dcim_virtualdevicecontext_device_id_identifier_uniq',
        columns: ['device_id', 'identifier'],
        unique: true,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_virtualdevicecontext',
      index: {
        name: 'dcim_virtualdevicecontext_device_id_idx',
        columns: ['device_id'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_virtualdevicecontext',
      index: {
        name: 'dcim_virtualdevicecontext_device_id_name_uniq',
        columns: ['device_id', 'name'],
        unique: true,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_virtualdevicecontext',
      index: {
        name: 'dcim_virtualdevicecontext_primary_ip4_id_uniq',
        columns: ['primary_ip4_id'],
        unique: true,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_virtualdevicecontext',
      index: {
        name: 'dcim_virtualdevicecontext_primary_ip6_id_uniq',
        columns: ['primary_ip6_id'],
        unique: true,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_virtualdevicecontext',
      index: {
        name: 'dcim_virtualdevicecontext_tenant_id_idx',
        columns: ['tenant_id'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_interface_vdcs',
      index: {
        name: 'dcim_interface_vdcs_interface_id_virtualdevicecontext_id_uniq',
        columns: ['interface_id', 'virtualdevicecontext_id'],
        unique: true,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_interface_vdcs',
      index: {
        name: 'dcim_interface_vdcs_virtualdevicecontext_id_idx',
        columns: ['virtualdevicecontext_id'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
  ],
} as const satisfies MigrationMeta;
