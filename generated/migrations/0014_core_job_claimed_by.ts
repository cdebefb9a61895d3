// Code generated from the change of schema/ between two snapshots. DO NOT EDIT.
// Regenerate: make generate

import type { MigrationMeta } from '../../contract/index.js';

/** Append-only: applied by the server at start-up, in order. */
export const migration = {
  id: '0014_core_job_claimed_by',
  from: '30b638b5ceb55572',
  to: '96ff1d03ee27e0e7',
  operations: [
    {
      op: 'add_column',
      table: 'core_job',
      column: { name: 'claimed_by', type: 'string', nullable: false, length: 100, default: '' },
    },
  ],
} as const satisfies MigrationMeta;
