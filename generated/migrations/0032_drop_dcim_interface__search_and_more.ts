// Code generated from the change of schema/ between two snapshots. DO NOT EDIT.
// Regenerate: make generate

import type { MigrationMeta } from '../../contract/index.js';

/** Append-only: applied by the server at start-up, in order. */
export const migration = {
  id: '0032_drop_dcim_interface__search_and_more',
  from: '9c3656bb67fdb477',
  to: 'e1170133f17cd739',
  operations: [
    { op: 'drop_index', table: 'dcim_interface', name: 'dcim_interface__search', search: true },
    {
      op: 'drop_index',
      table: 'virtualization_vminterface',
      name: 'virtualization_vminterface__search',
      search: true,
    },
    {
      op: 'create_table',
      table: 'ipam_fhrpgroup',
      columns: [
        { name: 'id', type: 'increments', nullable: false },
        { name: 'auth_key', type: 'string', nullable: false, length: 255, default: '' },
        { name: 'auth_type', type: 'string', nullable: true, length: 50 },
        { name: 'comments', type: 'text', nullable: false, default: '' },
        { name: 'created', type: 'datetime', nullable: true },
        { name: 'custom_field_data', type: 'json', nullable: false, default: '{}' },
        { name: 'description', type: 'string', nullable: false, length: 200, default: '' },
        { name: 'group_id', type: 'integer', nullable: false },
        { name: 'last_updated', type: 'datetime', nullable: true },
        { name: 'name', type: 'string', nullable: false, length: 100, default: '' },
        { name: 'protocol', type: 'string', nullable: false, length: 50 },
      ],
    },
    {
      op: 'create_table',
      table: 'ipam_fhrpgroupassignment',
      columns: [
        { name: 'id', type: 'increments', nullable: false },
        { name: 'created', type: 'datetime', nullable: true },
        { name: 'group_id', type: 'bigint', nullable: false, references: 'ipam_fhrpgroup' },
        { name: 'interface_id', type: 'bigint', nullable: false },
        { name: 'interface_type', type: 'string', nullable: false, length: 100 },
        { name: 'last_updated', type: 'datetime', nullable: true },
        { name: 'priority', type: 'integer', nullable: false },
      ],
    },
    {
      op: 'create_table',
      table: 'ipam_vlantranslationpolicy',
      columns: [
        { name: 'id', type: 'increments', nullable: false },
        { name: 'comments', type: 'text', nullable: false, default: '' },
        { name: 'created', type: 'datetime', nullable: true },
        { name: 'custom_field_data', type: 'json', nullable: false, default: '{}' },
        { name: 'description', type: 'string', nullable: false, length: 200, default: '' },
        { name: 'last_updated', type: 'datetime', nullable: true },
        { name: 'name', type: 'string', nullable: false, length: 100 },
      ],
    },
    {
      op: 'create_table',
      table: 'ipam_vlantranslationrule',
      columns: [
        { name: 'id', type: 'increments', nullable: false },
        { name: 'created', type: 'datetime', nullable: true },
        { name: 'custom_field_data', type: 'json', nullable: false, default: '{}' },
        { name: 'description', type: 'string', nullable: false, length: 200, default: '' },
        { name: 'last_updated', type: 'datetime', nullable: true },
        { name: 'local_vid', type: 'integer', nullable: false },
        {
          name: 'policy_id',
          type: 'bigint',
          nullable: false,
          references: 'ipam_vlantranslationpolicy',
        },
        { name: 'remote_vid', type: 'integer', nullable: false },
      ],
    },
    {
      op: 'add_column',
      table: 'dcim_interface',
      column: {
        name: 'vlan_translation_policy_id',
        type: 'bigint',
        nullable: true,
        references: 'ipam_vlantranslationpolicy',
      },
    },
    {
      op: 'add_column',
      table: 'virtualization_vminterface',
      column: {
        name: 'vlan_translation_policy_id',
        type: 'bigint',
        nullable: true,
        references: 'ipam_vlantranslationpolicy',
      },
    },
    {
      op: 'create_index',
      table: 'ipam_fhrpgroup',
      index: {
        name: 'ipam_fhrpgroup_protocol_group_id_idx',
        columns: ['protocol', 'group_id'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'ipam_fhrpgroupassignment',
      index: {
        name: 'ipam_fhrpgroupassignment_group_id_idx',
        columns: ['group_id'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'ipam_fhrpgroupassignment',
      index: {
        name: 'ipam_fhrpgroupassignment_interface_type_interface_id_g_cbf7f223',
        columns: ['interface_type', 'interface_id', 'group_id'],
        unique: true,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'ipam_fhrpgroupassignment',
      index: {
        name: 'ipam_fhrpgroupassignment_interface_type_interface_id_idx',
        columns: ['interface_type', 'interface_id'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'ipam_fhrpgroupassignment',
      index: {
        name: 'ipam_fhrpgroupassignment_priority_idx',
        columns: ['priority'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'ipam_vlantranslationpolicy',
      index: {
        name: 'ipam_vlantranslationpolicy_name_uniq',
        columns: ['name'],
        unique: true,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'ipam_vlantranslationrule',
      index: {
        name: 'ipam_vlantranslationrule_policy_id_idx',
        columns: ['policy_id'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'ipam_vlantranslationrule',
      index: {
        name: 'ipam_vlantranslationrule_policy_id_local_vid_uniq',
        columns: ['policy_id', 'local_vid'],
        unique: true,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'ipam_vlantranslationrule',
      index: {
        name: 'ipam_vlantranslationrule_policy_id_remote_vid_uniq',
        columns: ['policy_id', 'remote_vid'],
        unique: true,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_interface',
      index: {
        name: 'dcim_interface_vlan_translation_policy_id_idx',
        columns: ['vlan_translation_policy_id'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'virtualization_vminterface',
      index: {
        name: 'virtualization_vminterface_vlan_translation_policy_id_idx',
        columns: ['vlan_translation_policy_id'],
        unique: false,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'dcim_interface',
      index: {
        name: 'dcim_interface__search',
        columns: ['name', 'label', 'description'],
        unique: false,
        lower: [],
        whereNull: [],
        search: true,
      },
    },
    {
      op: 'create_index',
      table: 'virtualization_vminterface',
      index: {
        name: 'virtualization_vminterface__search',
        columns: ['name', 'description'],
        unique: false,
        lower: [],
        whereNull: [],
        search: true,
      },
    },
  ],
} as const satisfies MigrationMeta;
