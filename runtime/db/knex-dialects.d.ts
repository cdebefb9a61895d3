// knex ships no types for its dialect classes; the one runtime/db/database.ts extends.
declare module 'knex/lib/dialects/better-sqlite3/index.js' {
  const BetterSqliteClient: new (config: unknown) => { _query(connection: unknown, query: unknown): Promise<unknown> };
  export default BetterSqliteClient;
}
