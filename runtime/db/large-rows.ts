// Which rows hold a large value (a text of megabytes): on SQLite those are read through the
// connection in a thread of its own (off-loop.ts), since reading one on the event loop holds it
// for 150 to 500 ms. Whether a row is large cannot be known before it is read, so the process
// learns it: from the write that stored the value (a large request: objects/large.ts) and from a
// read that took long and returned one; a read off the loop that finds the row small again
// forgets it. A process that has not yet met a large row reads it once on the loop.
import { LargeText } from '../lib/large-text.js';
import type { Row } from './values.js';

/** A string value this long (UTF-16 code units) or longer makes its row large. */
export const LARGE_VALUE_LENGTH = 1 << 20;

/** Rows remembered at most; the oldest are forgotten first (read once on the loop again). */
const REMEMBERED = 10_000;

/** Whether the row holds a large value. */
export function holdsLargeValue(row: Row | undefined): boolean {
  if (!row) return false;
  for (const key in row) {
    const value = row[key];
    if ((typeof value === 'string' || value instanceof LargeText) && value.length >= LARGE_VALUE_LENGTH) return true;
  }
  return false;
}

export class LargeRows {
  private readonly keys = new Set<string>();

  has(table: string, id: number): boolean {
    return this.keys.size > 0 && this.keys.has(`${table}:${id}`);
  }

  /** Remembers what a read found: the row large or not. */
  found(table: string, id: number, large: boolean): void {
    const key = `${table}:${id}`;
    if (!large) {
      this.keys.delete(key);
      return;
    }
    if (this.keys.has(key)) return;
    if (this.keys.size >= REMEMBERED) this.keys.delete(this.keys.values().next().value!);
    this.keys.add(key);
  }
}
