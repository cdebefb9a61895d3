// The fuzz suite's CI sample (test/fuzz/corpus.ts) keeps what it claims: every endpoint, filter,
// lookup and writable field is sent, every filter kind meets every query value (the pattern and
// empty lookups apart) and every field type every body value, in fewer requests than the full corpus.
import { describe, expect, it } from 'vitest';
import { LOOKUPS, type ModelMeta } from '../../contract/index.js';
import { registry } from '../../generated/registry.js';
import { BODY_VALUES, corpus, QUERY_VALUES, type FuzzCase } from '../fuzz/corpus.js';

const MODELS = registry.models.filter((m) => m.api);
const objectIds = new Map(MODELS.map((m) => [m.key, 1] as const));
const ci = corpus(registry, { size: 'ci', objectIds });
const full = corpus(registry, { size: 'full', objectIds });

/** A filter case's parameter, its filter's kind and lookup, and its value. */
function filterOf(c: FuzzCase): { param: string; name: string; kind: string; lookup: string; value: string; parses?: string } | undefined {
  const match = /^\?([^=]+)=(.*)$/s.exec(c.path);
  if (c.method !== 'GET' || !match) return undefined;
  const [param, value] = [match[1]!, decodeURIComponent(match[2]!)];
  // A common parameter may share its name with a filter (an ASN range's `start`): the case says which it is.
  if (c.parses === param) return { param, name: param, kind: param, lookup: 'exact', value, parses: c.parses };
  for (const filter of c.model.filters) {
    const lookup = param === filter.name ? 'exact' : param.startsWith(`${filter.name}__`) ? param.slice(filter.name.length + 2) : undefined;
    if (lookup && (LOOKUPS[filter.kind] as readonly string[]).includes(lookup)) return { param, name: filter.name, kind: filter.kind, lookup, value, parses: c.parses };
  }
  return { param, name: param, kind: param, lookup: 'exact', value, parses: c.parses };
}

const writable = (m: ModelMeta) => m.fields.filter((f) => !f.readOnly && !f.internal && f.name !== 'id');

describe('the fuzz CI sample', () => {
  it('is under half the full corpus', () => {
    expect(ci.length).toBeLessThan(full.length / 2);
  });

  it('sends every filter with every lookup of its kind somewhere, and every filter of every endpoint', () => {
    const sent = new Set(ci.map((c) => `${c.model.key} ${filterOf(c)?.name}`));
    const lookupsSent = new Set(ci.map(filterOf).filter((f) => f).map((f) => `${f!.kind}/${f!.lookup}`));
    for (const model of MODELS) {
      for (const filter of model.filters) {
        expect(sent.has(`${model.key} ${filter.name}`), `${model.key} ${filter.name}`).toBe(true);
        for (const lookup of LOOKUPS[filter.kind]) expect(lookupsSent.has(`${filter.kind}/${lookup}`), `${filter.kind}/${lookup}`).toBe(true);
      }
    }
  });

  it('gives every filter kind every query value, and the regex, iregex and empty lookups each every value', () => {
    const met = new Map<string, Set<string>>();
    for (const f of ci.map(filterOf)) {
      if (!f) continue;
      const key = ['regex', 'iregex', 'empty'].includes(f.lookup) ? `${f.kind}/${f.lookup}` : f.kind;
      expect(f.parses, f.param).toBe(key);
      met.set(key, (met.get(key) ?? new Set()).add(f.value));
    }
    expect(met.size).toBeGreaterThan(20);
    for (const [key, values] of met) expect([...values].sort(), key).toEqual([...new Set(QUERY_VALUES)].sort());
  });

  it('writes every writable field, and gives every field type every body value', () => {
    const met = new Map<string, Set<string>>();
    const fieldsSent = new Set<string>();
    for (const c of ci) {
      const name = c.method === 'POST' ? /^\{("(?:[^"\\]|\\.)*"): /.exec(c.body ?? '')?.[1] : undefined;
      const field = name ? c.model.fields.find((f) => f.name === JSON.parse(name)) : undefined;
      if (!field || !c.label.startsWith(`POST ${field.name} = `)) continue;
      fieldsSent.add(`${c.model.key} ${field.name}`);
      const key = `${field.type}${field.nullable ? '?' : ''}`;
      met.set(key, (met.get(key) ?? new Set()).add(c.body!.slice(name!.length + 3, -1)));
    }
    for (const model of MODELS.filter((m) => !m.readOnly)) {
      for (const field of writable(model)) expect(fieldsSent.has(`${model.key} ${field.name}`), `${model.key} ${field.name}`).toBe(true);
    }
    for (const [key, values] of met) expect(values.size, key).toBe(new Set(BODY_VALUES.map(([, json]) => json)).size);
  });
});
