// The events crash harness (test/api/crash.test.ts runs a few cycles; `make crash-events CYCLES=`
// many): a real server process with its embedded worker takes site creates from concurrent clients
// while it delivers webhooks to a receiver in this process, and is killed (SIGKILL) at a random
// moment, then started again, cycle after cycle. At the end a last server drains everything.
// Every committed create must have been delivered at least once, and nothing delivered for a
// create that did not commit (sites are named uniquely; none is deleted).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { registry } from '../../generated/registry.js';
import { ensureSuperuser } from '../../runtime/auth/users.js';
import { openDatabase } from '../../runtime/db/database.js';
import { prepareDatabase } from '../../runtime/db/prepare.js';
import { randomToken } from '../../runtime/auth/tokens.js';
import { freePort } from './postgres-cluster.js';
import { startServerProcess } from './process.js';

export interface CrashReport {
  readonly cycles: number;
  readonly attempted: number;
  /** Objects in requests answered 400 (validation failed, everything rolled back). */
  readonly rolledBack: number;
  readonly committed: number;
  readonly delivered: number;
  readonly duplicates: number;
  readonly missing: readonly string[];
  readonly phantom: readonly string[];
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function runCrashCycles(databaseUrl: string, cycles: number, log: (line: string) => void = () => {}): Promise<CrashReport> {
  const db = openDatabase(databaseUrl);
  await prepareDatabase(db, registry);
  const token = randomToken();
  await ensureSuperuser(db, { username: 'crash', password: 'crash-password', token, iterations: 1000 });

  // The receiver: remembers every delivery's site name.
  const received: string[] = [];
  const receiver: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        received.push(String((JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { name: string } }).data.name));
      } catch {
        // not a webhook body: ignored
      }
      // A random delay keeps deliveries in flight when the server is killed.
      setTimeout(() => res.writeHead(200).end(), Math.floor(Math.random() * 50));
    });
  });
  receiver.listen(0, '127.0.0.1');
  await new Promise((resolve) => receiver.once('listening', resolve));
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

  const env = { DATABASE_URL: databaseUrl, WEBHOOK_ALLOWED_NETWORKS: '["127.0.0.0/8"]', WEBHOOK_TIMEOUT: '1', WEBHOOK_RETRY_DELAY: '0', WEBHOOK_MAX_ATTEMPTS: '1000' };
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const call = (method: string, path: string, body?: unknown) => fetch(`${base}${path}`, {
    method, headers: { Authorization: `Token ${token}`, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body),
  });

  let server = await startServerProcess(env, port);
  const webhook = (await (await call('POST', '/api/extras/webhooks/', { name: 'crash', payload_url: hookUrl })).json()) as { id: number };
  const rule = await call('POST', '/api/extras/event-rules/', {
    name: 'crash', object_types: ['dcim.site'], event_types: ['object_created'], action_type: 'webhook', action_object_type: 'extras.webhook', action_object_id: webhook.id,
  });
  if (rule.status !== 201) throw new Error(`event rule: ${rule.status} ${await rule.text()}`);

  let attempted = 0;
  let rolledBack = 0;
  try {
    for (let cycle = 0; cycle < cycles; cycle++) {
      if (cycle > 0) server = await startServerProcess(env, port);
      // Clients write until the kill; some requests are cut off mid-way (their outcome is unknown here).
      let running = true;
      const clients = Array.from({ length: 4 }, async (_, client) => {
        while (running) {
          const name = `crash ${cycle}-${client}-${attempted++}`;
          // Every fourth request fails validation on its second object: rolled back, never delivered.
          const second = attempted % 4 === 0 ? { name: `${name} b`, slug: 'not a slug' } : { name: `${name} b`, slug: `${name.replace(/ /g, '-')}-b` };
          try {
            const response = await call('POST', '/api/dcim/sites/', [{ name, slug: name.replace(/ /g, '-') }, second]);
            await response.arrayBuffer();
            if (response.status === 400) rolledBack += 2;
          } catch {
            return;
          }
        }
      });
      await sleep(100 + Math.floor(Math.random() * 900));
      server.kill('SIGKILL');
      running = false;
      await Promise.all(clients);
      await new Promise((resolve) => (server.exitCode !== null || server.signalCode !== null ? resolve(null) : server.once('exit', resolve)));
      log(`cycle ${cycle + 1}: killed after ${attempted} attempted creates, ${received.length} deliveries so far`);
    }
    // The last server drains: every event processed, every delivery sent (leases of killed workers
    // expire). However long the backlog, the drain must keep making progress.
    server = await startServerProcess(env, port);
    let progress = { left: Infinity, at: Date.now() };
    for (;;) {
      const [events] = (await db.knex('core_event').whereNull('processed').count({ n: '*' })) as { n: unknown }[];
      const [pending] = (await db.knex('extras_webhookdelivery').where('status', 'pending').count({ n: '*' })) as { n: unknown }[];
      const left = Number(events!.n) + Number(pending!.n);
      if (left === 0) break;
      if (left < progress.left) progress = { left, at: Date.now() };
      else if (Date.now() - progress.at > 60_000) throw new Error(`not drained: ${Number(events!.n)} events, ${Number(pending!.n)} deliveries pending, no progress for 60 s`);
      await sleep(250);
    }
    server.kill('SIGTERM');
    const committed = ((await db.knex('dcim_site').select('name')) as { name: string }[]).map((r) => r.name);
    const delivered = new Set(received);
    const committedSet = new Set(committed);
    return {
      cycles, attempted: attempted * 2, rolledBack, committed: committed.length, delivered: received.length, duplicates: received.length - delivered.size,
      missing: committed.filter((name) => !delivered.has(name)), phantom: [...delivered].filter((name) => !committedSet.has(name)),
    };
  } finally {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
    await db.close();
  }
}
