// Executes migration operations (generated data) with knex's schema builder. Indexes use raw SQL
// because knex has no portable expression or partial indexes; the syntax below works on both
// SQLite and PostgreSQL.
import type { Knex } from 'knex';
import { PENDING_LIST_KB } from './search-indexes.js';
import type { ColumnSpec, IndexSpec, MigrationOp } from '../../contract/index.js';
import type { Dialect } from './database.js';

/** Data steps migrations recorded and the server has not run yet (a model key each). */
export const PENDING_FILLS = 'inventory_pending_fills';

export async function applyOperations(knex: Knex, dialect: Dialect, ops: readonly MigrationOp[]): Promise<void> {
  for (const op of ops) {
    switch (op.op) {
      case 'create_table':
        await knex.schema.createTable(op.table, (t) => {
          for (const column of op.columns) addColumn(t, column, dialect);
        });
        break;
      case 'drop_table':
        await knex.schema.dropTable(op.table);
        break;
      case 'rename_table':
        await knex.schema.renameTable(op.from, op.to);
        break;
      case 'add_column':
        await knex.schema.alterTable(op.table, (t) => {
          addColumn(t, op.column, dialect);
        });
        // The rows that were there take their own value (the model file's fill_existing).
        if (typeof op.fill === 'object') await knex.raw(`UPDATE ?? SET ?? = ${op.fill.sql[dialect]}`, [op.table, op.column.name]);
        else if (op.fill !== undefined) await knex(op.table).update({ [op.column.name]: op.fill });
        break;
      case 'drop_column':
        await knex.schema.alterTable(op.table, (t) => {
          t.dropColumn(op.column);
        });
        break;
      case 'alter_column':
        // A column that becomes NOT NULL: rows holding NULL take the default first.
        if (!op.column.nullable && op.column.default !== undefined) {
          await knex(op.table).whereNull(op.column.name).update({ [op.column.name]: op.column.default });
        }
        await knex.schema.alterTable(op.table, (t) => {
          // The foreign key constraint is already there (the planner never retargets one).
          addColumn(t, { ...op.column, references: undefined }, dialect).alter();
        });
        break;
      case 'rename_column':
        await knex.schema.alterTable(op.table, (t) => {
          t.renameColumn(op.from, op.to);
        });
        break;
      case 'create_index':
        if (op.index.search) await createSearchIndex(knex, op.table, op.index, dialect);
        else await createIndexSql(knex, op.table, op.index, dialect);
        break;
      case 'drop_index':
        if (op.search && dialect === 'sqlite') await dropSqliteSearchIndex(knex, op.name);
        else await knex.raw('DROP INDEX ??', [op.name]);
        break;
      // Recorded here, run by the server once its plug-ins exist (objects/fills.ts).
      case 'fill':
        await knex(PENDING_FILLS).insert({ model: op.model });
        break;
    }
  }
}

function addColumn(t: Knex.CreateTableBuilder, c: ColumnSpec, dialect: Dialect): Knex.ColumnBuilder {
  let column: Knex.ColumnBuilder;
  switch (c.type) {
    case 'increments': return t.bigIncrements(c.name, { primaryKey: true });
    case 'string': column = t.string(c.name, c.length); break;
    case 'text': column = t.text(c.name); break;
    case 'integer': column = t.integer(c.name); break;
    case 'bigint': column = t.bigInteger(c.name); break;
    case 'decimal': column = t.decimal(c.name, c.precision, c.scale); break;
    case 'float': column = t.double(c.name); break;
    case 'boolean': column = t.boolean(c.name); break;
    case 'date': column = t.date(c.name); break;
    case 'datetime': column = t.timestamp(c.name, { useTz: true, precision: 6 }); break;
    case 'json': column = dialect === 'postgres' ? t.jsonb(c.name) : t.text(c.name); break;
    case 'uuid': column = t.uuid(c.name); break;
  }
  if (c.nullable) column.nullable();
  else column.notNullable();
  if (c.default !== undefined) column.defaultTo(c.default);
  if (c.references) {
    const reference = column.references('id').inTable(c.references);
    if (dialect === 'postgres') reference.deferrable('deferred');
  }
  return column;
}

function createIndexSql(knex: Knex, table: string, index: IndexSpec, dialect: Dialect): Knex.Raw {
  const bytewise = dialect === 'postgres' ? new Set(index.bytewise ?? []) : new Set<string>();
  const columns = index.columns.map((c) => (index.lower.includes(c) ? knex.raw('lower(??)', [c]) : knex.raw(bytewise.has(c) ? '?? COLLATE "C"' : '??', [c])));
  const whereNotNull = index.whereNotNull ?? [];
  const terms = [...index.whereNull.map(() => '?? IS NULL'), ...whereNotNull.map(() => '?? IS NOT NULL')];
  const where = terms.length ? ` WHERE ${terms.join(' AND ')}` : '';
  return knex.raw(
    `CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX ?? ON ?? (${columns.map(() => '?').join(', ')})${where}`,
    [index.name, table, ...columns, ...index.whereNull, ...whereNotNull],
  );
}

/** The triggers that keep an SQLite search table in step with its table, by suffix. */
const SEARCH_TRIGGERS = ['ai', 'ad', 'au'] as const;

/**
 * A substring search index (IndexSpec.search). PostgreSQL: one GIN index of trigrams over the
 * columns, which `ILIKE '%term%'` on any of them uses. SQLite: an FTS5 table with the trigram
 * tokenizer (case-insensitive) reading its text from the table (external content), kept by
 * triggers, so every way of writing rows (bulk inserts included) keeps it current.
 */
async function createSearchIndex(knex: Knex, table: string, index: IndexSpec, dialect: Dialect): Promise<void> {
  const columns = index.columns;
  const list = columns.map(() => '??').join(', ');
  if (dialect === 'postgres') {
    await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    // A short pending list for searches to read (db/search-indexes.ts).
    await knex.raw(`CREATE INDEX ?? ON ?? USING gin (${columns.map(() => '?? gin_trgm_ops').join(', ')}) WITH (gin_pending_list_limit = ${PENDING_LIST_KB})`, [index.name, table, ...columns]);
    return;
  }
  const name = index.name;
  const values = (row: 'new' | 'old') => columns.map((c) => knex.raw('??.??', [row, c]));
  const valueList = columns.map(() => '?').join(', ');
  // FTS5 reads its options as text, not as bound values: the generated table name goes in as is.
  if (!/^[a-z0-9_]+$/.test(table)) throw new Error(`search index on ${table}: not a generated table name`);
  await knex.raw(`CREATE VIRTUAL TABLE ?? USING fts5(${list}, content='${table}', content_rowid='id', tokenize='trigram')`, [name, ...columns]);
  const [insert, remove, update] = SEARCH_TRIGGERS.map((suffix) => `${name}_${suffix}`) as [string, string, string];
  const add = knex.raw(`INSERT INTO ??(rowid, ${list}) VALUES (new.id, ${valueList})`, [name, ...columns, ...values('new')]);
  const drop = knex.raw(`INSERT INTO ??(??, rowid, ${list}) VALUES ('delete', old.id, ${valueList})`, [name, name, ...columns, ...values('old')]);
  await knex.raw('CREATE TRIGGER ?? AFTER INSERT ON ?? BEGIN ?; END', [insert, table, add]);
  await knex.raw('CREATE TRIGGER ?? AFTER DELETE ON ?? BEGIN ?; END', [remove, table, drop]);
  await knex.raw(`CREATE TRIGGER ?? AFTER UPDATE OF ${list} ON ?? BEGIN ?; ?; END`, [update, ...columns, table, drop, add]);
  // Index the rows already there.
  await knex.raw('INSERT INTO ??(??) VALUES (?)', [name, name, 'rebuild']);
}

async function dropSqliteSearchIndex(knex: Knex, name: string): Promise<void> {
  for (const suffix of SEARCH_TRIGGERS) await knex.raw('DROP TRIGGER IF EXISTS ??', [`${name}_${suffix}`]);
  await knex.raw('DROP TABLE IF EXISTS ??', [name]);
}
