// What a JSON request body may not hold, whatever its fields: nesting deeper than MAX_BODY_DEPTH,
// a NUL character or a lone UTF-16 surrogate in any string or key. Checked once, as the body is
// parsed (on the event loop for small bodies, in the parsing thread for large ones: see
// json-parse.ts), so that no engine meets them. Plain data in and out, no classes: the result
// crosses from the parsing thread.
import { NUL_MESSAGE } from './errors.js';

/**
 * How deep a body may nest. Nothing the API takes needs more (a config context's data is the
 * deepest); past it, recursive handling (attribute references, tags) would hit the database's
 * expression limit or the call stack.
 */
export const MAX_BODY_DEPTH = 64;

/** The message for a value nested deeper than MAX_BODY_DEPTH. */
export const TOO_DEEP_MESSAGE = `Nested more than ${MAX_BODY_DEPTH} levels deep.`;

/**
 * DRF's ProhibitSurrogateCharactersValidator message for the first surrogate of a string. A
 * surrogate alone is not a character: SQLite would store it as invalid UTF-8 and PostgreSQL as
 * U+FFFD, so the two databases would disagree. (A pair is one character, in Python as here.)
 */
export const surrogateMessage = (code: number): string => `Surrogate characters are not allowed: U+${code.toString(16).toUpperCase()}.`;

/** The errors of a refused body: per field, or per item (then per field) for a list body. */
export type ShapeErrors = Record<string, string[]> | Record<string, string[]>[];

type Messages = Record<string, string[]>;

/** The first lone surrogate of a string, or null. */
export function loneSurrogate(text: string): number | null {
  if ((text as string & { isWellFormed(): boolean }).isWellFormed()) return null;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0xd800 || code > 0xdfff) continue;
    const next = text.charCodeAt(i + 1);
    if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) i += 1;
    else return code;
  }
  return null;
}

/** What is wrong with one string or key: NUL, a lone surrogate, both or nothing. */
function stringProblems(text: string): string[] {
  const problems: string[] = [];
  if (text.includes('\0')) problems.push(NUL_MESSAGE);
  const surrogate = loneSurrogate(text);
  if (surrogate !== null) problems.push(surrogateMessage(surrogate));
  return problems;
}

/**
 * The errors to answer a body with (400), or null when its shape is fine. Each problem is reported
 * under its field: the top-level key, or in a list body the item's key, per item; a problem in
 * the body itself (a string body) under non_field_errors. Iterative, since depth is what it checks.
 */
export function shapeErrors(body: unknown): ShapeErrors | null {
  const list = Array.isArray(body);
  const refused = new Map<number, Messages>();
  const report = (item: number, field: string, messages: readonly string[]) => {
    let errors = refused.get(item);
    if (!errors) refused.set(item, (errors = {}));
    for (const message of messages) {
      const known = (errors[field] ??= []);
      if (!known.includes(message)) known.push(message);
    }
  };
  // [value, item index (list bodies), field, depth]; the field is set at the first key below the item.
  const stack: [unknown, number, string | null, number][] = [];
  if (list) (body as unknown[]).forEach((item, index) => stack.push([item, index, null, 1]));
  else stack.push([body, 0, null, 0]);
  while (stack.length) {
    const [value, item, field, depth] = stack.pop()!;
    if (typeof value === 'string') {
      const problems = stringProblems(value);
      if (problems.length) report(item, field ?? 'non_field_errors', problems);
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) {
      report(item, field ?? 'non_field_errors', [TOO_DEEP_MESSAGE]);
      continue;
    }
    if (Array.isArray(value)) {
      for (const element of value) stack.push([element, item, field, depth + 1]);
      continue;
    }
    for (const key of Object.keys(value)) {
      const keyField = field ?? key;
      const problems = stringProblems(key);
      if (problems.length) report(item, keyField, problems);
      stack.push([(value as Record<string, unknown>)[key], item, keyField, depth + 1]);
    }
  }
  if (!refused.size) return null;
  return list ? (body as unknown[]).map((_, index) => refused.get(index) ?? {}) : refused.get(0)!;
}
