// Several server processes may start at once against one database (README: "Several server
// processes may share one PostgreSQL database"; runtime/db/migrate.ts serialises them). Each
// start-up runs migrate() in its own process; all of them must succeed, the migrations must be
// applied exactly once, and the schema must be complete.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registry } from '../../generated/registry.js';
import { stateHash } from '../../generator/migrate/state.js';
import { openDatabase, type Database } from '../../runtime/db/database.js';
import { migrate } from '../../runtime/db/migrate.js';
import type { MigrationMeta } from '../../contract/index.js';
import { DIALECTS, freshDatabase, type FreshDatabase } from '../support/server.js';
import { entryPoint, PROJECT } from '../support/project.js';
import { addColumnState, expectSchema, registryState } from './support.js';

const PROCESSES = 3;
const current = registryState();

const run = promisify(execFile);

/** Starts `PROCESSES` processes that migrate the database at the same moment; their outcomes. */
async function startUps(url: string, extra: MigrationMeta[] = []): Promise<PromiseSettledResult<string[]>[]> {
  const args = ['test/migrations/migrate-process.ts', url];
  if (extra.length) {
    const file = join(mkdtempSync(join(tmpdir(), 'migrations-')), 'extra.json');
    writeFileSync(file, JSON.stringify(extra));
    args.push(file);
  }
  try {
    return await Promise.allSettled(Array.from({ length: PROCESSES }, async () => {
      const { stdout } = await run(process.execPath, [...entryPoint(args[0]!), ...args.slice(1)], { cwd: PROJECT, timeout: 120_000 });
      return JSON.parse(stdout.trim().split('\n').pop()!) as string[];
    }));
  } finally {
    if (extra.length) rmSync(dirname(args[2]!), { recursive: true, force: true });
  }
}

describe.each(DIALECTS)('concurrent start-ups on %s', (dialect) => {
  let database: FreshDatabase;
  let handles: Database[];

  beforeEach(async () => {
    database = await freshDatabase(dialect);
    handles = [openDatabase(database.url)];
  });
  afterEach(async () => {
    for (const db of handles ?? []) await db.close();
    await database?.drop();
  });

  it('migrate an empty database once, and every start-up succeeds', async () => {
    const results = await startUps(database.url);
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [String((r.reason as Error).message)] : []));
    expect(failures).toEqual([]);
    const applied = results.flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
    expect(applied.sort()).toEqual(registry.migrations.map((m) => m.id).sort());
    const names = ((await handles[0]!.knex('inventory_migrations').select('id')) as { id: string }[]).map((r) => r.id).sort();
    expect(names).toEqual(registry.migrations.map((m) => m.id).sort());
    await expectSchema(handles[0]!, current);
  });

  it('apply a pending migration once, and every start-up succeeds', async () => {
    expect(await migrate(handles[0]!, registry.migrations)).toEqual(registry.migrations.map((m) => m.id));
    const column = { name: 'note', type: 'text', nullable: true } as const;
    const next = addColumnState(current, 'dcim_site', column);
    const extra: MigrationMeta = {
      id: '0002_concurrent', from: stateHash(current), to: stateHash(next),
      operations: [{ op: 'add_column', table: 'dcim_site', column }],
    };
    const results = await startUps(database.url, [extra]);
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [String((r.reason as Error).message)] : []));
    expect(failures).toEqual([]);
    expect(results.flatMap((r) => (r.status === 'fulfilled' ? r.value : []))).toEqual(['0002_concurrent']);
    await expectSchema(handles[0]!, next);
  });
});
