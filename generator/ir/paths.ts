// Paths through relations: a display placeholder or an alias (device_type.manufacturer.name), and a
// declared filter's path of relation steps (forward, generic or reverse).
import type { FieldMeta, ModelMeta, PathStep } from '../../contract/index.js';
import type { Draft } from './draft.js';

/** The modifiers the last part of a display placeholder may carry, and the fields each applies to. */
const MODIFIERS: Readonly<Record<string, (field: FieldMeta) => boolean>> = {
  label: (field) => field.type === 'choice',
  minute: (field) => field.type === 'datetime',
  capfirst: (field) => ['string', 'text', 'slug'].includes(field.type),
};

/**
 * A display placeholder such as {device_type.manufacturer.name} must follow fk (or generic)
 * fields to a real field; the last part may carry a modifier ({priority:label}, {created:minute}).
 */
export function checkPath(modelKey: string, path: string[], byKey: ReadonlyMap<string, Draft>): string | null {
  let draft = byKey.get(modelKey)!;
  for (const [i, raw] of path.entries()) {
    const [part, modifier] = raw.split(':') as [string, string | undefined];
    const last = i === path.length - 1;
    if (modifier !== undefined && !last) return `"${path.join('.')}": a modifier applies to the last part only`;
    if (part === 'id') return last && modifier === undefined ? null : `"${path.join('.')}": id has no fields`;
    // An internal column may be shown (an FHRP group's first address), though never a field of the API.
    const field = draft.meta.fields.find((f) => f.name === part && (f.column !== null || f.type === 'generic'));
    if (!field) return `unknown field "${path.slice(0, i + 1).join('.')}"`;
    if (modifier !== undefined && !MODIFIERS[modifier]?.(field)) return `"${raw}": unknown modifier "${modifier}" for a ${field.type} field (${Object.keys(MODIFIERS).join(', ')})`;
    if (field.type === 'generic') {
      if (!last) return `"${path.join('.')}": a generic relation shows the object's display only`;
      continue;
    }
    if (field.type !== 'fk') return last ? null : `"${path.slice(0, i + 1).join('.')}" is not a relation`;
    const next = byKey.get(field.to!);
    if (!next) return `unknown model "${field.to}"`;
    draft = next;
  }
  return null;
}

/** The relation step that follows an fk or m2m field. */
export function stepOf(model: ModelMeta, field: FieldMeta): PathStep {
  if (field.type === 'm2m') return { via: 'm2m', model: model.key, through: field.through!, to: field.to! };
  return { via: 'fk', model: model.key, column: field.column!, to: field.to! };
}

/**
 * Path segments → relation steps. A segment is a field (fk or m2m), a generic relation with its
 * target (assigned_object[dcim.interface]) or a reverse step (<dcim.interface:device: the
 * interfaces whose `device` points at the current object).
 */
export function resolvePath(start: ModelMeta, segments: readonly string[], byKey: ReadonlyMap<string, Draft>): PathStep[] | string {
  const steps: PathStep[] = [];
  let model = start;
  for (const segment of segments) {
    const reverse = /^<([a-z][a-z0-9]*\.[a-z][a-z0-9]*):([a-z_][a-z0-9_]*)$/.exec(segment);
    if (reverse) {
      const other = byKey.get(reverse[1]!)?.meta;
      const field = other?.fields.find((f) => f.name === reverse[2]);
      if (!other || !field) return `"${segment}": unknown model or field`;
      if (field.type === 'fk' && field.to === model.key) steps.push({ via: 'reverse', model: model.key, column: field.column!, to: other.key });
      else if (field.type === 'm2m' && field.to === model.key) steps.push({ via: 'reverse_m2m', model: model.key, through: field.through!, to: other.key });
      else if (field.type === 'generic' && field.targets?.includes(model.key)) steps.push({ via: 'reverse', model: model.key, column: field.parts!.id, type: field.parts!.type, to: other.key });
      else return `"${segment}": ${other.key}.${field.name} does not point at ${model.key}`;
      model = other;
      continue;
    }
    const [, name, target] = /^([a-z_][a-z0-9_]*)(?:\[(.+)\])?$/.exec(segment)!;
    const field = model.fields.find((f) => f.name === name);
    if (!field) return `"${segment}": ${model.key} has no field "${name}"`;
    if (field.type === 'generic') {
      if (!target || !field.targets?.includes(target)) return `"${segment}": name one of the relation's targets in brackets (${(field.targets ?? []).join(', ')})`;
      steps.push({ via: 'generic', model: model.key, type: field.parts!.type, id: field.parts!.id, to: target });
      model = byKey.get(target)!.meta;
    } else if ((field.type === 'fk' || field.type === 'm2m') && !target) {
      steps.push(stepOf(model, field));
      model = byKey.get(field.to!)!.meta;
    } else {
      return `"${segment}" is not a relation`;
    }
  }
  return steps;
}
