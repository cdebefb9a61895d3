// `make bench-housekeeping`: how long housekeeping holds the event loop and the write lock while
// it prunes ROWS (200,000) old change records (DB=sqlite|postgres; PostgreSQL needs DATABASE_URL):
// the rows are written straight into a fresh database (about 600 bytes of JSON each, like a site's
// snapshots), then pruned in batches while a timer measures the event loop's delay and a second
// connection times small writes made meanwhile.
import { rmSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { registry } from '../generated/registry.js';
import { openDatabase } from '../runtime/db/database.js';
import { insertMany } from '../runtime/db/insert-many.js';
import { prepareDatabase } from '../runtime/db/prepare.js';
import { isoDatetime } from '../runtime/db/values.js';
import { housekeeping } from '../runtime/jobs/housekeeping.js';
import { ModelIndex } from '../runtime/registry.js';

const rows = Number(process.env.ROWS ?? 200_000);
const url = process.env.DATABASE_URL ?? `sqlite:/tmp/bench-housekeeping-${process.pid}.sqlite3`;
const db = openDatabase(url);
await prepareDatabase(db, registry);
const old = isoDatetime(new Date(Date.now() - 200 * 24 * 3600_000));
const snapshot = JSON.stringify({ name: 'Site', slug: 'site', description: 'x'.repeat(200), tags: [], custom_fields: {}, status: 'active' });
for (let start = 0; start < rows; start += 10_000) {
  const batch = Array.from({ length: Math.min(10_000, rows - start) }, (_, i) => ({
    time: old, user_id: null, user_name: 'admin', request_id: randomUUID(), action: 'update', changed_object_type: 'dcim.site',
    changed_object_id: start + i + 1, object_repr: 'Site', message: '', prechange_data: snapshot, postchange_data: snapshot,
  }));
  await db.knex.transaction((trx) => insertMany(trx, 'core_objectchange', batch));
}
process.stdout.write(`${rows} change records written on ${db.dialect}\n`);

// Control: the loop's delay over two idle seconds (other processes on the machine show here).
const idle = monitorEventLoopDelay({ resolution: 5 });
idle.enable();
await new Promise((resolve) => setTimeout(resolve, 2000));
idle.disable();
const loop = monitorEventLoopDelay({ resolution: 5 });
let writes = 0;
let slowestWrite = 0;
let stop = false;
// Small writes beside housekeeping, one after another: how long each waits for the write lock.
const writer = (async () => {
  while (!stop) {
    const t = performance.now();
    await db.knex('core_objectchange').where('id', -1).update({ message: 'x' });
    slowestWrite = Math.max(slowestWrite, performance.now() - t);
    writes++;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
})();
loop.enable();
const started = performance.now();
const pruned = await housekeeping({ db, index: new ModelIndex(registry), config: { CHANGELOG_RETENTION: 90, CHANGELOG_RETAIN_CREATE_LAST_UPDATE: false, JOB_RETENTION: 90 }, ...(process.env.BATCH ? { batch: Number(process.env.BATCH) } : {}) });
const seconds = (performance.now() - started) / 1000;
loop.disable();
stop = true;
await writer;
const ms = (ns: number) => (ns / 1e6).toFixed(1);
process.stdout.write(`pruned ${pruned.changes} in ${seconds.toFixed(1)} s (${Math.round(pruned.changes / seconds)} rows/s); `
  + `event loop delay p50 ${ms(loop.percentile(50))} ms, p99 ${ms(loop.percentile(99))} ms, max ${ms(loop.max)} ms; `
  + `${writes} small writes meanwhile, slowest ${slowestWrite.toFixed(1)} ms; `
  + `idle control: p50 ${ms(idle.percentile(50))} ms, p99 ${ms(idle.percentile(99))} ms, max ${ms(idle.max)} ms\n`);
await db.close();
if (!process.env.DATABASE_URL) for (const suffix of ['', '-wal', '-shm']) rmSync(`${url.slice('sqlite:'.length)}${suffix}`, { force: true });
