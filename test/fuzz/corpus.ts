// The bad-input corpus, generated from the registry: for every API endpoint, every declared filter
// with each of its lookups and every writable field, values a hostile or careless client sends
// (wrong JSON types, numbers at and beyond every boundary, NUL and control characters, huge
// strings, deep nesting, bogus ids, SQL-looking text, impossible dates, bad regexes), plus
// malformed bodies and wrong media types. `full` is every combination; `ci` a sample of it in which
// every endpoint, filter, lookup, field and value still takes part. A value is parsed by its
// filter's kind and lookup, and checked by its field's type and limits, not by the parameter or field
// itself; what one parameter or field adds is that its own wiring (column, relation, plug-in)
// answers. So in `ci` every filter is sent once per lookup of its kind only where its kind has
// few filters: each kind's lookups are dealt to its filters in turn, each kind (and the lookups
// that parse apart) takes the values in turn, and each field type the body values, so that every
// filter, lookup and field is sent, and every kind and field type meets every value, in under half of
// the requests every filter parameter did (63 endpoints: 14,934 → 6,689).
import { LOOKUPS, type FieldMeta, type ModelMeta, type Registry } from '../../contract/index.js';

export interface FuzzCase {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Relative to the endpoint's list path ("" or "<id>/"), with the query string. */
  readonly path: string;
  readonly model: ModelMeta;
  /** Raw body text, sent as is. */
  readonly body?: string;
  readonly contentType?: string;
  /** A filter case: what parses its value (`valueKey`: the filter's kind, with the lookup where it parses apart, or the common parameter). */
  readonly parses?: string;
  /** The filter parameter or field the case is about: a 400 must name it. */
  readonly names?: string;
  /** What the case is, for the report ("filter name__ic = 1e308"). */
  readonly label: string;
}

/** Raw JSON text nested `depth` levels of lists. */
const nestedLists = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Values a body field is sent, as JSON text (raw: deep nesting is written, not built). */
export const BODY_VALUES: readonly (readonly [string, string])[] = [
  ['true', 'true'], ['false', 'false'], ['0', '0'], ['-1', '-1'], ['1.5', '1.5'], ['""', '""'], ['"x"', '"x"'],
  ['[]', '[]'], ['{}', '{}'], ['[1]', '[1]'], ['{"id": [1, 2]}', '{"id": [1, 2]}'], ['{"slug": ["a"]}', '{"slug": ["a"]}'], ['null', 'null'],
  ['2^31', String(2 ** 31)], ['-2^31-1', String(-(2 ** 31) - 1)], ['2^53', String(2 ** 53)], ['2^63', '9223372036854775808'],
  ['2^64', '18446744073709551616'], ['1e308', '1e308'], ['-1e308', '-1e308'], ['1e-308', '1e-308'], ['99999999999999999999', '99999999999999999999'],
  ['NUL', JSON.stringify('a\u0000b')], ['controls', JSON.stringify('\u0001\u001f\u007f')], ['bidi', JSON.stringify('\u202egnp.exe')],
  ['100k characters', JSON.stringify('x'.repeat(100_000))], ['nested 100', nestedLists(100)], ['nested 10,000', nestedLists(10_000)],
  ['bogus id', '999999999'], ['bogus id object', '{"id": 999999999}'], ['SQL', JSON.stringify("' OR 1=1 --")], ['SQL 2', JSON.stringify('1); DROP TABLE dcim_site; --')],
  ['bad date', '"2020-02-30"'], ['bad datetime', '"2021-13-45T25:61:00Z"'], ['bad regex', JSON.stringify('(.+)+Q(')], ['astral', JSON.stringify('𝔘𝔫𝔦')],
  ['attribute reference', '{"name": {"name": {"name": "x"}}}'], ['NUL key', JSON.stringify({ 'a\u0000': 1 })],
  ['typed attributes', '{"created": "2020-01-01xyz", "id": 1.5}'], ['attribute list', '{"id": [1]}'], ['attribute date', '{"last_updated": "0000-01-01"}'],
  ['year 0', '"0000-01-01"'], ['past year 9999', '"9999-12-31T23:59:59-05:00"'],
];

/** Values a filter parameter is sent (URL-encoded when sent). */
export const QUERY_VALUES: readonly string[] = [
  '', ' ', 'x', '-1', '0', '1.5', '99999999999999999999', '-99999999999999999999', '18446744073709551616', '1e308', 'NaN', 'null', 'true',
  "' OR 1=1 --", '%', '_', '\\', '2020-02-30', '2021-13-45T25:61', '(', '(.+)+Q', '\\p{L}', 'a{99999999}', '[[', 'x'.repeat(4000),
  '𝔘', '\u0001', '::1/129', '10.0.0.0/33', '999.1.1.1', 'dcim.nothing', '1,2', 'a\u0000',
  '0000-01-01', '9999-12-31T23:59:59-05:00', '2020-01-01xyz', '[\\d-z]', '[\\w-z]',
];

/** Bodies that are wrong as a whole, for any write. */
const WHOLE_BODIES: readonly (readonly [string, string, string | undefined])[] = [
  ['malformed JSON', '{"name": ', 'application/json'],
  ['truncated list', '[{"id": 1}', 'application/json'],
  ['text/plain', 'name=x', 'text/plain'],
  ['form encoded', 'name=x&slug=x', 'application/x-www-form-urlencoded'],
  ['JSON null', 'null', 'application/json'],
  ['JSON string', '"string"', 'application/json'],
  ['JSON number', '123', 'application/json'],
  ['list of null', '[null]', 'application/json'],
  ['list of numbers', '[1, 2]', 'application/json'],
  ['nested 10,000', nestedLists(10_000), 'application/json'],
  ['bulk id list', '[{"id": [1]}]', 'application/json'],
  ['bulk id huge', '[{"id": 99999999999999999999}]', 'application/json'],
];

/** Query parameters every list takes. */
const COMMON_PARAMS = ['q', 'limit', 'offset', 'start', 'ordering', 'brief', 'fields', 'omit', 'exclude', 'tag', 'tag_id', 'cf_nothing'];

export interface CorpusOptions {
  readonly size: 'ci' | 'full';
  /** The id of an existing object per model key (writes are aimed at it). */
  readonly objectIds: ReadonlyMap<string, number>;
  readonly seed?: number;
}

/** Every case for every API endpoint of `registry`. */
export function corpus(registry: Registry, options: CorpusOptions): FuzzCase[] {
  const random = seededRandom(options.seed ?? 14);
  const full = options.size === 'full';
  const cases: FuzzCase[] = [];
  const models = registry.models.filter((m) => m.api);
  // Dealt once per model: the dealing goes on in turn across calls, so counting the kinds and then
  // sending the parameters must see the same ones.
  const dealing = full ? everyFilterParam : dealtFilterParams(models);
  const dealt = new Map(models.map((model) => [model.key, dealing(model)]));
  const filterParams = (model: ModelMeta) => dealt.get(model.key)!;
  const filterValues = full ? () => [...QUERY_VALUES] : inTurn(models.flatMap(filterParams).map((p) => valueKey(p.kind)), QUERY_VALUES, random);
  const bodyValues = full ? () => [...BODY_VALUES] : inTurn(models.filter((m) => !m.readOnly).flatMap((m) => writableFields(m).map(fieldKind)), BODY_VALUES, random);
  const pick = <T>(items: readonly T[], count: number): T[] => (full ? [...items] : sample(items, count, random));
  for (const model of models) {
    const id = options.objectIds.get(model.key);
    for (const { param, kind } of filterParams(model)) {
      for (const value of filterValues(valueKey(kind))) {
        cases.push({ method: 'GET', path: `?${param}=${encodeURIComponent(value)}`, model, parses: valueKey(kind), names: param, label: `filter ${param} = ${JSON.stringify(value).slice(0, 40)}` });
      }
    }
    if (id !== undefined) {
      for (const value of pick(QUERY_VALUES, 1)) cases.push({ method: 'GET', path: `${id}/?fields=${encodeURIComponent(value)}`, model, label: `detail fields = ${JSON.stringify(value).slice(0, 40)}` });
      cases.push({ method: 'GET', path: '99999999999999999999/', model, label: 'detail of an id beyond the key range' });
    }
    if (model.readOnly) continue;
    for (const field of writableFields(model)) {
      for (const [name, json] of bodyValues(fieldKind(field))) {
        const body = `{${JSON.stringify(field.name)}: ${json}}`;
        if (id !== undefined) cases.push({ method: 'PATCH', path: `${id}/`, model, body, contentType: 'application/json', names: field.name, label: `PATCH ${field.name} = ${name}` });
        cases.push({ method: 'POST', path: '', model, body, contentType: 'application/json', label: `POST ${field.name} = ${name}` });
      }
    }
    for (const [name, body, contentType] of pick(WHOLE_BODIES, 4)) {
      cases.push({ method: 'POST', path: '', model, body, ...(contentType ? { contentType } : {}), label: `POST ${name}` });
      cases.push({ method: 'PATCH', path: '', model, body, ...(contentType ? { contentType } : {}), label: `bulk PATCH ${name}` });
      if (id !== undefined) cases.push({ method: 'PUT', path: `${id}/`, model, body, ...(contentType ? { contentType } : {}), label: `PUT ${name}` });
    }
  }
  return cases;
}

/** A filter parameter, and what parses its value: its filter's kind and lookup, or the common parameter itself. */
interface FilterParam {
  readonly param: string;
  readonly kind: string;
}

/** Every filter parameter of a list: each filter with each lookup of its kind, and the common ones. */
function everyFilterParam(model: ModelMeta): FilterParam[] {
  const params: FilterParam[] = COMMON_PARAMS.map((param) => ({ param, kind: param }));
  for (const filter of model.filters) {
    for (const lookup of LOOKUPS[filter.kind] as readonly string[]) params.push(filterParam(filter.name, filter.kind, lookup));
  }
  return params;
}

/**
 * The CI sample's filter parameters: the common ones, and each filter with the next lookups of its
 * kind in turn (over every model's filters of that kind), as many as make every lookup of the kind
 * sent at least once: one each where a kind has more filters than lookups.
 */
function dealtFilterParams(models: readonly ModelMeta[]): (model: ModelMeta) => FilterParam[] {
  const filtersOfKind = new Map<string, number>();
  for (const model of models) for (const filter of model.filters) filtersOfKind.set(filter.kind, (filtersOfKind.get(filter.kind) ?? 0) + 1);
  const nextLookup = new Map<string, number>();
  return (model) => {
    const params: FilterParam[] = COMMON_PARAMS.map((param) => ({ param, kind: param }));
    for (const filter of model.filters) {
      const lookups = LOOKUPS[filter.kind] as readonly string[];
      const each = Math.ceil(lookups.length / filtersOfKind.get(filter.kind)!);
      const start = nextLookup.get(filter.kind) ?? 0;
      nextLookup.set(filter.kind, start + each);
      for (let i = 0; i < each; i += 1) params.push(filterParam(filter.name, filter.kind, lookups[(start + i) % lookups.length]!));
    }
    return params;
  };
}

function filterParam(name: string, kind: string, lookup: string): FilterParam {
  return { param: lookup === 'exact' ? name : `${name}__${lookup}`, kind: `${kind}/${lookup}` };
}

/**
 * What parses a filter value: its filter's kind, and the lookup only where the lookup parses it
 * apart (a pattern for regex and iregex, a boolean for empty); `ic`, `lt`, `n` and the others
 * read the kind's value.
 */
function valueKey(param: string): string {
  return param.replace(/\/(?!regex$|iregex$|empty$).*$/, '');
}

/** What checks a body value: the field's type, and whether it may be null. */
function fieldKind(field: FieldMeta): string {
  return `${field.type}${field.nullable ? '?' : ''}`;
}

/**
 * The values of one parameter (or field) after another, given the kinds of every one of them in
 * the corpus: each kind's members take the values in turn from a seeded start, at least `least`
 * each, and a kind with fewer members than values gives each several, so that every kind meets
 * every value.
 */
function inTurn<V>(kinds: readonly string[], values: readonly V[], random: () => number, least = 1): (kind: string) => V[] {
  const counts = new Map<string, number>();
  for (const kind of kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  const next = new Map<string, number>();
  return (kind) => {
    const each = Math.max(least, Math.ceil(values.length / counts.get(kind)!));
    const start = next.get(kind) ?? Math.floor(random() * values.length);
    next.set(kind, start + each);
    return Array.from({ length: each }, (_, i) => values[(start + i) % values.length]!);
  };
}

function writableFields(model: ModelMeta): FieldMeta[] {
  return model.fields.filter((f) => !f.readOnly && !f.internal && f.name !== 'id');
}

/** `count` items (all when fewer), without repeats. */
function sample<T>(items: readonly T[], count: number, random: () => number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return out;
}

/** mulberry32: the same sample on every run with the same seed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
