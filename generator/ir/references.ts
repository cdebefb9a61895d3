// The references of a model's fields: related models, choice sets, defaults among the choices, and the
// fields a relation's nested form shows.
import type { ChoiceMeta } from '../../contract/index.js';
import type { SchemaError } from '../load/source.js';
import type { Draft } from './draft.js';
import { representable } from './representations.js';

export function checkReferences(draft: Draft, byKey: ReadonlyMap<string, Draft>, choices: Record<string, readonly ChoiceMeta[]>, errors: SchemaError[]): void {
  const { meta, raw, file } = draft;
  for (const field of meta.fields) {
    const at = ['fields', field.name];
    if (field.to && !byKey.has(field.to)) {
      errors.push(file.error(raw.fields[field.name] ? [...at, 'to'] : ['features'], `${field.name}: unknown model "${field.to}"`));
    }
    if (field.type === 'generic' || field.type === 'generic_list') {
      for (const target of field.targets ?? []) {
        if (!byKey.has(target)) errors.push(file.error([...at, 'to'], `${field.name}: unknown model "${target}"`));
      }
    }
    if (field.choices && !choices[field.choices]) errors.push(file.error([...at, 'choices'], `${field.name}: unknown choice set "${field.choices}"`));
    if (field.default !== undefined && field.choices && choices[field.choices] && field.default !== '' && field.default !== null
        && !choices[field.choices]!.some((c) => c.value === field.default)) {
      errors.push(file.error([...at, 'default'], `${field.name}: default ${JSON.stringify(field.default)} is not in choice set ${field.choices}`));
    }
    if (field.nested && field.to && byKey.has(field.to)) {
      const target = byKey.get(field.to)!;
      for (const [i, n] of field.nested.entries()) {
        if (!representable(target, n)) errors.push(file.error([...at, 'nested', i], `${field.name}: ${field.to} has no field "${n}"`));
      }
    }
  }
}
