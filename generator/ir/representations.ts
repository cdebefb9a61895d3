// Representations: the field order of the complete form, the brief and nested forms, the search
// fields (and what a search index can serve), the default ordering and the display templates.
import type { SchemaError } from '../load/source.js';
import type { Draft } from './draft.js';
import { STRING_TYPES } from './fields.js';
import { checkPath } from './paths.js';

/** Fields every API representation starts with; the runtime renders them. */
export const BASE_FIELDS = ['id', 'url', 'display_url', 'display'] as const;

/** Fills in the model's order, brief and nested lists (its computed fields already built). */
export function buildRepresentations(draft: Draft, byKey: ReadonlyMap<string, Draft>, errors: SchemaError[]): void {
  const { meta, raw, file } = draft;
  const fieldByName = new Map(meta.fields.map((f) => [f.name, f]));
  // A field without a column is shown by the computed field of its name (computed.ts).
  const api = meta.fields.filter((f) => !f.internal && !f.writeOnly && !f.unstored);
  const available = [...BASE_FIELDS, ...api.map((f) => f.name), ...meta.computed.map((c) => c.name)];
  const defaultOrder = [
    ...BASE_FIELDS,
    ...api.filter((f) => f.name !== '_depth').map((f) => f.name),
    ...meta.computed.map((c) => c.name),
    ...(meta.tree ? ['_depth'] : []),
  ];
  if (raw.field_order) {
    const given = new Set(raw.field_order);
    raw.field_order.forEach((name, i) => {
      if (!available.includes(name)) errors.push(file.error(['field_order', i], `field_order: unknown field "${name}"`));
    });
    // NetBox's component templates have no display_url: it may be left out.
    const missing = available.filter((name) => !given.has(name) && name !== 'display_url');
    if (missing.length) errors.push(file.error(['field_order'], `field_order: missing ${missing.join(', ')}`));
    // A model file says only what is its own: an order that is the default is left out.
    else if (raw.field_order.join() === defaultOrder.join()) {
      errors.push(file.error(['field_order'], 'field_order: the default order (base fields, the fields as declared, features, computed fields); leave it out'));
    }
    meta.order = raw.field_order;
  } else {
    meta.order = defaultOrder;
  }
  for (const list of ['brief', 'nested', 'search'] as const) {
    (raw[list] ?? []).forEach((name, i) => {
      if (!available.includes(name)) errors.push(file.error([list, i], `${list}: unknown field "${name}"`));
    });
  }
  (raw.search_from_start ?? []).forEach((name, i) => {
    const field = fieldByName.get(name);
    if (!raw.search?.includes(name)) errors.push(file.error(['search_from_start', i], `search_from_start: "${name}" is not in search`));
    // A byte-order range matches case-insensitively only text stored in one case.
    else if (field?.type !== 'ip_address' && field?.type !== 'ip_prefix') errors.push(file.error(['search_from_start', i], `search_from_start: "${name}" is not an IP field`));
  });
  if (raw.search_index) {
    // Trigram indexes read text: a number or a relation in the list would need a cast the query
    // does not make, so the index would never serve it.
    const fromStart = new Set(raw.search_from_start ?? []);
    const unindexable = (raw.search ?? []).filter((name) => !fromStart.has(name)).filter((name) => {
      const field = fieldByName.get(name);
      return field && (!STRING_TYPES.has(field.type) || field.column === null);
    });
    if (!raw.search?.length) errors.push(file.error(['search_index'], 'search_index: the model has no search fields to index'));
    else if (unindexable.length) errors.push(file.error(['search_index'], `search_index: only text fields can be indexed, not ${unindexable.join(', ')}`));
  }
  meta.brief = raw.brief ?? ['id', 'url', 'display', ...(fieldByName.has('name') ? ['name'] : []), ...(fieldByName.has('description') ? ['description'] : [])];
  const countNames = new Set(meta.computed.filter((c) => !c.inNested).map((c) => c.name));
  meta.nested = raw.nested ?? meta.brief.filter((name) => !countNames.has(name));
  meta.ordering.forEach((term, i) => {
    const name = term.replace(/^-/, '').replace(/ nulls (first|last)$/, '');
    if (!fieldByName.has(name) && name !== 'id') errors.push(file.error(['ordering', i], `ordering: unknown field "${name}"`));
  });

  // display placeholders
  meta.display.forEach((template, i) => {
    for (const placeholder of template.matchAll(/\{([^}]+)\}/g)) {
      const problem = checkPath(meta.key, placeholder[1]!.split('.'), byKey);
      if (problem) errors.push(file.error(typeof raw.display === 'string' ? ['display'] : ['display', i], `display: ${problem}`));
    }
  });
}

/** Whether a model's representation can show the field (a related model's nested form). */
export function representable(draft: Draft, name: string): boolean {
  return (BASE_FIELDS as readonly string[]).includes(name)
    || draft.meta.fields.some((f) => f.name === name && !f.internal)
    || Object.hasOwn(draft.raw.computed ?? {}, name);
}
