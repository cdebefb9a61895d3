// A long text kept as the pieces it arrived in. Joining pieces with `+` makes a rope, and the
// first operation that needs the characters (a slice, a search) copies the whole text into one
// string: for the 60 MB `comments` of a site, 120 MB of UTF-16, 50 to 120 ms of the event loop on
// this project's 2-core machines, on every read. A row read off the loop (db/off-loop.ts) keeps
// such a text as its pieces instead; the JSON renderer (lib/json-render.ts) writes them a piece at
// a time, and anything else that needs the text as one string gets it (toString, toJSON).
export class LargeText {
  constructor(readonly pieces: readonly string[]) {}

  /** In UTF-16 code units, as a string's. */
  get length(): number {
    return this.pieces.reduce((total, piece) => total + piece.length, 0);
  }

  toString(): string {
    return this.pieces.join('');
  }

  /** The text whole; while the JSON renderer collects long texts, the placeholder it gives. */
  toJSON(): string {
    return collector ? collector(this) : this.toString();
  }
}

/** Set while lib/json-render.ts stringifies a value: JSON.stringify calls toJSON before any replacer sees the item. */
let collector: ((text: LargeText) => string) | null = null;

/** `work` (a synchronous JSON.stringify) with each LargeText it meets given to `collect`, which returns what stands for it. */
export function collectingLargeTexts<T>(collect: (text: LargeText) => string, work: () => T): T {
  const before = collector;
  collector = collect;
  try {
    return work();
  } finally {
    collector = before;
  }
}
