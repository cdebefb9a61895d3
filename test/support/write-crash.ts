// The write crash harness (test/hardening/write-crash.test.ts runs a few cycles; `make crash
// CYCLES= DB=` many): a real server process takes concurrent single and bulk writes (creates,
// bulk creates, bulk creates that fail validation, updates, deletes) and is killed (SIGKILL) at a
// random moment, then started again, cycle after cycle. Afterwards, with every answer the clients
// got: every acknowledged write is there (and every acknowledged delete gone), no bulk write is
// partial, a refused write left nothing, the stored rows and their change records agree, and the
// database passes its own integrity checks.
import type { ChildProcess } from 'node:child_process';
import { registry } from '../../generated/registry.js';
import { ensureSuperuser } from '../../runtime/auth/users.js';
import { randomToken } from '../../runtime/auth/tokens.js';
import { openDatabase, type Database } from '../../runtime/db/database.js';
import { prepareDatabase } from '../../runtime/db/prepare.js';
import { freePort } from './postgres-cluster.js';
import { startServerProcess } from './process.js';

export interface WriteCrashReport {
  readonly cycles: number;
  /** Requests answered, by kind: what was acknowledged (2xx), refused (4xx), cut off by a kill. */
  readonly acknowledged: number;
  readonly refused: number;
  readonly cutOff: number;
  readonly sites: number;
  /** Every violation found; empty when the database kept its promises. */
  readonly problems: readonly string[];
}

const CLIENTS = 6;
const SITES = 'dcim_site';

/** What one client asked for, and what it was told. */
interface Outcome {
  readonly kind: 'create' | 'bulk' | 'bulk-invalid' | 'update' | 'delete';
  /** Site names created (or, for update and delete, the one site's name). */
  readonly names: readonly string[];
  /** The description an update set. */
  readonly description?: string;
  /** HTTP status; null when the kill cut the request off. */
  status: number | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runWriteCrashCycles(databaseUrl: string, cycles: number, log: (line: string) => void = () => {}): Promise<WriteCrashReport> {
  const setup = openDatabase(databaseUrl);
  await prepareDatabase(setup, registry);
  const token = randomToken();
  await ensureSuperuser(setup, { username: 'crash', password: 'crash-password', token, iterations: 1000 });
  // No connection of ours stays open through the kills: the server's restart recovers the
  // database on its own (on SQLite, the WAL and its index with nobody else holding them).
  await setup.close();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const call = async (method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> => {
    const response = await fetch(`${base}${path}`, {
      method, headers: { Authorization: `Token ${token}`, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
  const outcomes: Outcome[][] = Array.from({ length: CLIENTS }, () => []);
  /** Per client: its sites that an acknowledged create made and no request has deleted yet (name → id). */
  const owned: Map<string, number>[] = Array.from({ length: CLIENTS }, () => new Map());
  let server: ChildProcess | null = null;
  let db: Database | null = null;
  let counter = 0;
  try {
    for (let cycle = 0; cycle < cycles; cycle++) {
      server = await startServerProcess({ DATABASE_URL: databaseUrl, EMBEDDED_WORKER: 'false' }, port);
      let running = true;
      /** Requests answered in this cycle: the kill waits for some, however loaded the machine is. */
      let answered = 0;
      const clients = Array.from({ length: CLIENTS }, async (_, client) => {
        while (running) {
          const outcome = nextWrite(client, cycle, counter++, owned[client]!);
          outcomes[client]!.push(outcome);
          try {
            const answer = await send(call, outcome, owned[client]!);
            answered += 1;
            outcome.status = answer.status;
            if (answer.status === 201) {
              const created = (Array.isArray(answer.body) ? answer.body : [answer.body]) as { id: number; name: string }[];
              for (const site of created) owned[client]!.set(site.name, site.id);
            }
            if (outcome.kind === 'delete' && (answer.status === 204 || answer.status === 404)) owned[client]!.delete(outcome.names[0]!);
          } catch {
            return; // cut off by the kill: the outcome stays unknown (status null)
          }
        }
      });
      // Ten answers per client first (the kinds of write go in turn: a cycle sees each of them, a
      // refused bulk included, however loaded the machine), then a kill at a random moment.
      const deadline = Date.now() + 60_000;
      while (answered < CLIENTS * 10 && Date.now() < deadline) await sleep(20);
      await sleep(Math.floor(Math.random() * 900));
      server.kill('SIGKILL');
      running = false;
      await Promise.all(clients);
      await exited(server);
      server = null;
      // A cut-off delete may or may not have committed: the client stops counting on that site.
      for (const [client, list] of outcomes.entries()) {
        const last = list[list.length - 1];
        if (last?.kind === 'delete' && last.status === null) owned[client]!.delete(last.names[0]!);
      }
      log(`cycle ${cycle + 1}: killed after ${outcomes.flat().length} requests`);
    }
    const all = outcomes.flat();
    db = openDatabase(databaseUrl);
    const checked = db;
    const problems = [...(await checkOutcomes(checked, outcomes)), ...(await checkChangeRecords(checked)), ...(await integrityProblems(checked))];
    const [sites] = (await checked.knex(SITES).count({ n: '*' })) as { n: unknown }[];
    return {
      cycles,
      acknowledged: all.filter((o) => o.status !== null && o.status < 300).length,
      refused: all.filter((o) => o.status !== null && o.status >= 400).length,
      cutOff: all.filter((o) => o.status === null).length,
      sites: Number(sites!.n),
      problems,
    };
  } finally {
    if (server) server.kill('SIGKILL');
    await db?.close();
  }
}

/** The client's next write: mostly creates, then updates and deletes of its own sites. */
function nextWrite(client: number, cycle: number, n: number, owned: ReadonlyMap<string, number>): Outcome {
  const name = `c${client}-${cycle}-${n}`;
  const mine = [...owned.keys()];
  const roll = n % 10;
  if (roll < 3 || mine.length === 0) return { kind: 'create', names: [name], status: null };
  if (roll < 5) return { kind: 'bulk', names: [`${name}a`, `${name}b`, `${name}c`], status: null };
  if (roll < 6) return { kind: 'bulk-invalid', names: [`${name}a`, `${name}b`, `${name}c`], status: null };
  const target = mine[n % mine.length]!;
  if (roll < 9) return { kind: 'update', names: [target], description: `d${n}`, status: null };
  return { kind: 'delete', names: [target], status: null };
}

function send(call: (method: string, path: string, body?: unknown) => Promise<{ status: number; body: any }>, outcome: Outcome, owned: ReadonlyMap<string, number>) {
  const site = (name: string) => ({ name, slug: name });
  switch (outcome.kind) {
    case 'create': return call('POST', '/api/dcim/sites/', site(outcome.names[0]!));
    case 'bulk': return call('POST', '/api/dcim/sites/', outcome.names.map(site));
    // The last object fails validation: the whole request is refused and rolled back.
    case 'bulk-invalid': return call('POST', '/api/dcim/sites/', outcome.names.map((name, i) => (i === 2 ? { name, slug: 'not a slug' } : site(name))));
    case 'update': return call('PATCH', `/api/dcim/sites/${owned.get(outcome.names[0]!)}/`, { description: outcome.description });
    case 'delete': return call('DELETE', `/api/dcim/sites/${owned.get(outcome.names[0]!)}/`);
  }
}

async function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => child.once('exit', resolve));
}

/** What the clients were told against what is stored. */
async function checkOutcomes(db: Database, outcomes: readonly Outcome[][]): Promise<string[]> {
  const rows = (await db.knex(SITES).select('name', 'description')) as { name: string; description: string }[];
  const stored = new Map(rows.map((r) => [r.name, r.description]));
  const problems: string[] = [];
  for (const list of outcomes) {
    // Per site, in the client's order (a client sends one request at a time).
    const expected = new Map<string, { present: boolean | null; descriptions: Set<string> }>();
    for (const outcome of list) {
      const acked = outcome.status !== null && outcome.status < 300;
      const unknown = outcome.status === null;
      switch (outcome.kind) {
        case 'create': case 'bulk': {
          // An acknowledged create's sites are checked one by one below (the client may have deleted some since).
          const present = outcome.names.filter((n) => stored.has(n)).length;
          if (unknown && present !== 0 && present !== outcome.names.length) problems.push(`partial ${outcome.kind} ${outcome.names.join(',')}: ${present} of ${outcome.names.length} stored`);
          if (outcome.status !== null && outcome.status >= 400 && present) problems.push(`refused ${outcome.kind} ${outcome.names.join(',')} left ${present} stored`);
          for (const name of outcome.names) expected.set(name, { present: acked ? true : null, descriptions: new Set(['']) });
          break;
        }
        case 'bulk-invalid': {
          const present = outcome.names.filter((n) => stored.has(n)).length;
          if (present) problems.push(`invalid bulk ${outcome.names.join(',')} left ${present} stored`);
          if (outcome.status !== null && outcome.status !== 400) problems.push(`invalid bulk answered ${outcome.status}`);
          break;
        }
        case 'update': {
          const site = expected.get(outcome.names[0]!);
          if (!site) break;
          // Acknowledged: this value (or a later one); cut off: this one or the earlier.
          if (acked) site.descriptions = new Set([outcome.description!]);
          else if (unknown) site.descriptions.add(outcome.description!);
          break;
        }
        case 'delete': {
          const site = expected.get(outcome.names[0]!);
          if (!site) break;
          if (acked) site.present = false;
          else if (unknown) site.present = null;
          break;
        }
      }
      if (outcome.status !== null && outcome.status >= 500) problems.push(`${outcome.kind} ${outcome.names[0]} answered ${outcome.status}`);
    }
    for (const [name, site] of expected) {
      if (site.present === true && !stored.has(name)) problems.push(`acknowledged site ${name} is missing`);
      if (site.present === false && stored.has(name)) problems.push(`deleted site ${name} is back`);
      if (stored.has(name) && !site.descriptions.has(stored.get(name)!)) {
        problems.push(`site ${name} has description ${JSON.stringify(stored.get(name))}, expected one of ${JSON.stringify([...site.descriptions])}`);
      }
    }
  }
  return problems;
}

/** Every stored site has its create record; every committed create and delete was recorded once. */
async function checkChangeRecords(db: Database): Promise<string[]> {
  const changes = (await db.knex('core_objectchange').select('action', 'changed_object_id').where('changed_object_type', 'dcim.site')) as { action: string; changed_object_id: unknown }[];
  const ids = ((await db.knex(SITES).select('id')) as { id: unknown }[]).map((r) => Number(r.id));
  const creates = new Map<number, number>();
  const deletes = new Set<number>();
  for (const change of changes) {
    const id = Number(change.changed_object_id);
    if (change.action === 'create') creates.set(id, (creates.get(id) ?? 0) + 1);
    if (change.action === 'delete') deletes.add(id);
  }
  const problems: string[] = [];
  for (const id of ids) {
    if (creates.get(id) !== 1) problems.push(`site ${id} has ${creates.get(id) ?? 0} create records`);
    if (deletes.has(id)) problems.push(`site ${id} is stored but has a delete record`);
  }
  const stored = new Set(ids);
  for (const id of creates.keys()) if (!stored.has(id) && !deletes.has(id)) problems.push(`site ${id} was recorded created, is gone, and has no delete record`);
  return problems;
}

/** The database's own verdict: SQLite's integrity and foreign key checks; PostgreSQL's B-tree index checks (amcheck). */
async function integrityProblems(db: Database): Promise<string[]> {
  if (db.dialect === 'sqlite') {
    const integrity = (await db.knex.raw('PRAGMA integrity_check')) as { integrity_check: string }[];
    const foreignKeys = (await db.knex.raw('PRAGMA foreign_key_check')) as unknown[];
    return [
      ...integrity.filter((r) => r.integrity_check !== 'ok').map((r) => `integrity_check: ${r.integrity_check}`),
      ...(foreignKeys.length ? [`foreign_key_check: ${foreignKeys.length} rows point nowhere`] : []),
    ];
  }
  await db.knex.raw('CREATE EXTENSION IF NOT EXISTS amcheck');
  const indexes = (await db.knex.raw(`
    SELECT c.relname FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE a.amname = 'btree' AND n.nspname = 'public'`)).rows as { relname: string }[];
  const problems: string[] = [];
  for (const { relname } of indexes) {
    try {
      await db.knex.raw('SELECT bt_index_check(?::regclass, true)', [relname]);
    } catch (error) {
      problems.push(`index ${relname}: ${(error as Error).message}`);
    }
  }
  return problems;
}
