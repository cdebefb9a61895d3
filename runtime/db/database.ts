// Opens the database named by DATABASE_URL: embedded SQLite (better-sqlite3, WAL) by default,
// PostgreSQL (pg) for production. Both go through knex; `stats` counts SQL statements.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  readonly knex: Knex;
  readonly dialect: Dialect;
  /** Number of SQL statements sent since the database was opened. */
  readonly stats: { statements: number };
  close(): Promise<void>;
}

// pg returns int8 and numeric as strings and timestamps as Date objects (millisecond precision).
// Ids and counts fit in a double; timestamps stay strings so that microseconds survive.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(1700, (value) => Number.parseFloat(value));
for (const oid of [1082, 1114, 1184]) pg.types.setTypeParser(oid, (value) => value);

export function openDatabase(url: string): Database {
  const dialect: Dialect = /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite';
  const knex = dialect === 'postgres' ? knexFactory(postgresConfig(url)) : knexFactory(sqliteConfig(url));
  const stats = { statements: 0 };
  knex.on('query', () => {
    stats.statements += 1;
  });
  return { knex, dialect, stats, close: () => knex.destroy() };
}

function postgresConfig(url: string): Knex.Config {
  return { client: 'pg', connection: url, pool: { min: 0, max: 10 } };
}

function sqliteConfig(url: string): Knex.Config {
  const filename = sqliteFilename(url);
  if (filename !== ':memory:') mkdirSync(dirname(filename), { recursive: true });
  return {
    client: 'better-sqlite3',
    connection: { filename },
    useNullAsDefault: true,
    pool: {
      min: 1,
      max: 1,
      afterCreate(connection: { pragma(sql: string): unknown }, done: (error: Error | null, connection: unknown) => void) {
        connection.pragma('journal_mode = WAL');
        connection.pragma('synchronous = NORMAL');
        connection.pragma('foreign_keys = ON');
        connection.pragma('busy_timeout = 10000');
        done(null, connection);
      },
    },
  };
}

/** sqlite:relative/path, sqlite:///absolute/path, sqlite::memory: or a bare path. */
export function sqliteFilename(url: string): string {
  const rest = url.replace(/^sqlite:/, '');
  if (rest === ':memory:') return rest;
  if (rest.startsWith('///')) return rest.slice(2);
  if (rest.startsWith('//')) return resolve(rest.slice(2));
  return resolve(rest);
}
