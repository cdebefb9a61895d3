// Code generated from the change of schema/ between two snapshots. DO NOT EDIT.
// Regenerate: make generate

import type { MigrationMeta } from '../../contract/index.js';

/** Append-only: applied by the server at start-up, in order. */
export const migration = {
  id: '0033_drop_ipam_service_protocol_ports_idx_and_more',
  from: 'e1170133f17cd739',
  to: '1e52559771a0235e',
  operations: [
    { op: 'drop_index', table: 'ipam_service', name: 'ipam_service_protocol_ports_idx' },
    {
      op: 'create_table',
      table: 'ipam_servicetemplate',
      columns: [
        { name: 'id', type: 'increments', nullable: false },
        { name: 'comments', type: 'text', nullable: false, default: '' },
        { name: 'created', type: 'datetime', nullable: true },
        { name: 'custom_field_data', type: 'json', nullable: false, default: '{}' },
        { name: 'description', type: 'string', nullable: false, length: 200, default: '' },
        { name: 'last_updated', type: 'datetime', nullable: true },
        { name: 'name', type: 'string', nullable: false, length: 100 },
        { name: 'port_mappings', type: 'json', nullable: false, default: '[]' },
      ],
    },
    {
      op: 'add_column',
      table: 'ipam_service',
      column: { name: 'port_mappings', type: 'json', nullable: false, default: '[]' },
      fill: {
        sql: {
          sqlite: '(SELECT json_group_array(protocol || \'/\' || port) FROM (SELECT value AS port, MIN(key) AS first FROM json_each(ports) WHERE value IS NOT NULL GROUP BY value ORDER BY first))',
          postgres: 'COALESCE((SELECT jsonb_agg(protocol || \'/\' || port ORDER BY first) FROM (SELECT value AS port, MIN(position) AS first FROM jsonb_array_elements_text(ports) WITH ORDINALITY AS e(value, position) WHERE value IS NOT NULL GROUP BY value) AS deduped), \'[]\'::jsonb)',
        },
      },
    },
    {
      op: 'create_index',
      table: 'ipam_servicetemplate',
      index: {
        name: 'ipam_servicetemplate_name_uniq',
        columns: ['name'],
        unique: true,
        lower: [],
        whereNull: [],
      },
    },
    {
      op: 'create_index',
      table: 'ipam_service',
      index: { name: 'ipam_service_name_idx', columns: ['name'], unique: false, lower: [], whereNull: [] },
    },
    { op: 'drop_column', table: 'ipam_service', column: 'ports' },
    { op: 'drop_column', table: 'ipam_service', column: 'protocol' },
  ],
} as const satisfies MigrationMeta;
