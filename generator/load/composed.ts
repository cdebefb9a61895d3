// A model file composed with others (its traits, the component a template copies fields from):
// one SchemaSource whose every value still answers with the file and line it was written at.
import type { Declarers, ParsedYaml, PathSegment, SchemaError, SchemaSource, SourceFile } from './source.js';

export type Data = Record<string, unknown>;

/** Where a value of the composed model was written. */
export interface Origin {
  readonly source: ParsedYaml;
  readonly path: readonly PathSegment[];
}

/** A model file composed with its traits, or a template with its component's fields. */
export class ComposedModel implements SchemaSource {
  readonly file: SourceFile;
  private readonly origins = new Map<string, Origin>();
  /** Who gave each named entry and rule ("computed.name", "rules.clean"): traits, or the model itself. */
  readonly givers = new Map<string, ParsedYaml[]>();

  constructor(readonly model: ParsedYaml, readonly data: Data) {
    this.file = model.file;
  }

  /** Records that the value at `path` of the composed model was written at `origin`. */
  from(path: readonly PathSegment[], origin: Origin): void {
    this.origins.set(JSON.stringify(path), origin);
  }

  /** The file and path the value at `path` was written at. */
  originOf(path: readonly PathSegment[]): { source: ParsedYaml; path: readonly PathSegment[] } {
    for (let depth = path.length; depth > 0; depth--) {
      const origin = this.origins.get(JSON.stringify(path.slice(0, depth)));
      if (origin) return { source: origin.source, path: [...origin.path, ...path.slice(depth)] };
    }
    return { source: this.model, path };
  }

  error(path: readonly PathSegment[], message: string): SchemaError {
    const origin = this.originOf(path);
    return origin.source.error(origin.path, message);
  }

  where(path: readonly PathSegment[]): string {
    const origin = this.originOf(path);
    return origin.source.where(origin.path);
  }

  declarers(key: string): Declarers {
    // A field without a column is read by the computed field of its name: declared by whoever gave the field.
    const field = key.startsWith('computed.') ? this.givers.get(`fields.${key.slice('computed.'.length)}`) : undefined;
    const givers = this.givers.get(key) ?? field ?? [this.model];
    const traits = givers.filter((giver) => giver !== this.model).map(traitName);
    if (!givers.includes(this.model)) return { traits, own: null };
    // Where the model file itself declares it (the composed list keeps a trait's place for a rule both declare).
    const [section, name] = [key.slice(0, key.indexOf('.')), key.slice(key.indexOf('.') + 1)];
    const own = (this.model.data as Data)[section];
    if (Array.isArray(own) ? !own.includes(name) : !(own && Object.hasOwn(own, name))) return { traits, own: undefined };
    const path = Array.isArray(own) ? [section, own.indexOf(name)] : [section, name];
    return { traits, own: this.model.where(path) };
  }
}

/** A trait file's name (a model file's key where a model stands in). */
export function traitName(file: ParsedYaml): string {
  return String((file.data as Data).trait ?? modelKey(file));
}

/** A model file's key ("dcim.interface"), of the file or of a model composed from it. */
export function modelKey(source: SchemaSource): string {
  const data = source.data as Data;
  return `${String(data.app)}.${String(data.model)}`;
}
