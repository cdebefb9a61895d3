// SQLite's write-ahead log stays bounded under steady writes. Checkpoints run in a thread of their
// own (db/checkpoints.ts); a PASSIVE one never waits, and with the writer always busy it may never
// copy the whole log, which is only rewound when a write begins with all of it copied: a bench
// loading 500,000 IP addresses in back-to-back bulk creates grew it to 9 GB. Past
// TRUNCATE_AT_PAGES the thread copies and truncates it, writers waiting meanwhile.
import { existsSync, statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TRUNCATE_AT_PAGES, WAL_SIZE_LIMIT_BYTES } from '../../runtime/db/checkpoints.js';
import { sqliteFilename } from '../../runtime/db/database.js';
import { startServer, type TestServer } from '../support/server.js';

const MB = 1024 * 1024;

describe('the write-ahead log under steady writes (SQLite)', () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startServer('sqlite');
  });
  afterAll(async () => api?.close());

  it('stays within about its limit while four clients write 300 MB without a pause, and is cut back after', { timeout: 240_000 }, async () => {
    expect(WAL_SIZE_LIMIT_BYTES).toBe(TRUNCATE_AT_PAGES * 4096);
    const wal = `${sqliteFilename(api.url)}-wal`;
    const size = () => (existsSync(wal) ? statSync(wal).size : 0);
    let largest = 0;
    const sampler = setInterval(() => (largest = Math.max(largest, size())), 50);
    // Each create writes the site's 1 MB comment and its change record's copy of it.
    const comment = 'w'.repeat(MB);
    let next = 0;
    const client = async () => {
      while (next < 150) {
        const n = next++;
        const reply = await api.post('/api/dcim/sites/', { name: `Steady ${n}`, slug: `steady-${n}`, comments: comment });
        expect(reply.status).toBe(201);
      }
    };
    try {
      await Promise.all([client(), client(), client(), client()]);
    } finally {
      clearInterval(sampler);
    }
    console.log(`write-ahead log: at most ${(largest / MB).toFixed(0)} MB during 300 MB of writes (limit ${WAL_SIZE_LIMIT_BYTES / MB} MB)`);
    // The limit, plus what the writers added while a truncating checkpoint waited for its turn.
    expect(largest).toBeLessThan(WAL_SIZE_LIMIT_BYTES + 96 * MB);
    // Quiet again: the log is copied and rewound, its file no longer than the limit.
    await vi.waitFor(() => expect(size()).toBeLessThanOrEqual(WAL_SIZE_LIMIT_BYTES), { timeout: 30_000, interval: 200 });
    expect((await api.get('/api/dcim/sites/?limit=1&name=Steady 149')).body.results[0].comments).toHaveLength(MB);
  });
});
