// Unit tests of the JSON body's pieces that need no server: the parts a parsed value travels in
// from the parsing thread (json-parts.ts), the shape check (body-shape.ts), the media types
// (media-types.ts) and the sliced rendering of long strings (json-render.ts).
import { MessageChannel, receiveMessageOnPort } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { shapeErrors, surrogateMessage } from '../../runtime/http/body-shape.js';
import { heldLongString, Joiner, PART_WEIGHT, piecesAt, PIECE_LENGTH, splitValue, type Part } from '../../runtime/http/json-parts.js';
import { jsonChunks, jsonText, LONG_LIST, LONG_STRING, needsSlices } from '../../runtime/lib/json-render.js';
import { readsAsJson } from '../../runtime/http/media-types.js';
import { LargeText } from '../../runtime/lib/large-text.js';
import { hasChanges } from '../../runtime/features/changelog.js';

/** What the loop receives: each part cloned as a message is (structured clone), then joined. */
function roundTrip(value: unknown, keepPieces = false): { value: unknown; parts: Part[] } {
  const parts = splitValue(structuredClone(value));
  const { port1, port2 } = new MessageChannel();
  const joiner = new Joiner(keepPieces);
  for (const part of parts) {
    port1.postMessage(part);
    joiner.add(receiveMessageOnPort(port2)!.message as Part);
  }
  port1.close();
  return { value: joiner.value, parts };
}

/** The number of values a part carries (its deserialization cost). */
const weight = (value: unknown): number =>
  value !== null && typeof value === 'object' ? 1 + Object.values(value).reduce((total: number, member) => total + weight(member), 0) : 1;

describe('a parsed body in parts', () => {
  const long = 'x'.repeat(PIECE_LENGTH * 2 + 17);
  const cases: [string, unknown][] = [
    ['a scalar', 42],
    ['a small object', { name: 'a', tags: [1, 2], nested: { deep: [null, true, 'é'] } }],
    ['a long string', long],
    ['a long string inside', { name: 'x', comments: long, data: [{ text: long }] }],
    ['200,000 integers', Array.from({ length: 200_000 }, (_, i) => i + 1)],
    ['a list of objects with long strings', Array.from({ length: 30_000 }, (_, i) => ({ id: i, name: `n${i}`, text: i === 29_000 ? long : 't' }))],
    ['a nested list', { name: 'x', junk: Array.from({ length: 100_000 }, (_, i) => ({ i })) }],
    ['an object of many keys', { data: Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`k${i}`, i])) }],
    ['keys named __proto__', JSON.parse(`{"__proto__": {"x": 1}, "list": [${Array.from({ length: 30_000 }, () => '{"__proto__": 1}').join(',')}]}`)],
  ];
  it.each(cases)('rebuilds %s exactly, key order included', (_, value) => {
    const { value: joined, parts } = roundTrip(value);
    expect(JSON.stringify(joined)).toBe(JSON.stringify(value));
    expect(parts.at(-1)!.last).toBe(true);
    expect(parts.slice(0, -1).every((part) => !part.last)).toBe(true);
    // No part carries much more than PART_WEIGHT values (a member heavier than that is opened).
    for (const part of parts) expect(weight(part.steps)).toBeLessThan(PART_WEIGHT * 2 + 100);
  });

  it('keeps __proto__ an own property, never the prototype', () => {
    const value = JSON.parse(`{"list": [${Array.from({ length: 30_000 }, () => '{"__proto__": {"polluted": true}}').join(',')}]}`);
    const { value: joined } = roundTrip(value);
    const first = (joined as { list: Record<string, unknown>[] }).list[0]!;
    expect(Object.getPrototypeOf(first)).toBe(Object.prototype);
    expect(Object.hasOwn(first, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  // A body holding such a text has its write run off the event loop on SQLite (objects/large.ts).
  it('tells which values held a string too long for one piece, and only those', () => {
    expect(heldLongString(roundTrip({ name: 'x', comments: long }).value)).toBe(true);
    expect(heldLongString(roundTrip([{ id: 1 }, { id: 2, data: [long] }]).value)).toBe(true);
    expect(heldLongString(roundTrip({ name: 'x', comments: 'y'.repeat(PIECE_LENGTH) }).value)).toBe(false);
    expect(heldLongString(roundTrip(Array.from({ length: 200_000 }, (_, i) => ({ id: i }))).value)).toBe(false);
    expect(heldLongString({ name: 'x', comments: long })).toBe(false);
  });
});

describe('the shape of a body', () => {
  it('refuses lone surrogates under the field, with DRF\'s message, and accepts pairs', () => {
    expect(shapeErrors({ name: 'n\ud800', slug: 'ok 😀' })).toEqual({ name: [surrogateMessage(0xd800)] });
    expect(surrogateMessage(0xdfff)).toBe('Surrogate characters are not allowed: U+DFFF.');
    expect(shapeErrors({ data: { deep: ['a', '\udc00b'] } })).toEqual({ data: ['Surrogate characters are not allowed: U+DC00.'] });
    expect(shapeErrors({ ['key\ud83d']: 1 })).toEqual({ 'key\ud83d': ['Surrogate characters are not allowed: U+D83D.'] });
    expect(shapeErrors([{ name: 'fine' }, { name: 'x\ud800', slug: 'y\u0000' }])).toEqual([
      {}, { name: ['Surrogate characters are not allowed: U+D800.'], slug: ['Null characters are not allowed.'] },
    ]);
    expect(shapeErrors({ name: '😀', list: ['\ud83d\ude00'] })).toBeNull();
  });
});

describe('JSON media types', () => {
  it('reads application/json with no charset or UTF-8, as DRF matches it, and nothing else', () => {
    for (const header of ['application/json', 'Application/JSON', 'application/json;', 'application/json; charset=utf-8', 'application/json;charset="UTF-8"', 'application/json; charset=utf8']) {
      expect(readsAsJson(header), header).toBe(true);
    }
    for (const header of [undefined, '', 'text/plain', 'application/vnd.api+json', 'application/json-patch+json', 'application/json; charset=latin-1', 'application/json; charset=bogus', 'multipart/form-data; boundary=x']) {
      expect(readsAsJson(header), String(header)).toBe(false);
    }
  });
});

describe('long strings and lists in answers', () => {
  const text = `"quoted"\n\t\\ é 東京 😀 ${'a'.repeat(LONG_STRING - 30)}😀`.repeat(3);
  const list = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i, name: `n${i}`, nothing: undefined, fn: () => i }));
  const cases: [string, unknown][] = [
    ['a long string', { id: 1, comments: text, list: [text, 'short'], nothing: null }],
    ['a long string alone', text],
    ['a long list', [...list(LONG_LIST * 3 + 7), undefined, () => 1]],
    ['a long list in an envelope, with a long string in an item', { count: 1, results: [...list(250), { comments: text }], next: null }],
    ['a long list in a long list', { errors: Array.from({ length: LONG_LIST + 50 }, (_, i) => list(i % 500 === 0 ? LONG_LIST + 20 : 3)) }],
  ];
  it.each(cases)('renders %s into the same bytes as JSON.stringify', async (_, value) => {
    expect(needsSlices(value)).toBe(true);
    const chunks = await jsonChunks(value);
    expect(chunks.length).toBeGreaterThan(3);
    expect(Buffer.concat(chunks).equals(Buffer.from(JSON.stringify(value)))).toBe(true);
    // Made in slices, the text is kept as them (a LargeText), whole once asked for.
    expect(String(await jsonText(value))).toBe(JSON.stringify(value));
  });

  // A row read off the loop keeps its long texts as pieces (lib/large-text.ts), which are rendered
  // a piece at a time without being joined into one string first: the same bytes.
  it('renders a row whose long texts arrived in pieces (a surrogate pair split between two) into the same bytes', async () => {
    // The pair "😀" straddles the first two pieces' boundary.
    const straddling = `${'b'.repeat(PIECE_LENGTH - 1)}😀 "end"\n${'c'.repeat(PIECE_LENGTH)}é`;
    const row = { id: 7, comments: straddling, description: 'short', data: { note: text } };
    const { value: joined } = roundTrip(row, true);
    const comments = (joined as { comments: unknown }).comments;
    expect(comments).toBeInstanceOf(LargeText);
    expect((comments as LargeText).pieces.length).toBe(3);
    expect((comments as LargeText).length).toBe(straddling.length);
    expect(needsSlices(joined)).toBe(true);
    const chunks = await jsonChunks(joined);
    expect(Buffer.concat(chunks).equals(Buffer.from(JSON.stringify(row)))).toBe(true);
    // Anything that wants the text whole still has it.
    expect(JSON.stringify(joined)).toBe(JSON.stringify(row));
    expect(String(comments)).toBe(straddling);
    expect(String(await jsonText(joined))).toBe(JSON.stringify(row));
  });

  it('leaves values without them to JSON.stringify', () => {
    expect(needsSlices({ id: 1, comments: 'short', list: list(LONG_LIST) })).toBe(false);
  });
});

describe('a long text kept in pieces', () => {
  // A request body's long string arrives as a rope of pieces; the write checks and trims it a
  // piece at a time (write/scalars.ts largeText) through piecesAt, never reading the rope whole.
  it('is found beside the rope a body was joined into, and trims as String.prototype.trim', async () => {
    const inner = `${' '.repeat(3)}${'x'.repeat(PIECE_LENGTH)}é${' \n'.repeat(PIECE_LENGTH / 2)}`;
    const body = { name: 'n', comments: `\t${' '.repeat(PIECE_LENGTH + 5)}${inner}` };
    const { value } = roundTrip(body);
    const joined = value as Record<string, unknown>;
    expect(typeof joined.comments).toBe('string');
    const pieces = piecesAt(joined, 'comments')!;
    expect(pieces).toBeInstanceOf(LargeText);
    expect(pieces.pieces.length).toBe(Math.ceil(body.comments.length / PIECE_LENGTH));
    expect(piecesAt(joined, 'name')).toBeUndefined();
    const trimmed = pieces.trim();
    expect(trimmed.toString()).toBe(body.comments.trim());
    // Whole pieces of white space at either end are dropped, the rest untouched.
    expect(trimmed.pieces.length).toBeLessThan(pieces.pieces.length);
    expect(new LargeText(['abc', 'def']).trim().pieces).toEqual(['abc', 'def']);
    expect(new LargeText([' ', '  ', '']).trim().pieces).toEqual([]);
    const noPause = async () => undefined;
    expect(await pieces.holds('é', noPause)).toBe(true);
    expect(await pieces.holds('\u0000', noPause)).toBe(false);
    // Replaced by other code, even with a text of the same length, the value is no longer the rope the pieces made.
    joined.comments = 'y'.repeat(body.comments.length);
    expect(piecesAt(joined, 'comments')).toBeUndefined();
    joined.comments = 'short';
    expect(piecesAt(joined, 'comments')).toBeUndefined();
  });

  it('travels to a thread as its pieces and arrives as the same text', () => {
    const text = new LargeText(['a'.repeat(PIECE_LENGTH), 'é😀', 'b'.repeat(PIECE_LENGTH + 3)]);
    const parts = splitValue({ sql: 'insert', bindings: [1, text] });
    const joiner = new Joiner();
    const { port1, port2 } = new MessageChannel();
    for (const part of parts) {
      expect(part.steps.some((step) => 'piece' in step && step.piece.length > PIECE_LENGTH)).toBe(false);
      port1.postMessage(part);
      joiner.add(receiveMessageOnPort(port2)!.message as Part);
    }
    port1.close();
    expect((joiner.value as { bindings: unknown[] }).bindings).toEqual([1, text.toString()]);
  });
});

describe('comparing snapshots that hold a text in pieces', () => {
  // features/changelog.ts hasChanges: the JSON's answer without making the JSON.
  const text = (pieces: string[]) => new LargeText(pieces);
  const snapshot = (comments: unknown, extra: Record<string, unknown> = {}) => ({ id: 1, name: 'a', comments, last_updated: '2026-01-01', ...extra });
  it('finds no change where only last_updated differs, whether the text is in pieces or whole', () => {
    expect(hasChanges(snapshot(text(['ab', 'cd'])), { ...snapshot(text(['ab', 'cd'])), last_updated: '2027-01-01' })).toBe(false);
    expect(hasChanges(snapshot(text(['ab', 'cd'])), snapshot('abcd'))).toBe(false);
    expect(hasChanges(snapshot(text(['ab', 'cd'])), snapshot(text(['a', 'bcd'])))).toBe(false);
    expect(hasChanges(snapshot({ list: [1, { x: null }] }), snapshot({ list: [1, { x: null }] }))).toBe(false);
  });
  it('finds a change in a piece, a length, a value, a key or its order, as the JSON would', () => {
    expect(hasChanges(snapshot(text(['ab', 'cd'])), snapshot(text(['ab', 'ce'])))).toBe(true);
    expect(hasChanges(snapshot(text(['ab', 'cd'])), snapshot('abc'))).toBe(true);
    expect(hasChanges(snapshot('x'), snapshot('x', { description: 'new' }))).toBe(true);
    expect(hasChanges({ id: 1, a: 1, b: 2 } as never, { id: 1, b: 2, a: 1 } as never)).toBe(true);
    expect(hasChanges(snapshot(null), snapshot(text([])))).toBe(true);
    expect(hasChanges(null, snapshot('x'))).toBe(true);
  });
});
