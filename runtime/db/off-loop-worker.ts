// The off-loop thread (off-loop.ts): one SQLite connection, configured as the event loop's are,
// running the statements it is sent one at a time. Values travel both ways in parts
// (http/json-parts.ts), so that a 60 MB text never crosses in one message; an answer's parts are
// sent one at a time as the loop asks for them ('next'), since a port delivers every message
// waiting in it in one turn of the loop.
import Database from 'better-sqlite3';
import { parentPort } from 'node:worker_threads';
import { Joiner, PIECE_LENGTH, splitValue, type Part } from '../http/json-parts.js';
import type { Bound, OffLoopOpen, OffLoopReply, OffLoopRequest, OffLoopStatement } from './off-loop.js';
import { configureSqliteConnection, type SqliteConnection } from './sqlite-setup.js';
import type { Row } from './values.js';

let connection: Database.Database | null = null;
let joiner = new Joiner();
/** The parts of the answer not yet taken: one is sent each time the loop asks for the next. */
let answer: Part[] = [];

const send = (reply: OffLoopReply) => {
  answer = splitValue(reply);
  parentPort!.postMessage(answer.shift()!);
};

function open({ filename, readOnly }: OffLoopOpen): OffLoopReply {
  try {
    connection = new Database(filename);
    configureSqliteConnection(connection as unknown as SqliteConnection, readOnly);
    return { inTransaction: false };
  } catch (error) {
    return failed(error);
  }
}

function run({ sql, bindings }: OffLoopStatement): OffLoopReply {
  try {
    const statement = connection!.prepare(sql);
    if (statement.reader) {
      const rows = statement.all(bindings) as Row[];
      return { rows, bound: takeBound(rows, bindings), inTransaction: connection!.inTransaction };
    }
    const { changes, lastInsertRowid } = statement.run(bindings);
    return { changes, lastInsertRowid: Number(lastInsertRowid), inTransaction: connection!.inTransaction };
  } catch (error) {
    return failed(error);
  }
}

/**
 * The long texts of `rows` that equal a value the statement was given (an insert's RETURNING
 * gives back what it stored): emptied here and named, for the loop to put its own value back
 * instead of receiving a copy of it.
 */
function takeBound(rows: Row[], bindings: readonly unknown[]): Bound[] {
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

function failed(error: unknown): OffLoopReply {
  const { message, code } = error as { message?: unknown; code?: unknown };
  return { error: { message: String(message ?? error), ...(typeof code === 'string' ? { code } : {}) }, inTransaction: connection?.inTransaction ?? false };
}

parentPort!.on('message', (part: Part | 'next') => {
  if (part === 'next') return parentPort!.postMessage(answer.shift()!);
  joiner.add(part);
  if (!part.last) return;
  const request = joiner.value as OffLoopRequest;
  joiner = new Joiner();
  if ('open' in request) return send(open(request.open));
  if ('close' in request) {
    connection?.close();
    connection = null;
    return send({ inTransaction: false });
  }
  send(run(request));
});
