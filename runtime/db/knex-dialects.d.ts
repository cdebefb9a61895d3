// knex ships no types for its dialect classes; the ones runtime/db/database.ts extends.
declare module 'knex/lib/dialects/better-sqlite3/index.js' {
  const BetterSqliteClient: new (config: unknown) => {
    _query(connection: unknown, query: unknown): Promise<unknown>;
    transaction(...args: unknown[]): unknown;
    acquireConnection(): Promise<unknown>;
    releaseConnection(connection: unknown): Promise<unknown>;
    destroy(...args: unknown[]): Promise<unknown>;
    /** Values as better-sqlite3 binds them (booleans as 0/1, dates as numbers). */
    _formatBindings(bindings: readonly unknown[]): unknown[];
  };
  export default BetterSqliteClient;
}

declare module 'knex/lib/dialects/sqlite3/execution/sqlite-transaction.js' {
  const SqliteTransaction: new (client: unknown, ...args: unknown[]) => {
    begin(connection: unknown): Promise<unknown>;
    query(connection: unknown, sql: string): Promise<unknown>;
  };
  export default SqliteTransaction;
}

declare module 'knex/lib/dialects/postgres/index.js' {
  const PgDialectClient: new (config: unknown) => {
    version?: string;
    _parseVersion(versionString: string): string;
    acquireRawConnection(): Promise<unknown>;
    destroyRawConnection(connection: unknown): Promise<void>;
    validateConnection(connection: unknown): boolean;
    _query(connection: unknown, query: unknown): Promise<unknown>;
  };
  export default PgDialectClient;
}
