// Which models a statement writes (runtime/db/written-models.ts): the statements as knex builds
// them for each database and as the runtime writes raw ones, reads that write nothing, and
// anything else that may write counting as every model.
import knexFactory from 'knex';
import { describe, expect, it } from 'vitest';
import { registry } from '../../generated/registry.js';
import { EVERY_MODEL, writtenModels } from '../../runtime/db/written-models.js';
import { ModelIndex } from '../../runtime/registry.js';

const index = new ModelIndex(registry);

describe.each(['pg', 'better-sqlite3'])('statements built by knex for %s', (client) => {
  const knex = knexFactory({ client, useNullAsDefault: true });
  const sql = (builder: { toSQL(): { sql: string } }) => builder.toSQL().sql;

  it.each([
    ['an insert', sql(knex('dcim_site').insert({ name: 'a' }).returning('id')), ['dcim.site']],
    ['an update', sql(knex('dcim_device').where('id', 1).update({ site_id: null })), ['dcim.device']],
    ['a delete', sql(knex('dcim_interface').whereIn('id', [1, 2]).delete()), ['dcim.interface']],
    ['a raw multi-row insert', sql(knex.raw('INSERT INTO ?? (??) VALUES (?), (?)', ['core_objectchange', 'action', 'create', 'delete'])), ['core.objectchange']],
    ['a join table: both models it joins', sql(knex('users_user_groups').insert({ user_id: 1, group_id: 2 })), ['users.group', 'users.user']],
    ['a select', sql(knex('dcim_site').where('id', 1).forUpdate()), []],
    ['a recursive select', sql(knex.raw('WITH RECURSIVE subtree(id) AS (SELECT id FROM ?? WHERE id = ?) SELECT id FROM subtree', ['dcim_location', 1])), []],
    ['a table that is no model\'s', sql(knex('inventory_migrations').insert({ name: 'x' })), [EVERY_MODEL]],
  ] as const)('%s', (_name, statement, models) => {
    expect(writtenModels(index, statement)).toEqual(models);
  });
});

describe('statements written by hand', () => {
  it.each([
    ['UPDATE "ipam_prefix" SET "_depth" = 1 WHERE "vrf_id" IS NULL', ['ipam.prefix']],
    ['  delete from only "dcim_rack" where "id" = $1', ['dcim.rack']],
    ['SAVEPOINT trx2', []],
    ['ROLLBACK TO SAVEPOINT trx2', []],
    ['select pg_advisory_xact_lock(42)', []],
    ['NOTIFY inventory_derived_cache', []],
    ['WITH moved AS (UPDATE "dcim_device" SET "site_id" = 2 RETURNING id) SELECT count(*) FROM moved', [EVERY_MODEL]],
    ['MERGE INTO dcim_site USING x ON true WHEN MATCHED THEN DELETE', [EVERY_MODEL]],
  ] as const)('%s', (statement, models) => {
    expect(writtenModels(index, statement)).toEqual(models);
  });
});
