// Traits: what a family of models has in common, written once (schema/traits/<name>.yaml) and
// listed by each model (`traits: [component, cabled]`), as NetBox builds its components from a
// few abstract bases. A model composed with its traits is one source for the passes that build
// the IR, which never learn that traits exist; every value of it still answers with the file
// and line it was written at, so an error in a trait's field names the trait's file.
//
// How a model and its traits combine, section by section (MERGED):
// - named entries (fields, computed, filters): the traits' in the order listed, then the
//   model's own; a model may redefine a trait's entry (NetBox's subclasses narrow their bases'
//   fields), two traits may not give the same one;
// - lists (features, rules, unique_together, ...): the traits' items, then the model's, repeats
//   of a name dropped;
// - single values (ordering, display, brief, ...): the model's, else the first trait's;
// - field_order: the model's, where `...<trait>` stands for the trait's own field_order (a trait
//   may instead list the fields of a trait it builds on in an order of its own).
// A trait may list traits of its own; they come before it.
import { deriveTemplates } from './component-templates.js';
import { ComposedModel, modelKey, traitName, type Data } from './composed.js';
import type { ParsedYaml, SchemaError, SchemaSource } from './source.js';

type Merge = 'named' | 'list' | 'single';

/** The sections a trait may give, and how each combines with the model's. */
const MERGED: Readonly<Record<string, Merge>> = {
  features: 'list',
  changelog_related: 'list',
  display: 'single',
  ordering: 'single',
  fields: 'named',
  computed: 'named',
  brief: 'single',
  nested: 'single',
  search: 'list',
  search_from_start: 'list',
  search_index: 'single',
  unique_together: 'list',
  indexes: 'list',
  rules: 'list',
  filters: 'named',
  endpoints: 'named',
};

const MARKER = '...';

/**
 * Every model composed with the traits it lists (a model without traits is its own file); the
 * traits by name, each from schema/traits/<name>.yaml.
 */
export function composeModels(models: readonly ParsedYaml[], traitFiles: readonly ParsedYaml[], errors: SchemaError[]): SchemaSource[] {
  const traits = new Map<string, ParsedYaml>();
  for (const file of traitFiles) {
    const name = (file.data as Data).trait as string;
    if (!file.file.path.endsWith(`schema/traits/${name}.yaml`)) errors.push(file.error(['trait'], `trait ${name} must live in schema/traits/${name}.yaml`));
    else if (traits.has(name)) errors.push(file.error(['trait'], `trait ${name} is also defined in ${traits.get(name)!.file.path}`));
    else traits.set(name, file);
  }
  return deriveTemplates(models.map((model) => ((model.data as Data).traits ? compose(model, traits, errors) : model)), errors);
}

function compose(model: ParsedYaml, traits: ReadonlyMap<string, ParsedYaml>, errors: SchemaError[]): SchemaSource {
  const raw = model.data as Data;
  const chain = traitChain(model, traits, errors);
  const data: Data = { ...raw };
  const composed = new ComposedModel(model, data);
  const sources = [...chain, model];
  for (const [section, merge] of Object.entries(MERGED)) {
    const givers = sources.filter((source) => (source.data as Data)[section] !== undefined);
    if (!givers.length) continue;
    if (merge === 'single') {
      const giver = (raw[section] !== undefined ? model : givers[0])!;
      data[section] = (giver.data as Data)[section];
      composed.from([section], { source: giver, path: [section] });
    } else if (merge === 'named') {
      data[section] = mergeNamed(section, givers, model, composed, errors);
    } else {
      data[section] = mergeList(section, givers, composed);
    }
  }
  if (data.unique_together !== undefined) data.unique_together = withoutRemoved(model, data.unique_together as Data[], errors);
  if (data.fields === undefined) errors.push(model.error(['traits'], `${modelKey(model)} has no fields, of its own or from its traits`));
  if (raw.field_order !== undefined) data.field_order = expandOrder(model, traits, chain, composed, errors);
  // Every trait the model has, those a trait builds on included (ModelMeta.traits).
  data.traits = chain.map(traitName);
  return composed;
}

/**
 * The uniques with those a model's `remove: true` entries name taken out: a model may drop a
 * trait's constraint (an inventory item is unique per device, parent and name, not per device and
 * name as other components). An entry that names no trait's constraint is an error.
 */
function withoutRemoved(model: ParsedYaml, uniques: readonly Data[], errors: SchemaError[]): Data[] {
  const key = (u: Data) => JSON.stringify(u.fields);
  const removed = uniques.filter((u) => u.remove === true);
  const own = ((model.data as Data).unique_together as Data[] | undefined) ?? [];
  for (const entry of removed) {
    if (!uniques.some((u) => u !== entry && u.remove !== true && key(u) === key(entry))) {
      errors.push(model.error(['unique_together', own.indexOf(entry)], `unique_together: no trait gives a constraint on ${(entry.fields as string[]).join(', ')} to remove`));
    }
  }
  const gone = new Set(removed.map(key));
  return uniques.filter((u) => !gone.has(key(u)));
}

/** The model's traits with the traits they build on, each once, a trait after those it lists. */
function traitChain(model: ParsedYaml, traits: ReadonlyMap<string, ParsedYaml>, errors: SchemaError[]): ParsedYaml[] {
  const chain: ParsedYaml[] = [];
  const visit = (file: ParsedYaml, path: readonly string[]): void => {
    ((file.data as Data).traits as string[] | undefined ?? []).forEach((name, i) => {
      const trait = traits.get(name);
      if (!trait) {
        errors.push(file.error(['traits', i], `traits: unknown trait "${name}" (${[...traits.keys()].sort().join(', ') || 'schema/traits/ holds none'})`));
        return;
      }
      if (path.includes(name)) {
        errors.push(file.error(['traits', i], `traits: ${[...path, name].join(' → ')} is a cycle`));
        return;
      }
      if (chain.includes(trait)) return;
      visit(trait, [...path, name]);
      chain.push(trait);
    });
  };
  visit(model, []);
  return chain;
}

function mergeNamed(section: string, givers: readonly ParsedYaml[], model: ParsedYaml, composed: ComposedModel, errors: SchemaError[]): Data {
  const merged: Data = {};
  const givenBy = new Map<string, ParsedYaml>();
  for (const giver of givers) {
    for (const [name, value] of Object.entries((giver.data as Data)[section] as Data)) {
      const earlier = givenBy.get(name);
      if (earlier && giver !== model) {
        errors.push(giver.error([section, name], `${section}.${name} is also given by trait ${traitName(earlier)} (${earlier.where([section, name])})`));
        continue;
      }
      // A model's own entry replaces a trait's, in the trait's place.
      merged[name] = value;
      givenBy.set(name, giver);
      composed.givers.set(`${section}.${name}`, [giver]);
      composed.from([section, name], { source: giver, path: [section, name] });
    }
  }
  return merged;
}

function mergeList(section: string, givers: readonly ParsedYaml[], composed: ComposedModel): unknown[] {
  const merged: unknown[] = [];
  for (const giver of givers) {
    ((giver.data as Data)[section] as unknown[]).forEach((item, i) => {
      if (typeof item === 'string') {
        const key = `${section}.${item}`;
        composed.givers.set(key, [...composed.givers.get(key) ?? [], giver]);
        if (merged.includes(item)) return;
      }
      composed.from([section, merged.length], { source: giver, path: [section, i] });
      merged.push(item);
    });
  }
  return merged;
}

/** The model's field_order with each `...<trait>` replaced by that trait's own (expanded in turn). */
function expandOrder(model: ParsedYaml, traits: ReadonlyMap<string, ParsedYaml>, chain: readonly ParsedYaml[], composed: ComposedModel, errors: SchemaError[]): string[] {
  const order: string[] = [];
  const placed = new Set<ParsedYaml>();
  const expand = (file: ParsedYaml): void => {
    ((file.data as Data).field_order as string[] | undefined ?? []).forEach((name, i) => {
      if (!name.startsWith(MARKER)) {
        composed.from(['field_order', order.length], { source: file, path: ['field_order', i] });
        order.push(name);
        return;
      }
      const trait = traits.get(name.slice(MARKER.length));
      if (!trait || !chain.includes(trait)) {
        errors.push(file.error(['field_order', i], `field_order: "${name}" names no trait of ${modelKey(model)} (${chain.map(traitName).join(', ')})`));
        return;
      }
      if (placed.has(trait)) {
        errors.push(file.error(['field_order', i], `field_order: "${name}" is placed twice`));
        return;
      }
      placed.add(trait);
      expand(trait);
    });
  };
  expand(model);
  // A trait's order that is not placed is fine where its fields are listed otherwise: a trait built
  // on it may put a field of its own among them (modular_component's module between component's
  // device and name), listing them itself instead of placing the marker.
  for (const trait of chain) {
    const own = (trait.data as Data).field_order as string[] | undefined;
    if (own !== undefined && !placed.has(trait) && !own.every((name) => name.startsWith(MARKER) || order.includes(name))) {
      errors.push(model.error(['field_order'], `field_order: place trait ${traitName(trait)}'s fields with "${MARKER}${traitName(trait)}"`));
    }
  }
  return order;
}
