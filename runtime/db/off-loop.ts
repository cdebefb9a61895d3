// Statements that carry a large value, off the event loop. better-sqlite3 runs a statement
// synchronously in the calling thread, and one that writes or reads a 60 MB text holds it for 0.3
// to 1 s on this project's 2-core machines (SQLite's own copying of 15,000 overflow pages and the
// text's conversion; no setting changes it: bench/results/loop-2026-11-26.md). pg, PostgreSQL's
// driver, encodes each parameter and decodes each field of a row in one call on the thread that
// runs it: 70 to 300 ms for a 60 MB text. So a connection can live in a thread of its own instead:
// its statements are sent there and their rows come back, both in parts of at most about 1 MB
// (http/json-parts.ts), and the loop keeps serving meanwhile.
//
// A round trip costs more than a statement on the loop (two messages, the values copied), so the
// loop's connections stay the rule and database.ts opens these beside them for what is known to be
// large: write transactions of large requests and reads of rows known to hold a large value
// (large-rows.ts). To the database such a connection is one more, as another process's would be
// (SQLite: write transactions take the write lock in turn, BEGIN IMMEDIATE waited for between
// timers). The thread's side is off-loop-thread.ts with a database's own module.
import type { Worker } from 'node:worker_threads';
import { Joiner, splitValue, type Part } from '../http/json-parts.js';
import { startThread } from '../lib/threads.js';
import { yielder } from '../lib/yielding.js';
import type { Row } from './values.js';

/** What the thread's module needs to open its connection (a SQLite file, a PostgreSQL URL). */
export type OffLoopOpen = Readonly<Record<string, unknown>>;
export type OffLoopStatement = { readonly sql: string; readonly bindings: readonly unknown[] };
export type OffLoopRequest = { readonly open: OffLoopOpen } | { readonly close: true } | OffLoopStatement;
/** What pg says of a statement besides its rows (knex's PostgreSQL client reads it). */
export type PgOutcome = { readonly command: string; readonly rowCount: number | null; readonly fields: readonly { readonly name: string; readonly dataTypeID: number }[] };
/** A long text of an answer's row that equals one of the statement's values, sent as a reference to it. */
export type Bound = { readonly row: number; readonly key: string; readonly binding: number };
export type OffLoopReply = { readonly inTransaction: boolean } & (
  | { readonly rows: Row[]; readonly bound: readonly Bound[]; readonly outcome?: PgOutcome }
  | { readonly changes: number; readonly lastInsertRowid: number }
  | { readonly error: { readonly message: string; readonly [field: string]: string } }
  | Record<never, never>
);

/** What a statement answers: as better-sqlite3's all() (rows) or run() (changes) would, or pg's result. */
export type OffLoopResult = { readonly rows: Row[]; readonly outcome?: PgOutcome } | { readonly changes: number; readonly lastInsertRowid: number };

/** An error of the thread's connection, as its driver threw it: its name, message, and string fields (code, detail, constraint, ...). */
export class OffLoopError extends Error {
  readonly code?: string;
  constructor(override readonly name: string, { message, ...fields }: { readonly message: string; readonly [field: string]: string }) {
    super(message);
    Object.assign(this, fields);
  }
}

/** Which thread module a connection runs, and how its errors are named. */
export interface OffLoopKind {
  /** The thread's module, next to this one (off-loop-worker.js: SQLite; off-loop-pg-worker.js: PostgreSQL). */
  readonly module: URL;
  /** The database's name in messages. */
  readonly database: string;
  /** The name its driver gives its errors (better-sqlite3: SqliteError; pg: error). */
  readonly errorName: string;
}

/** Between the parts a request is sent in, the loop takes its turns. */
const pause = yielder();

/**
 * A database connection in a thread of its own: one statement at a time, in the order asked. What
 * knex's SQLite client needs of a connection beyond that (`inTransaction`, for the lock waits)
 * is kept from the thread's last answer.
 */
export class OffLoopConnection {
  inTransaction = false;
  private readonly thread: Worker;
  private queue: Promise<unknown> = Promise.resolve();
  private answer: ((reply: OffLoopReply) => void) | null = null;
  /** Long texts of the rows stay in pieces (lib/large-text.ts): never joined on the loop. */
  private joiner = new Joiner(true);
  private lost: Error | null = null;

  /** False once the thread has stopped: the pool then opens another connection. */
  get usable(): boolean {
    return this.lost === null;
  }

  private constructor(private readonly kind: OffLoopKind) {
    this.thread = startThread(kind.module);
    // An idle thread does not keep the process alive; one running a statement does.
    this.thread.unref();
    this.thread.on('message', (part: Part) => {
      this.joiner.add(part);
      // The next part once this one is in: a port delivers all the messages waiting in it at once.
      if (!part.last) return this.thread.postMessage('next');
      const reply = this.joiner.value as OffLoopReply;
      this.joiner = new Joiner(true);
      this.inTransaction = reply.inTransaction;
      const answer = this.answer;
      this.answer = null;
      answer?.(reply);
    });
    const stop = (error: Error) => {
      this.lost ??= error;
      this.answer?.({ inTransaction: false, error: { message: `the ${kind.database} thread stopped: ${error.message}` } });
      this.answer = null;
    };
    this.thread.on('error', stop);
    this.thread.on('exit', () => stop(new Error('exited')));
  }

  /** A connection in a thread running `kind`'s module, opened with `settings`. */
  static async open(kind: OffLoopKind, settings: OffLoopOpen): Promise<OffLoopConnection> {
    const connection = new OffLoopConnection(kind);
    try {
      await connection.ask({ open: settings });
    } catch (error) {
      await connection.thread.terminate();
      throw error;
    }
    return connection;
  }

  /** Runs one statement: its rows when it returns any, else what it changed. */
  async run(sql: string, bindings: readonly unknown[]): Promise<OffLoopResult> {
    const reply = await this.ask({ sql, bindings: [...bindings] });
    if (!('rows' in reply)) return reply as OffLoopResult;
    // The texts it stored, as given (one copy fewer than the thread's, and flat).
    for (const { row, key, binding } of reply.bound) reply.rows[row]![key] = bindings[binding];
    return reply.outcome ? { rows: reply.rows, outcome: reply.outcome } : { rows: reply.rows };
  }

  async close(): Promise<void> {
    if (!this.lost) await this.ask({ close: true }).catch(() => undefined);
    await this.thread.terminate();
  }

  private ask(request: OffLoopRequest): Promise<OffLoopReply> {
    const asked = this.queue.then(() => this.exchange(request));
    this.queue = asked.catch(() => undefined);
    return asked;
  }

  private async exchange(request: OffLoopRequest): Promise<OffLoopReply> {
    if (this.lost) throw new OffLoopError(this.kind.errorName, { message: `the ${this.kind.database} thread stopped: ${this.lost.message}` });
    const replied = new Promise<OffLoopReply>((resolve) => {
      this.answer = resolve;
    });
    this.thread.ref();
    let reply: OffLoopReply;
    try {
      for (const part of splitValue(request)) {
        this.thread.postMessage(part);
        if (!part.last) await pause();
      }
      reply = await replied;
    } finally {
      this.thread.unref();
    }
    if ('error' in reply) throw new OffLoopError(this.kind.errorName, reply.error);
    return reply;
  }
}
