// Choice files → choice sets keyed "app.name", flattened (groups dissolved) and checked for repeated values.
import type { ChoiceMeta } from '../../contract/index.js';
import type { SchemaError, SchemaSource } from '../load/source.js';
import type { ChoiceFile } from './model-file.js';

export function buildChoices(files: readonly SchemaSource[], errors: SchemaError[]): Record<string, readonly ChoiceMeta[]> {
  const out: Record<string, readonly ChoiceMeta[]> = {};
  for (const file of files) {
    const app = /([^/]+)\.ya?ml$/.exec(file.file.path)![1]!;
    for (const [name, entries] of Object.entries(file.data as ChoiceFile)) {
      const flat: ChoiceMeta[] = [];
      for (const entry of entries) {
        const pairs = Array.isArray(entry) ? [entry] : entry.choices;
        for (const [value, label] of pairs) flat.push({ value, label });
      }
      const seen = new Set<string | number>();
      flat.forEach((choice) => {
        if (seen.has(choice.value)) errors.push(file.error([name], `choice set ${app}.${name} repeats the value ${JSON.stringify(choice.value)}`));
        seen.add(choice.value);
      });
      out[`${app}.${name}`] = flat;
    }
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : 1)));
}
