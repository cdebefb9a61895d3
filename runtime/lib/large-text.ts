// A long text kept as the pieces it arrived in. Joining pieces with `+` makes a rope, and the
// first operation that needs the characters (a slice, a search, a trim) copies the whole text into
// one string: for the 60 MB `comments` of a site, 120 MB of UTF-16, 50 to 250 ms of the event loop
// on this project's 2-core machines. A row read off the loop (db/off-loop.ts) keeps such a text as
// its pieces instead, and so does a write of one (a text field's value checked a piece at a time,
// write/scalars.ts); the JSON renderer (lib/json-render.ts) writes them a piece at a time, an
// off-loop connection sends them as they are (http/json-parts.ts), and anything else that needs the
// text as one string gets it (toString, toJSON, toPostgres for pg).
export class LargeText {
  constructor(readonly pieces: readonly string[]) {}

  /** In UTF-16 code units, as a string's. */
  get length(): number {
    return this.pieces.reduce((total, piece) => total + piece.length, 0);
  }

  toString(): string {
    return this.pieces.join('');
  }

  /** What pg sends for it (pg would send an object's JSON). */
  toPostgres(): string {
    return this.toString();
  }

  /** String.prototype.trim's result, a piece at a time: only the pieces at either end are read. */
  trim(): LargeText {
    const pieces = [...this.pieces];
    let changed = false;
    for (const end of ['start', 'end'] as const) {
      while (pieces.length) {
        const at = end === 'start' ? 0 : pieces.length - 1;
        const piece = pieces[at]!;
        const trimmed = end === 'start' ? piece.trimStart() : piece.trimEnd();
        if (trimmed.length === piece.length && piece) break;
        changed = true;
        if (trimmed) {
          pieces[at] = trimmed;
          break;
        }
        pieces.splice(at, 1);
      }
    }
    return changed ? new LargeText(pieces) : this;
  }

  /** Whether the text holds `character` (one UTF-16 code unit, which never spans two pieces), read a piece at a time between turns of the loop (`pause`). */
  async holds(character: string, pause: () => Promise<void>): Promise<boolean> {
    for (const piece of this.pieces) {
      if (piece.includes(character)) return true;
      await pause();
    }
    return false;
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
