// Services' and service templates' ports as NetBox 4.7 keeps them (ipam/models/services.py
// ServiceBase, ipam/validators.py validate_port_mappings, ipam/utils.py, the API's
// PortMappingsSerializerMixin and ServicePortMappingFilterMixin): a list of "protocol/port"
// strings in canonical form (lower-case protocol, the port a plain integer), at least one, none
// twice. The single-protocol fields of 4.6 (`protocol`, `ports`) are read from the mappings (null
// when there are several protocols) and, written, become mappings.
import type { Knex } from 'knex';
import type { FilterContext, FilterPlugin, Where } from '../../context.js';
import type { ModelMeta } from '../../../contract/index.js';
import { whereJsonListHasAny } from '../../db/query.js';
import { defineTrait } from '../kit/define.js';

const PROTOCOL_SET = 'ipam.service_protocol';
const PORT_MIN = 1;
const PORT_MAX = 65535;

type Mappings = readonly string[];

/** "tcp/80" → ["tcp", "80"]; a missing separator or port gives "" (Python's str.partition). */
function split(mapping: string): [string, string] {
  const at = mapping.indexOf('/');
  return at < 0 ? [mapping, ''] : [mapping.slice(0, at), mapping.slice(at + 1)];
}

/** validate_port_mappings: the canonical list, or the first problem's message. */
function validated(mappings: Mappings, protocols: ReadonlySet<string>): { mappings: string[] } | { problem: string } {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const mapping of mappings) {
    const [protocol, port] = split(mapping);
    if (!port) return { problem: `Invalid port mapping '${mapping}'. Expected format protocol/port (e.g. tcp/80).` };
    if (!protocols.has(protocol.toLowerCase())) return { problem: `Invalid protocol: ${protocol}` };
    // Python's int(): surrounding spaces, a sign, digits.
    if (!/^\s*[-+]?\d+\s*$/.test(port)) return { problem: `Invalid port number: ${port}` };
    const number = Number(port);
    if (number < PORT_MIN || number > PORT_MAX) return { problem: `Port ${number} is not within the permitted range (${PORT_MIN}-${PORT_MAX}).` };
    const canonical = `${protocol.toLowerCase()}/${number}`;
    if (seen.has(canonical)) return { problem: `Duplicate port mapping: ${mapping}` };
    seen.add(canonical);
    out.push(canonical);
  }
  return { mappings: out };
}

/** normalize_port_mapping: the canonical form of a filter's value where it has one, else the value as given. */
function normalized(mapping: string, protocols: ReadonlySet<string>): string {
  const [protocol, port] = split(mapping);
  if (!/^\d+$/.test(port) || !protocols.has(protocol.toLowerCase())) return mapping;
  return `${protocol.toLowerCase()}/${Number(port)}`;
}

/**
 * legacy_protocol_and_ports: one protocol → it and its ports sorted; none → (null, []); several
 * (or a port that is not a number) → (null, null).
 */
function legacy(mappings: Mappings): [string | null, number[] | null] {
  const grouped = new Map<string, string[]>();
  for (const mapping of mappings) {
    const [protocol, port] = split(mapping);
    grouped.set(protocol, [...(grouped.get(protocol) ?? []), port]);
  }
  if (grouped.size === 0) return [null, []];
  if (grouped.size > 1) return [null, null];
  const [[protocol, ports]] = [...grouped] as [[string, string[]]];
  if (!ports.every((port) => /^\d+$/.test(port))) return [null, null];
  return [protocol, ports.map(Number).sort((a, b) => a - b)];
}

const sameList = (a: Mappings, b: Mappings) => a.length === b.length && a.every((item, i) => item === b[i]);

const protocolsOf = (ctx: { readonly index: FilterContext['index'] }) => new Set(ctx.index.choices(PROTOCOL_SET).map((c) => String(c.value)));

/** The comparison operators of the port lookups (NetBox's PORT_MAPPING_LOOKUPS). */
const OPERATORS = { exact: '=', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;
type Lookup = keyof typeof OPERATORS;

/** The port filters and their lookups, in the order NetBox builds the conditions (SERVICE_PORT_FILTERS). */
const PORT_FILTERS = { port: 'exact', port__gt: 'gt', port__gte: 'gte', port__lt: 'lt', port__lte: 'lte' } as const satisfies Record<string, Lookup>;
type PortFilter = keyof typeof PORT_FILTERS;
/** The filters that hold for one single mapping together (filter_queryset), `protocol` first. */
const CORRELATED = ['protocol', ...Object.keys(PORT_FILTERS)] as const;

type PortTest = readonly [Lookup, readonly number[]];

/**
 * NetBox's port_mapping_q: rows with one mapping whose protocol is one of `protocols` (any, when
 * none) and whose port passes every test (each test: any of its values). A lone exact test is an
 * overlap of whole mappings (each port with each protocol); the rest an EXISTS over the list's items.
 */
function mappingMatch(ctx: FilterContext, model: ModelMeta, protocols: readonly string[], tests: readonly PortTest[]): Where {
  const column = `${model.table}.port_mappings`;
  if (tests.length === 1 && tests[0]![0] === 'exact') {
    const combos = (protocols.length ? protocols : [...protocolsOf(ctx)]).flatMap((protocol) => tests[0]![1].map((port) => `${protocol}/${port}`));
    return (qb) => whereJsonListHasAny(qb, ctx.dialect, column, combos);
  }
  const sqlite = ctx.dialect === 'sqlite';
  const source = sqlite ? 'json_each(??) AS m' : 'jsonb_array_elements_text(??) AS m(value)';
  const protocolOf = sqlite ? "substr(m.value, 1, instr(m.value, '/') - 1)" : "split_part(m.value, '/', 1)";
  // Stored mappings are canonical; a malformed one (written around the API) compares as NULL.
  const portOf = sqlite
    ? "CAST(substr(m.value, instr(m.value, '/') + 1) AS INTEGER)"
    : "CASE WHEN split_part(m.value, '/', 2) ~ '^[0-9]+$' THEN split_part(m.value, '/', 2)::integer END";
  const conditions: string[] = [];
  const bindings: unknown[] = [column];
  if (protocols.length) {
    conditions.push(`${protocolOf} IN (${protocols.map(() => '?').join(', ')})`);
    bindings.push(...protocols);
  }
  for (const [lookup, ports] of tests) {
    conditions.push(`(${ports.map(() => `${portOf} ${OPERATORS[lookup]} ?`).join(' OR ')})`);
    bindings.push(...ports);
  }
  return (qb) => qb.whereRaw(`EXISTS (SELECT 1 FROM ${source} WHERE ${conditions.join(' AND ') || '1 = 1'})`, bindings as Knex.RawBinding[]);
}

const given = (values: readonly string[]) => values.filter((v) => v.trim() !== '');

/** MultiValueNumberFilter: whole numbers (empty values dropped), or null after django's message. */
function wholeNumbers(values: readonly string[], fail: (message: string) => void): number[] | null {
  if (!given(values).every((v) => /^\s*[-+]?\d+\s*$/.test(v))) {
    fail('Enter a whole number.');
    return null;
  }
  return given(values).map(Number);
}

/** MultipleChoiceFilter over the protocols: the values, or null after django's message. */
function protocolValues(ctx: FilterContext, values: readonly string[], fail: (message: string) => void): string[] | null {
  const known = protocolsOf(ctx);
  const bad = given(values).find((v) => !known.has(v));
  if (bad !== undefined) {
    fail(`Select a valid choice. ${bad} is not one of the available choices.`);
    return null;
  }
  return given(values);
}

/** The query's protocols and port tests (values that do not parse are their own filters' errors). */
function correlatedOf(params: URLSearchParams): { protocols: string[]; tests: PortTest[] } {
  const tests = (Object.entries(PORT_FILTERS) as [PortFilter, Lookup][])
    .map(([name, lookup]) => [lookup, given(params.getAll(name)).filter((v) => /^\s*[-+]?\d+\s*$/.test(v)).map(Number)] as const)
    .filter(([, ports]) => ports.length);
  return { protocols: given(params.getAll('protocol')), tests };
}

/**
 * `protocol` and the port lookups: each checks its own values, and the first of them the query
 * gives adds the one condition they make together (NetBox's filter_queryset), so that a service
 * matches only when one mapping satisfies them all.
 */
function correlated(name: (typeof CORRELATED)[number]): FilterPlugin {
  return async (ctx, values, fail, model, params) => {
    const own = name === 'protocol' ? protocolValues(ctx, values, fail) : wholeNumbers(values, fail);
    if (!own?.length) return null;
    if (CORRELATED.find((other) => given(params.getAll(other)).length) !== name) return null;
    const { protocols, tests } = correlatedOf(params);
    return mappingMatch(ctx, model, protocols, tests);
  };
}

/** `protocol__n`: rows with no mapping of the protocols. */
const protocolNegated: FilterPlugin = async (ctx, values, fail, model) => {
  const protocols = protocolValues(ctx, values, fail);
  if (!protocols?.length) return null;
  const any = mappingMatch(ctx, model, protocols, []);
  return (qb) => qb.whereNot(any);
};

/** `port__n`: rows with no mapping of the ports (of the query's protocols, when it gives some). */
const portNegated: FilterPlugin = async (ctx, values, fail, model, params) => {
  const ports = wholeNumbers(values, fail);
  if (!ports?.length) return null;
  const any = mappingMatch(ctx, model, given(params.getAll('protocol')), [['exact', ports]]);
  return (qb) => qb.whereNot(any);
};

/** `port_mappings`: rows sharing a whole mapping with the values (`negated`: none). */
function byMappings(negated: boolean): FilterPlugin {
  return async (ctx, values, _fail, model) => {
    if (!given(values).length) return null;
    const protocols = protocolsOf(ctx);
    const overlap: Where = (qb) => whereJsonListHasAny(qb, ctx.dialect, `${model.table}.port_mappings`, given(values).map((v) => normalized(v, protocols)));
    return negated ? (qb) => qb.whereNot(overlap) : overlap;
  };
}

export const portMappings = defineTrait('port_mappings', {
  /**
   * The deprecated fields become mappings when written without `port_mappings` (the missing one
   * taken from the object as it is); written with mappings, they must agree with them. Then the
   * mappings are checked and kept canonical, at least one.
   */
  async clean(ctx, values, existing) {
    const protocols = protocolsOf(ctx);
    const legacyProtocol = values.protocol ?? null;
    const legacyPorts = values.ports ?? null;
    const mappings = values.port_mappings ?? [];
    if (legacyProtocol !== null || legacyPorts !== null) {
      // Whether the write gave mappings too: on an update, mappings other than the object's.
      const withMappings = existing ? !sameList(mappings, existing.port_mappings ?? []) : mappings.length > 0;
      if (withMappings) {
        const [protocol, ports] = legacy(mappings);
        const agrees = (legacyProtocol === null || legacyProtocol === protocol)
          && (legacyPorts === null || sameList([...legacyPorts].sort((a, b) => a - b).map(String), (ports ?? []).map(String)));
        if (!agrees) return { __all__: ["Specify either 'port_mappings' or the deprecated 'protocol'/'ports' fields, not both."] };
      } else {
        if (legacyPorts !== null && legacyPorts.length === 0) return { ports: ['At least one port mapping is required.'] };
        const [currentProtocol, currentPorts] = existing ? legacy(existing.port_mappings ?? []) : [null, null];
        const protocol = legacyProtocol || currentProtocol;
        const ports = legacyPorts ?? currentPorts;
        if (!protocol || !ports?.length) {
          return { __all__: ["Both 'protocol' and 'ports' are required when writing via the deprecated legacy format; use port_mappings instead."] };
        }
        const translated = validated(ports.map((port) => `${protocol}/${port}`), protocols);
        if ('problem' in translated) return { ports: [translated.problem] };
        values.port_mappings = translated.mappings;
        return;
      }
    }
    const checked = validated(mappings, protocols);
    if ('problem' in checked) return { port_mappings: [checked.problem] };
    if (!checked.mappings.length) return { port_mappings: ['At least one port mapping is required.'] };
    values.port_mappings = checked.mappings;
  },
  computed: {
    /** The single protocol of the mappings as a choice, or null. */
    async protocol(ctx, objects) {
      return new Map(objects.map((object) => {
        const [protocol] = legacy(object.port_mappings ?? []);
        return [object.id, protocol === null ? null : { value: protocol, label: ctx.index.choiceLabel(PROTOCOL_SET, protocol) ?? protocol }];
      }));
    },
    /** Its ports, sorted ([] without mappings), or null with several protocols. */
    async ports(_ctx, objects) {
      return new Map(objects.map((object) => [object.id, legacy(object.port_mappings ?? [])[1]]));
    },
  },
  filters: {
    port_mappings: byMappings(false),
    port_mappings__n: byMappings(true),
    protocol: correlated('protocol'),
    protocol__n: protocolNegated,
    port: correlated('port'),
    port__n: portNegated,
    port__gt: correlated('port__gt'),
    port__gte: correlated('port__gte'),
    port__lt: correlated('port__lt'),
    port__lte: correlated('port__lte'),
  },
});
