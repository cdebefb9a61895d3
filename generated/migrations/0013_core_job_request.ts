// Code generated from the change of schema/ between two snapshots. DO NOT EDIT.
// Regenerate: make generate

import type { MigrationMeta } from '../../contract/index.js';

/** Append-only: applied by the server at start-up, in order. */
export const migration = {
  id: '0013_core_job_request',
  from: '739bd4826482cc2f',
  to: '30b638b5ceb55572',
  operations: [
    {
      op: 'add_column',
      table: 'core_job',
      column: { name: 'request', type: 'text', nullable: false, default: '' },
    },
  ],
} as const satisfies MigrationMeta;
