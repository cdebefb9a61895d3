// Worker heartbeats (core_worker): each worker writes its row every HEARTBEAT_MS; a worker whose
// last beat is older than LIVE_WINDOW_MS is taken for dead. /api/status/ reports the live ones
// (NetBox's rq-workers-running), and background jobs need one.
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/query.js';
import { isoDatetime, now } from '../db/values.js';
import type { ModelIndex } from '../registry.js';

const WORKER_MODEL = 'core.worker';
export const HEARTBEAT_MS = 2_000;
export const LIVE_WINDOW_MS = 10_000;

export function workerName(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

/** Records that the worker `name` is alive (creating its row on the first beat). */
export async function beat(q: Queryable, index: ModelIndex, name: string, started: string): Promise<void> {
  const table = index.model(WORKER_MODEL).table;
  const moment = now();
  const updated = await q(table).where('name', name).update({ heartbeat: moment });
  if (!updated) await q(table).insert({ name, started, heartbeat: moment });
}

/** Removes a stopping worker's row, and rows of workers dead for long. */
export async function retire(q: Queryable, index: ModelIndex, name: string): Promise<void> {
  const table = index.model(WORKER_MODEL).table;
  await q(table).where('name', name).orWhere('heartbeat', '<', isoDatetime(new Date(Date.now() - 24 * 3600_000))).delete();
}

/** The names of the workers that beat within the live window. */
export async function liveWorkerNames(q: Queryable, index: ModelIndex): Promise<string[]> {
  const table = index.model(WORKER_MODEL).table;
  const rows = (await q(table).select('name').where('heartbeat', '>', isoDatetime(new Date(Date.now() - LIVE_WINDOW_MS)))) as { name: string }[];
  return rows.map((row) => row.name);
}

/** How many workers beat within the live window. */
export async function liveWorkers(q: Queryable, index: ModelIndex): Promise<number> {
  return (await liveWorkerNames(q, index)).length;
}
