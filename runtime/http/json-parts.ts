// A parsed JSON value carried from the parsing thread to the event loop in parts, each small enough
// to arrive without holding the loop: receiving a value from another thread deserializes it
// whole, synchronously (a 60 MB string takes 80 to 220 ms on this project's 2-core machines,
// 200,000 small objects close to a second). A list or object too heavy for one part is opened
// (sent empty) and its members follow in batches; a long string anywhere travels in pieces, put
// back together on arrival as a rope (`+`), which copies nothing. Plain data: both sides import
// this module, the thread to split, the loop to join.
import { LargeText } from '../lib/large-text.js';

/** Strings longer than this (UTF-16 code units) travel in pieces of this length. */
export const PIECE_LENGTH = 1 << 20;
/** About how much one part carries: one per value and per key, one per 64 characters of text. */
export const PART_WEIGHT = 20_000;

export type Key = string | number;

/** One step of rebuilding the value; paths are keys from the top. */
export type Step =
  | { readonly put: readonly Key[]; readonly value: unknown }
  | { readonly push: readonly Key[]; readonly items: unknown[] }
  | { readonly assign: readonly Key[]; readonly keys: string[]; readonly values: unknown[] }
  /** A long string starts at the path; `piece` steps follow with its text. */
  | { readonly hole: readonly Key[] }
  | { readonly piece: string };

/** One message's worth of steps; `last` on the final one. */
export interface Part {
  readonly steps: Step[];
  readonly last: boolean;
}

type Container = Record<Key, unknown>;
const isContainer = (value: unknown): value is Container => value !== null && typeof value === 'object';
const keysOf = (value: Container): Key[] => (Array.isArray(value) ? [...value.keys()] : Object.keys(value));

/** container[key] = value as JSON.parse would set it: an own property even when named __proto__. */
function setOwn(container: Container, key: Key, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(container, key, { value, writable: true, enumerable: true, configurable: true });
  else container[key] = value;
}

/**
 * Splits `value` (which it changes: long strings are emptied) into the parts that rebuild it. A
 * LargeText travels as its pieces and arrives as a long string (or a LargeText again: Joiner).
 */
export function splitValue(value: unknown): Part[] {
  const holes: { path: Key[]; pieces: readonly string[] }[] = [];
  const weights = new Map<object, number>();
  const path: Key[] = [];
  /** The weight of container[key], emptying the long strings in it (kept as holes). */
  const weigh = (container: Container, key: Key): number => {
    const child = container[key];
    if (typeof child === 'string') {
      if (child.length <= PIECE_LENGTH) return 1 + (child.length >> 6);
      holes.push({ path: [...path], pieces: [child] });
      setOwn(container, key, '');
      return 1;
    }
    if (child instanceof LargeText) {
      holes.push({ path: [...path], pieces: child.pieces });
      setOwn(container, key, '');
      return 1;
    }
    if (!isContainer(child)) return 1;
    let weight = 1;
    const keyWeight = Array.isArray(child) ? 0 : 1;
    for (const inner of keysOf(child)) {
      path.push(inner);
      weight += keyWeight + weigh(child, inner);
      path.pop();
    }
    weights.set(child, weight);
    return weight;
  };
  const root: Container = { value };
  weigh(root, 'value');
  const weightOf = (node: unknown) => (isContainer(node) ? weights.get(node)! : 1);

  const parts: Step[][] = [];
  let steps: Step[] = [];
  let filled = 0;
  const add = (step: Step, weight: number) => {
    steps.push(step);
    filled += weight;
    if (filled >= PART_WEIGHT) {
      parts.push(steps);
      [steps, filled] = [[], 0];
    }
  };
  /** Puts `node` at `at` whole, or opens it and sends its members in batches when it is too heavy. */
  const emit = (at: Key[], node: unknown) => {
    const weight = weightOf(node);
    if (!isContainer(node) || weight <= PART_WEIGHT) return add({ put: at, value: node }, weight);
    const list = Array.isArray(node);
    const keyWeight = list ? 0 : 1;
    add({ put: at, value: list ? [] : {} }, 1);
    let batch: [Key, unknown][] = [];
    let batchWeight = 0;
    const flush = () => {
      if (!batch.length) return;
      const values = batch.map(([, member]) => member);
      add(list ? { push: at, items: values } : { assign: at, keys: batch.map(([key]) => key as string), values }, batchWeight);
      [batch, batchWeight] = [[], 0];
    };
    for (const key of keysOf(node)) {
      const member = node[key];
      const memberWeight = keyWeight + weightOf(member);
      if (memberWeight > PART_WEIGHT) {
        flush();
        emit([...at, key], member);
        continue;
      }
      if (batchWeight && filled + batchWeight + memberWeight > PART_WEIGHT) flush();
      batch.push([key, member]);
      batchWeight += memberWeight;
    }
    flush();
  };
  emit([], root.value);
  for (const hole of holes) {
    add({ hole: hole.path }, 1);
    for (const text of hole.pieces) {
      for (let start = 0; start < text.length; start += PIECE_LENGTH) add({ piece: text.length <= PIECE_LENGTH ? text : text.slice(start, start + PIECE_LENGTH) }, PART_WEIGHT);
    }
  }
  if (steps.length) parts.push(steps);
  return parts.map((part, index) => ({ steps: part, last: index === parts.length - 1 }));
}

/** Values put back together here that hold a string longer than PIECE_LENGTH (their top object or list). */
const WITH_LONG_STRINGS = new WeakSet<object>();
/** The pieces each long string put back together as a rope was made of, and that rope, by its container and key. */
const ROPE_PIECES = new WeakMap<object, Map<Key, { readonly text: LargeText; rope: string }>>();

/**
 * The long string at container[key] as the pieces it was put back together from, when it was
 * (not copied: a rope of them is what container[key] holds): for the code that can check a text
 * a piece at a time and keep it so (write/scalars.ts), where reading the rope would copy it whole.
 */
export function piecesAt(container: unknown, key: Key): LargeText | undefined {
  if (!isContainer(container)) return undefined;
  const entry = ROPE_PIECES.get(container)?.get(key);
  // Still that very rope: the same string, compared without reading its characters.
  return entry && container[key] === entry.rope ? entry.text : undefined;
}

/**
 * Whether `value` was put back together from parts with a string longer than PIECE_LENGTH in it
 * (a request body holding such a text: its write runs off the event loop on SQLite,
 * objects/large.ts). Bodies read on the loop are too short to hold one.
 */
export function heldLongString(value: unknown): boolean {
  return isContainer(value) && WITH_LONG_STRINGS.has(value);
}

/**
 * Puts the parts back together, in the order they were made. `keepPieces`: a long string is a
 * LargeText of its pieces (for values that only are read and rendered: lib/large-text.ts), not a
 * rope of them.
 */
export class Joiner {
  private readonly root: Container = { value: undefined };
  private hole: { container: Container; key: Key } | null = null;
  private pieces: string[] | null = null;
  /** The rope being put together and its pieces (keepPieces off). */
  private rope: { text: LargeText; rope: string } | null = null;

  constructor(private readonly keepPieces = false) {}

  add(part: Part): void {
    for (const step of part.steps) this.apply(step);
  }

  get value(): unknown {
    return this.root.value;
  }

  private apply(step: Step): void {
    if ('piece' in step) {
      const { container, key } = this.hole!;
      this.pieces!.push(step.piece);
      if (this.rope) setOwn(container, key, (this.rope.rope += step.piece));
    } else if ('put' in step) {
      const { container, key } = this.slot(step.put);
      setOwn(container, key, step.value);
    } else if ('push' in step) {
      const { container, key } = this.slot(step.push);
      const list = container[key] as unknown[];
      for (const item of step.items) list.push(item);
    } else if ('assign' in step) {
      const { container, key } = this.slot(step.assign);
      const object = container[key] as Container;
      step.keys.forEach((name, index) => setOwn(object, name, step.values[index]));
    } else {
      this.hole = this.slot(step.hole);
      if (isContainer(this.root.value)) WITH_LONG_STRINGS.add(this.root.value);
      this.pieces = [];
      const text = new LargeText(this.pieces);
      this.rope = null;
      if (this.keepPieces) setOwn(this.hole.container, this.hole.key, text);
      else {
        let ropes = ROPE_PIECES.get(this.hole.container);
        if (!ropes) ROPE_PIECES.set(this.hole.container, (ropes = new Map()));
        this.rope = { text, rope: this.hole.container[this.hole.key] as string };
        ropes.set(this.hole.key, this.rope);
      }
    }
  }

  /** The container holding the value at `path`, and its key there. */
  private slot(path: readonly Key[]): { container: Container; key: Key } {
    let container = this.root;
    let key: Key = 'value';
    for (const next of path) {
      container = container[key] as Container;
      key = next;
    }
    return { container, key };
  }
}
