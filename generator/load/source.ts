// A parsed YAML file that remembers where every value came from, so that every error the
// generator reports can name the file and the line.
import { isMap, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';

export interface SourceFile {
  /** Path relative to the project root, as shown in messages. */
  readonly path: string;
  readonly text: string;
}

export class SchemaError extends Error {
  constructor(readonly file: string, readonly line: number, readonly detail: string) {
    super(`${file}:${line}: ${detail}`);
  }
}

export type PathSegment = string | number;

/**
 * What the passes that build the IR read: a file's data and where each value in it came from. A
 * parsed file answers for itself; a model composed with traits (traits.ts) answers for every value
 * with the file and line it was written at, the model's or a trait's.
 */
export interface SchemaSource {
  /** The file the source stands for (a composed model: the model file). */
  readonly file: SourceFile;
  readonly data: unknown;
  error(path: readonly PathSegment[], message: string): SchemaError;
  /** "file:line" of the value at `path`. */
  where(path: readonly PathSegment[]): string;
  /**
   * Who declares a plug-in part (`rules.clean`, `computed.<name>`, `filters.<name>`) of a model
   * composed with traits; absent on a plain file, whose parts are all its own.
   */
  declarers?(key: string): Declarers;
}

/** The traits that declare a plug-in part of a model, and where the model file itself does ("file:line"; null: it does not). */
export interface Declarers {
  readonly traits: readonly string[];
  /** Where the model file declares it; null: only traits do; undefined: the model, elsewhere than the part's section (a field without a column declares its computed reader). */
  readonly own: string | null | undefined;
}

export class ParsedYaml implements SchemaSource {
  readonly data: unknown;
  private readonly doc: Document;
  private readonly lines: LineCounter;

  constructor(readonly file: SourceFile) {
    this.lines = new LineCounter();
    this.doc = parseDocument(file.text, { lineCounter: this.lines, uniqueKeys: true, prettyErrors: false });
    const first = this.doc.errors[0];
    if (first) {
      const line = this.lines.linePos(first.pos[0]).line;
      throw new SchemaError(file.path, line, `invalid YAML: ${first.message.split('\n')[0]}`);
    }
    this.data = this.doc.toJS();
  }

  /**
   * Line of the value at `path`; for a mapping entry, the line of its key. Falls back to the
   * nearest ancestor that exists, then to line 1.
   */
  line(path: readonly PathSegment[]): number {
    for (let depth = path.length; depth >= 0; depth--) {
      const offset = this.offsetOf(path.slice(0, depth));
      if (offset !== undefined) return this.lines.linePos(offset).line;
    }
    return 1;
  }

  error(path: readonly PathSegment[], message: string): SchemaError {
    return new SchemaError(this.file.path, this.line(path), message);
  }

  where(path: readonly PathSegment[]): string {
    return `${this.file.path}:${this.line(path)}`;
  }

  private offsetOf(path: readonly PathSegment[]): number | undefined {
    let node: unknown = this.doc.contents;
    let keyOffset: number | undefined;
    for (const segment of path) {
      keyOffset = undefined;
      if (isMap(node)) {
        const pair = node.items.find((item) => keyText(item.key) === String(segment));
        if (!pair) return undefined;
        keyOffset = (pair.key as Node | null)?.range?.[0];
        node = pair.value;
      } else if (isSeq(node) && typeof segment === 'number') {
        node = node.items[segment];
        if (node === undefined) return undefined;
      } else {
        return undefined;
      }
    }
    return keyOffset ?? (node as Node | null)?.range?.[0] ?? 0;
  }
}

function keyText(key: unknown): string | undefined {
  if (key && typeof key === 'object' && 'value' in key) return String((key as { value: unknown }).value);
  return key === undefined || key === null ? undefined : String(key);
}
