// The thread side of an off-loop connection (off-loop.ts), whatever the database: requests come
// in parts and are joined, each is answered in parts sent one at a time as the loop asks for the
// next ('next': a port delivers every message waiting in it in one turn of the loop), so that a
// 60 MB text never crosses in one message. A database's thread module (off-loop-worker.ts for
// SQLite, off-loop-pg-worker.ts for PostgreSQL) gives what opens, runs and closes its connection.
import { parentPort } from 'node:worker_threads';
import { Joiner, PIECE_LENGTH, splitValue, type Part } from '../http/json-parts.js';
import type { Bound, OffLoopReply, OffLoopRequest, OffLoopStatement } from './off-loop.js';
import type { Row } from './values.js';

export interface ThreadConnection {
  open(settings: Readonly<Record<string, unknown>>): OffLoopReply | Promise<OffLoopReply>;
  run(statement: OffLoopStatement): OffLoopReply | Promise<OffLoopReply>;
  close(): void | Promise<void>;
}

/** Serves the loop's requests with `connection`, one at a time in the order they came. */
export function serveStatements(connection: ThreadConnection): void {
  let joiner = new Joiner();
  /** The parts of the answer not yet taken: one is sent each time the loop asks for the next. */
  let answer: Part[] = [];
  let queue: Promise<unknown> = Promise.resolve();
  const send = (reply: OffLoopReply) => {
    answer = splitValue(reply);
    parentPort!.postMessage(answer.shift()!);
  };
  const answerTo = async (request: OffLoopRequest): Promise<OffLoopReply> => {
    if ('open' in request) return connection.open(request.open);
    if ('close' in request) {
      await connection.close();
      return { inTransaction: false };
    }
    return connection.run(request);
  };
  parentPort!.on('message', (part: Part | 'next') => {
    if (part === 'next') return parentPort!.postMessage(answer.shift()!);
    joiner.add(part);
    if (!part.last) return;
    const request = joiner.value as OffLoopRequest;
    joiner = new Joiner();
    queue = queue.then(() => answerTo(request)).then(send, (error: unknown) => send(failed(error, false)));
  });
}

/**
 * The long texts of `rows` that equal a value the statement was given (an insert's RETURNING
 * gives back what it stored): emptied here and named, for the loop to put its own value back
 * instead of receiving a copy of it.
 */
export function takeBound(rows: Row[], bindings: readonly unknown[]): Bound[] {
  const bound: Bound[] = [];
  rows.forEach((row, index) => {
    for (const key of Object.keys(row)) {
      const value = row[key];
      if (typeof value !== 'string' || value.length < PIECE_LENGTH) continue;
      const binding = bindings.indexOf(value);
      if (binding < 0) continue;
      row[key] = '';
      bound.push({ row: index, key, binding });
    }
  });
  return bound;
}

/** A failed request's answer: the error's message, and every other field of it the loop's code reads (code, detail, constraint, ...). */
export function failed(error: unknown, inTransaction: boolean): OffLoopReply {
  const { message } = error as { message?: unknown };
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(error as object ?? {})) if (typeof value === 'string' && key !== 'stack') fields[key] = value;
  return { error: { ...fields, message: String(message ?? error) }, inTransaction };
}
