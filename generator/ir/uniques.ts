// Unique constraints: single fields flagged `unique` and `unique_together` entries, with their names
// (as the migrations create them) and NetBox's error messages; a constraint declared twice is an error.
import type { FieldMeta, UniqueMeta } from '../../contract/index.js';
import type { SchemaError } from '../load/source.js';
import type { Draft } from './draft.js';
import { capfirst, identifier, textList } from './names.js';

export function buildUniques(draft: Draft, errors: SchemaError[]): UniqueMeta[] {
  const { raw, file } = draft;
  const uniques = declaredUniques(draft, new Map(draft.meta.fields.map((f) => [f.name, f])), errors);
  const seenUniques = new Set<string>();
  uniques.forEach((unique) => {
    if (seenUniques.has(unique.name)) {
      const i = (raw.unique_together ?? []).findIndex((u) => unique.fields.every((f) => u.fields.includes(f)) && u.fields.length === unique.fields.length);
      errors.push(file.error(i >= 0 ? ['unique_together', i] : ['fields'], `unique constraint on ${unique.fields.join(', ')} is declared twice`));
    }
    seenUniques.add(unique.name);
  });
  return uniques;
}

function declaredUniques(draft: Draft, fieldByName: ReadonlyMap<string, FieldMeta>, errors: SchemaError[]): UniqueMeta[] {
  const { meta, raw, file } = draft;
  const uniques: UniqueMeta[] = [];
  for (const [name, spec] of Object.entries(raw.fields)) {
    if (!spec.unique) continue;
    const field = fieldByName.get(name)!;
    uniques.push({
      name: identifier(meta.table, field.column!, 'uniq'),
      fields: [name], caseInsensitive: [], whenNull: [],
      message: `${meta.verboseName} with this ${field.label} already exists.`,
      errorKey: name,
    });
  }
  (raw.unique_together ?? []).forEach((spec, i) => {
    // What is left of a `remove` after composing with the traits (load/traits.ts): a model without traits.
    if (spec.remove) {
      errors.push(file.error(['unique_together', i], `unique_together: no trait gives a constraint on ${spec.fields.join(', ')} to remove`));
      return;
    }
    const columns: string[] = [];
    for (const name of [...spec.fields, ...(spec.case_insensitive ?? []), ...(spec.when_null ?? [])]) {
      const field = fieldByName.get(name);
      if (!field || field.column === null) errors.push(file.error(['unique_together', i], `unique_together: "${name}" is not a stored field`));
      else columns.push(field.column);
    }
    for (const name of spec.case_insensitive ?? []) {
      if (!spec.fields.includes(name)) errors.push(file.error(['unique_together', i, 'case_insensitive'], `case_insensitive: "${name}" is not among the fields`));
    }
    const labels = spec.fields.map((n) => capfirst(fieldByName.get(n)?.label ?? n));
    const nameParts = [meta.table, ...spec.fields.map((n) => fieldByName.get(n)?.column ?? n)];
    if (spec.case_insensitive?.length) nameParts.push('ci');
    if (spec.when_null?.length) nameParts.push('when', ...spec.when_null.map((n) => fieldByName.get(n)?.column ?? n), 'null');
    uniques.push({
      name: identifier(...nameParts, 'uniq'),
      fields: spec.fields,
      caseInsensitive: spec.case_insensitive ?? [],
      whenNull: spec.when_null ?? [],
      message: spec.message ?? `${capfirst(meta.verboseName)} with this ${textList(labels)} already exists.`,
      errorKey: spec.error_field ?? '__all__',
    });
  });
  return uniques;
}
