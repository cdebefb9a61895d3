// Executes migration operations (generated data) with knex's schema builder. Indexes use raw SQL
// because knex has no portable expression or partial indexes; the syntax below works on both
// SQLite and PostgreSQL.
import type { Knex } from 'knex';
import type { ColumnSpec, IndexSpec, MigrationOp } from '../../contract/index.js';
import type { Dialect } from './database.js';

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
        if (op.fill !== undefined) await knex(op.table).update({ [op.column.name]: op.fill });
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
        await createIndexSql(knex, op.table, op.index, dialect);
        break;
      case 'drop_index':
        await knex.raw('DROP INDEX ??', [op.name]);
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
  const where = index.whereNull.length ? ` WHERE ${index.whereNull.map(() => '?? IS NULL').join(' AND ')}` : '';
  return knex.raw(
    `CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX ?? ON ?? (${columns.map(() => '?').join(', ')})${where}`,
    [index.name, table, ...columns, ...index.whereNull],
  );
}
