// JSON answers that JSON.stringify and Buffer.from would make in one long synchronous pass: a long
// string (a 60 MB `comments`: escaped and encoded in over half a second on a loaded 2-core
// machine, on every read of the object) or a long list (a bulk write's thousands of objects, the
// 200,000 errors of a bulk body of integers). Here such a string is escaped and encoded a slice at
// a time and such a list stringified a hundred items at a time, giving the event loop back between
// slices, into the same bytes JSON.stringify would make; everything else is stringified as usual.
// Finding them walks the value once, about 6 % of stringifying it (a page of 1,000 complete
// devices: 0.6 ms against 10.6 ms); a value without them is best stringified at once.
import { collectingLargeTexts, LargeText } from './large-text.js';
import { yielder } from './yielding.js';

/** Strings longer than this (UTF-16 code units) are escaped and encoded in slices of this length. */
export const LONG_STRING = 1 << 18;
/**
 * Lists longer than this are stringified in slices of LIST_SLICE items. A page (at most 1,000
 * objects: MAX_PAGE_SIZE) takes a few milliseconds in one call; a bulk write's answer may be far longer.
 */
export const LONG_LIST = 1000;
/** Items of a long list stringified between two looks at the clock. */
export const LIST_SLICE = 100;

/**
 * Whether `value` holds a string longer than LONG_STRING or a list longer than LONG_LIST. A plain
 * recursive walk (JSON values nest a few levels: bodies at most 64): on a page of 1,000 complete
 * objects it costs a few percent of stringifying them.
 */
export function needsSlices(value: unknown): boolean {
  if (typeof value === 'string') return value.length > LONG_STRING;
  if (value === null || typeof value !== 'object') return false;
  if (value instanceof LargeText) return true;
  if (Array.isArray(value)) {
    if (value.length > LONG_LIST) return true;
    for (let index = 0; index < value.length; index += 1) if (needsSlices(value[index])) return true;
    return false;
  }
  for (const key in value) if (needsSlices((value as Record<string, unknown>)[key])) return true;
  return false;
}

/** Stands for the n-th long string or list while the rest is stringified (no stored string holds NUL). */
const placeholder = (n: number) => `\u0000long ${n}\u0000`;
const PLACEHOLDER_TEXT = /"\\u0000long (\d+)\\u0000"/g;

type Emit = (text: string) => void;

/**
 * The UTF-8 bytes of JSON.stringify(value), in chunks, made a slice at a time with a turn of the
 * event loop whenever the work has run for a slice of time (lib/yielding.ts).
 */
export async function jsonChunks(value: unknown): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  await render(value, (text) => chunks.push(Buffer.from(text)), yielder());
  return chunks;
}

/**
 * JSON.stringify(value) made the same way, a slice at a time: for JSON stored rather than sent
 * (a change record's snapshot of an object with a 60 MB text). Made in slices, it is a LargeText
 * of them, which nothing copies whole on the event loop: an off-loop connection sends its pieces
 * (db/off-loop.ts), and pg and SQLite's loop connections read it as one string.
 */
export async function jsonText(value: unknown): Promise<string | LargeText> {
  if (!needsSlices(value)) return JSON.stringify(value);
  const pieces: string[] = [];
  await render(value, (piece) => void (piece && pieces.push(piece)), yielder());
  return new LargeText(pieces);
}

async function render(value: unknown, emit: Emit, pause: () => Promise<void>): Promise<void> {
  const long: (string | LargeText | unknown[])[] = [];
  const stand = (item: string | LargeText | unknown[]) => placeholder(long.push(item) - 1);
  const text = collectingLargeTexts(stand, () => JSON.stringify(value, (_key, item: unknown) => {
    if ((typeof item === 'string' && item.length > LONG_STRING) || (Array.isArray(item) && item.length > LONG_LIST)) return stand(item as string | unknown[]);
    return item;
  })) ?? 'null';
  let at = 0;
  for (const match of text.matchAll(PLACEHOLDER_TEXT)) {
    emit(text.slice(at, match.index));
    at = match.index + match[0].length;
    const item = long[Number(match[1])]!;
    if (typeof item === 'string') await renderString([item], emit, pause);
    else if (item instanceof LargeText) await renderString(item.pieces, emit, pause);
    else await renderList(item, emit, pause);
  }
  emit(text.slice(at));
}

/** One string, given as the pieces it is made of, escaped and encoded a slice at a time. */
async function renderString(pieces: readonly string[], emit: Emit, pause: () => Promise<void>): Promise<void> {
  emit('"');
  // A surrogate pair split between two pieces is escaped whole, as JSON.stringify would.
  let carried = '';
  for (let index = 0; index < pieces.length; index += 1) {
    const string = carried + pieces[index]!;
    const last = index === pieces.length - 1;
    carried = '';
    for (let start = 0; start < string.length;) {
      let end = Math.min(start + LONG_STRING, string.length);
      // A surrogate pair stays whole, so that the bytes are JSON.stringify's.
      const code = string.charCodeAt(end - 1);
      if (code >= 0xd800 && code <= 0xdbff) {
        if (end < string.length) end += 1;
        else if (!last) {
          carried = string.slice(end - 1);
          end -= 1;
        }
      }
      if (end > start) emit(JSON.stringify(string.slice(start, end)).slice(1, -1));
      start = end + carried.length;
      await pause();
    }
  }
  emit('"');
}

async function renderList(list: readonly unknown[], emit: Emit, pause: () => Promise<void>): Promise<void> {
  emit('[');
  for (let start = 0; start < list.length; start += LIST_SLICE) {
    const slice = list.slice(start, start + LIST_SLICE);
    const comma = start > 0 ? ',' : '';
    if (!slice.some(needsSlices)) {
      // The usual case: a hundred items in one call (as in a JSON array, an item JSON cannot
      // hold, undefined or a function, is null).
      emit(comma + JSON.stringify(slice).slice(1, -1));
    } else {
      for (let index = 0; index < slice.length; index += 1) {
        emit(index > 0 || start > 0 ? ',' : '');
        await render(slice[index], emit, pause);
      }
    }
    await pause();
  }
  emit(']');
}
