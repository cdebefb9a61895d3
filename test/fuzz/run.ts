// Sends a fuzz corpus to a real server and checks every answer: never a 5xx, always a JSON body
// (but for 204), never SQL or a stack trace in it, a 400 naming the parameter or field the case is
// about, and nothing written by a request that was refused (no change record carries its id).
import { httpClient } from '../support/http-client.js';
import type { TestServer } from '../support/server.js';
import type { FuzzCase } from './corpus.js';

export interface FuzzReport {
  readonly total: number;
  readonly byStatus: ReadonlyMap<number, number>;
  /** What went wrong, one line per case (the first of each kind of failure is enough to act on). */
  readonly failures: readonly string[];
}

/** Text that belongs in a log, never in an answer. */
const INTERNAL = [
  /\bselect\b[\s\S]{1,200}\bfrom\b/i, /\binsert into\b/i, /\bupdate\b[\s\S]{1,100}\bset\b[\s\S]{1,200}\bwhere\b/i,
  /SQLITE_|SqliteError|sqlite3?\b/i, /\brelation "|syntax error at|violates .* constraint|out of range for type/i,
  /\n\s+at [^\n]*\(|node_modules|\.[jt]s:\d+:\d+/, /TypeError|ReferenceError|RangeError|Cannot read properties/,
];

export async function runFuzz(server: TestServer, cases: readonly FuzzCase[], concurrency = 4): Promise<FuzzReport> {
  const byStatus = new Map<number, number>();
  const failures: string[] = [];
  const refusedWrites: string[] = [];
  let next = 0;
  const client = httpClient(concurrency);
  const worker = async () => {
    while (next < cases.length) {
      const fuzz = cases[next++]!;
      const url = `${server.base}/api/${fuzz.model.app}/${fuzz.model.path}/${fuzz.path}`;
      const headers: Record<string, string> = { Authorization: `Token ${server.token}` };
      if (fuzz.contentType) headers['Content-Type'] = fuzz.contentType;
      let status: number;
      let text: string;
      let requestId: string | null;
      try {
        const answer = await client.send(url, { method: fuzz.method, headers, body: fuzz.body });
        status = answer.status;
        requestId = (answer.headers['x-request-id'] as string | undefined) ?? null;
        text = answer.text;
      } catch (error) {
        failures.push(`${where(fuzz)}: no answer (${(error as Error).message})`);
        continue;
      }
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
      const problem = judge(fuzz, status, text);
      if (problem) failures.push(`${where(fuzz)}: ${problem}`);
      if (fuzz.method !== 'GET' && status >= 400 && requestId) refusedWrites.push(requestId);
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    client.close();
  }
  // A refused write leaves nothing behind: no change record carries its request id.
  for (let start = 0; start < refusedWrites.length; start += 500) {
    const ids = refusedWrites.slice(start, start + 500);
    const rows = (await server.db.knex('core_objectchange').select('request_id').whereIn('request_id', ids)) as { request_id: string }[];
    for (const row of rows) failures.push(`request ${row.request_id} was refused but left a change record`);
  }
  return { total: cases.length, byStatus, failures };
}

function where(fuzz: FuzzCase): string {
  return `${fuzz.method} /api/${fuzz.model.app}/${fuzz.model.path}/ ${fuzz.label}`;
}

/** What is wrong with an answer, or null. */
function judge(fuzz: FuzzCase, status: number, text: string): string | null {
  if (status >= 500) return `${status} ${text.slice(0, 300)}`;
  if (status === 204 || (status >= 300 && status < 400)) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${status} answer is not JSON: ${text.slice(0, 120)}`;
  }
  const leak = INTERNAL.find((pattern) => pattern.test(text));
  if (leak) return `${status} answer shows internals (${leak}): ${text.slice(0, 300)}`;
  if (status === 400 && fuzz.names && !mentions(body, fuzz.names) && !modelRuleError(fuzz, body)) {
    return `400 does not name ${fuzz.names}: ${text.slice(0, 300)}`;
  }
  return null;
}

/**
 * A model rule's refusal: errors under the model's own fields or `__all__` (NetBox's clean() says
 * "Must specify a unit when setting an outer dimension" under __all__, or names the field a rule
 * needs, as vc_position for a virtual chassis).
 */
function modelRuleError(fuzz: FuzzCase, body: unknown): boolean {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const fields = new Set([...fuzz.model.fields.map((f) => f.name), '__all__', 'non_field_errors']);
  const keys = Object.keys(body);
  return keys.length > 0 && keys.every((key) => fields.has(key));
}

/**
 * Whether an error body has `name` as a key (of the body, or of an item's errors: a list body or
 * the bulk envelope), or quotes it in a bare message (NetBox's "Invalid 'start' parameter: …").
 */
function mentions(body: unknown, name: string): boolean {
  if (typeof body === 'string') return body.includes(`'${name}'`);
  if (body === null || typeof body !== 'object') return false;
  if (Array.isArray(body)) return body.some((item) => mentions(item, name));
  if (Object.hasOwn(body, name)) return true;
  const errors = (body as { errors?: unknown }).errors;
  return Array.isArray(errors) && errors.some((entry) => mentions((entry as { errors?: unknown })?.errors, name));
}
