// Objects of every model whose relations are all set, so that every page has the same shape:
// the data set of the statement-count, every-endpoint, conformance, permission-matrix and fuzz
// tests. Derived from the model metadata (generated/registry.ts), not written per model:
// - every model with an endpoint gets ROWS "uniform" objects (description=uniform, tagged with
//   the tag `marker`), object i pointing at object i of every model it references, so that the
//   objects of one index agree with each other (device i at site i, in location i of site i, in
//   rack i of location i, ...);
// - a model that references itself (a tree's parent, an interface's LAG, an address's NAT
//   inside) first gets ROWS "root" objects (description=root), and object i points at root i;
// - models are created in the order their references need; an optional reference that would
//   close a cycle (a device's primary IP needs an address on the device's interface) is set by a
//   bulk PATCH once everything exists;
// - required values come from the field's type, limits, choices and uniques; generic relations
//   point at the first model they may that exists by then;
// - read-only endpoints: rows the runtime makes (change records, object types, deliveries) come
//   from the writes and a worker pass; others are inserted from their metadata.
// SEED_RULES holds what the metadata cannot say, each line for a model rule or a value format;
// a new model needs no line unless its rules refuse the derived values, and then the seed fails
// naming the model, the object and the server's answer.
import { randomUUID } from 'node:crypto';
import { registry } from '../../generated/registry.js';
import { loadConfig } from '../../runtime/config.js';
import { EventWorker } from '../../runtime/events/worker.js';
import { ModelIndex } from '../../runtime/registry.js';
import type { FieldMeta, ModelMeta, Registry } from '../../contract/index.js';
import { MIGRATED, startServer, type Template, type TestServer } from './server.js';

export const UNIFORM = 'uniform';
export const ROWS = 12;
/** The tag every uniform object carries (`?tag=marker`). */
export const MARKER = 'marker';

type Body = Record<string, unknown>;

/** What a rule's values may use: the ids (and representations) of what is seeded before. */
export interface SeedContext {
  /** The id of object `i` of a model (its root object when `root`, a rule's companion when `companion`). */
  id(key: string, i: number, root?: boolean, companion?: boolean): number;
  /** The representation of object `i` of a model as its create answered. */
  object(key: string, i: number, root?: boolean, companion?: boolean): Record<string, any>;
}

export interface SeedRule {
  /**
   * Values of object `i` (`root`: of root `i`) over the derived ones: for fields, or for a generic
   * relation's parts; `undefined` leaves a field unset (a model rule refuses the derived value).
   * Read-only models inserted directly: column values.
   */
  values?(i: number, context: SeedContext, root: boolean): Body;
  /** Generic relation name → the model it points at (default: the first target that can be). */
  generic?: Readonly<Record<string, string>>;
  /** The query that finds the uniform objects, when description=uniform cannot. */
  selector?: string;
  /** Created before the models that need nothing of it (webhooks and event rules: later creates make events). */
  early?: true;
  /** Read-only: the runtime makes the rows (the seed's writes and worker pass). */
  madeByRuntime?: true;
  /** Models whose objects the values name beyond the relations the metadata shows (a cable's ends). */
  after?: readonly string[];
  /**
   * Objects of another model made just before this model's (none of the uniform ones can serve:
   * a wireless link joins two wireless interfaces), `count` of them, described "companion"; the
   * values reach them as `context.object('<model>', k, false, true)`.
   */
  companions?: { readonly model: string; readonly count: number; values(k: number, context: SeedContext): Body };
}

const two = (i: number) => String(i).padStart(2, '0');

/**
 * Component templates: the device types' (a template has one owner, not a module type too), and
 * described "template" (found by that, apart from the components a device makes from them).
 */
const TEMPLATE_RULES: Readonly<Record<string, SeedRule>> = Object.fromEntries(registry.models
  .filter((model) => ((model as { traits?: readonly string[] }).traits ?? []).includes('component_template'))
  .map((model) => [model.key, {
    selector: 'description=template',
    values: (_i: number, _context: SeedContext, root: boolean) => ({ description: root ? 'root' : 'template', ...(model.fields.some((f) => f.name === 'module_type') ? { module_type: undefined } : {}) }),
  }]));

/** What the metadata cannot say, by model. Keep each to what a model rule or a value's format needs. */
export const SEED_RULES: Readonly<Record<string, SeedRule>> = {
  ...TEMPLATE_RULES,
  // Fires for the sites created after it (two enabled rules × ROWS sites: deliveries, refused by
  // the SSRF guard since 127.0.0.1 is not allowed here).
  'extras.webhook': { early: true, values: (i) => ({ payload_url: `http://127.0.0.1:9/seed/${i}` }) },
  'extras.eventrule': {
    early: true,
    generic: { action_object: 'extras.webhook' },
    values: (i) => ({ object_types: ['dcim.site'], event_types: ['object_created'], action_type: 'webhook', enabled: i < 2 }),
  },
  'extras.customfieldchoiceset': { values: (i) => ({ extra_choices: [['a', 'A'], [`v${i}`, `Value ${i}`]] }) },
  // Select fields on sites and devices, with a default: their objects carry custom field data.
  'extras.customfield': { values: (i) => ({ name: `cf_${i}`, type: 'select', object_types: ['dcim.site', 'dcim.device'], default: 'a' }) },
  // Assigned by region and tag only: matching by the other dimensions reads their trees on every
  // page (by design: apps/extras/config-context.ts), which the warm device read of
  // statements.test.ts counts as reads of kept objects.
  'extras.configcontext': {
    values: (i) => ({
      weight: 100 + i, data: { key: i },
      ...Object.fromEntries(['site_groups', 'sites', 'locations', 'device_types', 'roles', 'platforms', 'cluster_types', 'cluster_groups', 'clusters', 'tenant_groups', 'tenants'].map((name) => [name, undefined])),
    }),
  },
  'extras.journalentry': { selector: 'kind=info' },
  'extras.subscription': { selector: 'object_type=dcim.site', generic: { object: 'dcim.site' } },
  'extras.notification': { selector: 'object_type=dcim.device', generic: { object: 'dcim.device' } },
  // Refused by the SSRF guard (127.0.0.1 is not allowed here): a final failure at the first attempt.
  'extras.webhookdelivery': { selector: 'status=failed', madeByRuntime: true },
  'core.objectchange': { selector: 'changed_object_type=dcim.site&action=create', madeByRuntime: true },
  'core.objecttype': { selector: 'app_label=ipam', madeByRuntime: true },
  // Rows as a finished background write leaves them (the runtime makes jobs; the endpoint is read-only).
  'core.job': {
    selector: 'status=completed',
    values: (i, context) => ({
      name: `Bulk create sites ${i}`, created: `2026-01-01T00:00:${two(i)}.000000Z`, completed: `2026-01-01T00:01:${two(i)}.000000Z`,
      status: 'completed', job_id: randomUUID(), user_id: context.id('users.user', i), data: JSON.stringify({ status_code: 201, data: [] }),
      error: '', queue_name: 'default', notifications: 'always', log_entries: '[]', execution_time: '00:01:00',
    }),
  },
  'tenancy.contactassignment': { selector: 'priority=primary', values: () => ({ priority: 'primary' }) },
  'users.user': { selector: 'first_name=Seed', values: (i) => ({ username: `seed-${i}`, first_name: 'Seed' }) },
  // v1 tokens: the test servers configure no pepper.
  'users.token': { values: () => ({ version: 1 }) },
  'users.objectpermission': { values: (i) => ({ object_types: ['dcim.site'], actions: ['view'], constraints: { slug: `site-${i}` } }) },
  // Named (the name is optional): displayed by their names. Each the first member of its virtual
  // chassis. The addresses are IPv4 ones: no primary IPv6.
  'dcim.device': { values: (i) => ({ name: `device ${i}`, vc_position: 1, primary_ip6: undefined }) },
  // Address i is on device i's interface, not on a VM's.
  'virtualization.virtualmachine': { values: () => ({ primary_ip4: undefined, primary_ip6: undefined }) },
  // MAC address i is on device i's interface; tagged mode as on device interfaces.
  'virtualization.vminterface': { values: () => ({ primary_mac_address: undefined, mode: 'tagged', qinq_svlan: undefined }) },
  // A LAG as the root: an interface's bridge and LAG (a LAG must be of type lag). No parent: in
  // NetBox 4.7 only a virtual interface or a channel subinterface has one, and a LAG member is neither.
  // Tagged mode: the untagged and tagged VLANs (a service VLAN only in Q-in-Q mode, which takes no tagged ones).
  'dcim.interface': { values: (_i, _context, root) => ({ type: root ? 'lag' : '1000base-t', mode: 'tagged', qinq_svlan: undefined, parent: undefined }) },
  // Templates of virtual interfaces: the only kind that may have a parent without a channel.
  'dcim.interfacetemplate': { ...TEMPLATE_RULES['dcim.interfacetemplate'], values: (i, context, root) => ({ ...TEMPLATE_RULES['dcim.interfacetemplate']!.values!(i, context, root), type: 'virtual' }) },
  'dcim.macaddress': { values: (i, _context, root) => ({ mac_address: `00:00:00:00:${root ? '01' : '00'}:${two(i + 10)}` }) },
  // Parent types: their devices may have device bays (and get the seeded device bay templates).
  'dcim.devicetype': { values: () => ({ subdevice_role: 'parent' }) },
  // Device i's bay holds no device: the derived one is device i itself.
  'dcim.devicebay': { values: () => ({ installed_device: undefined }) },
  // Module i is in bay i: bay i on module i would be inside itself.
  'dcim.modulebay': { values: () => ({ module: undefined }) },
  // The addresses are IPv4 ones: no primary IPv6.
  'dcim.virtualdevicecontext': { values: () => ({ primary_ip6: undefined }) },
  // Intake i's outflow would be outflow i, fed by intake i: a loop the rule refuses.
  'dcim.coolingintake': { values: () => ({ cooling_outflow: undefined }) },
  // Terminated on the root interfaces (LAGs): virtual circuits end on virtual interfaces only.
  'circuits.virtualcircuittermination': { values: (i, context) => ({ interface: context.id('dcim.interface', i, true) }) },
  // The derived addresses would make an empty range (start = end).
  'ipam.iprange': { values: (i) => ({ start_address: `10.${i}.0.100/24`, end_address: `10.${i}.0.120/24` }) },
  'ipam.asnrange': { values: (i) => ({ start: 64512 + i * 10, end: 64512 + i * 10 + 5 }) },
  // Cable i joins interface i to front port i (its ends are a generic list, which the metadata
  // cannot pair); its terminations are the runtime's rows, found by their A end.
  'dcim.cable': {
    after: ['dcim.interface', 'dcim.frontport'],
    values: (i, context) => ({
      a_terminations: [{ object_type: 'dcim.interface', object_id: context.id('dcim.interface', i) }],
      b_terminations: [{ object_type: 'dcim.frontport', object_id: context.id('dcim.frontport', i) }],
    }),
  },
  'dcim.cabletermination': { selector: 'cable_end=A', madeByRuntime: true },
  // At least one port mapping (the field is optional, its rule is not).
  'ipam.service': { values: (i) => ({ port_mappings: [`tcp/${1000 + i}`] }) },
  'ipam.servicetemplate': { values: (i) => ({ port_mappings: [`tcp/${1000 + i}`, `udp/${1000 + i}`] }) },
  // Link i joins two wireless interfaces of device i made for it (the uniform interfaces are cabled).
  'wireless.wirelesslink': {
    companions: { model: 'dcim.interface', count: 2 * ROWS, values: (k, context) => ({ device: context.id('dcim.device', k >> 1), name: `wlan${k}`, type: 'ieee802.11ac' }) },
    values: (i, context) => ({ interface_a: context.id('dcim.interface', 2 * i, false, true), interface_b: context.id('dcim.interface', 2 * i + 1, false, true) }),
  },
  // The root a service VLAN, the uniform ones its customer VLANs.
  'ipam.vlan': { values: (_i, _context, root) => ({ qinq_role: root ? 'svlan' : 'cvlan' }) },
  // An IPsec proposal names an encryption or an authentication algorithm (both are optional fields).
  'vpn.ipsecproposal': { values: () => ({ encryption_algorithm: 'aes-256-gcm' }) },
  // No description field: found by their role and their object's type.
  'vpn.tunneltermination': { selector: 'role=hub', values: () => ({ role: 'hub' }) },
  'vpn.l2vpntermination': { selector: 'assigned_object_type=dcim.interface', generic: { assigned_object: 'dcim.interface' } },
};

/** Endpoints whose uniform rows are not found by ?description=uniform, by route ("app/path"). */
export const SELECTORS: Readonly<Record<string, string>> = Object.fromEntries(
  registry.models.flatMap((m) => {
    const rule = SEED_RULES[m.key];
    return rule?.selector ? [`${m.app}/${m.path}`, ...m.alsoAt].map((route) => [route, rule.selector!]) : [];
  }),
);

/** The query that selects an endpoint's uniform rows. */
export function selector(route: string): string {
  return SELECTORS[route] ?? `description=${UNIFORM}`;
}

/** A represented value as a client writes it back: related objects by id, choices by value. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function writtenValue(field: FieldMeta, value: any): unknown {
  if (value === null || value === undefined) return value;
  // A flat foreign key (DRF's PrimaryKeyRelatedField) reads as the id itself.
  if (field.type === 'fk') return field.flat ? value : value.id;
  if ((field.type === 'm2m' || field.type === 'tags') && !field.flat) return value.map((v: { id: number }) => v.id);
  if (field.type === 'choice' && !field.plainChoice) return value.value;
  if (field.type === 'generic_list') return value.map(({ object_type, object_id }: { object_type: string; object_id: number }) => ({ object_type, object_id }));
  return value;
}

/** The run's migrated database with the seed: what the seeded test servers start from (templates.ts). */
export const SEEDED: Template = {
  name: 'seeded',
  from: MIGRATED,
  async build(url) {
    const api = await startServer(url.startsWith('sqlite:') ? 'sqlite' : 'postgres', {}, { existing: url });
    try {
      await seed(api);
    } finally {
      await api.close();
    }
  },
};

/** A relation a seeded object sets: a foreign key, a many-to-many field or a generic relation. */
interface Relation {
  readonly name: string;
  readonly kind: 'fk' | 'm2m' | 'generic';
  readonly field: FieldMeta;
  readonly required: boolean;
  /** The models it may point at. */
  readonly targets: readonly string[];
}

/** How the seed goes: the models in creation order, and what each sets and when. */
interface Plan {
  readonly order: readonly ModelMeta[];
  /** Per model, relation name → the model it points at (generic ones chosen among their targets). */
  readonly targets: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** Per model, relations set by a PATCH after every model exists (they would close a cycle). */
  readonly deferred: ReadonlyMap<string, ReadonlySet<string>>;
  /** Models that reference themselves: they get root objects. */
  readonly rooted: ReadonlySet<string>;
}

const apiModels = () => registry.models.filter((m) => m.api) as unknown as readonly ModelMeta[];
const created = () => apiModels().filter((m) => !m.readOnly);

/** The relations a client sets on a model's objects (a many-to-many's other side is set from its own side). */
function relationsOf(model: ModelMeta): Relation[] {
  const relations: Relation[] = [];
  for (const field of model.fields) {
    if (field.readOnly || field.internal) continue;
    if (field.type === 'fk') relations.push({ name: field.name, kind: 'fk', field, required: field.required, targets: [field.to!] });
    else if (field.type === 'm2m' && !field.through?.of) relations.push({ name: field.name, kind: 'm2m', field, required: field.required, targets: [field.to!] });
  }
  for (const field of model.fields) {
    if (field.type !== 'generic' || !field.parts) continue;
    const typePart = model.fields.find((f) => f.name === field.parts!.type)!;
    if (typePart.readOnly) continue;
    relations.push({ name: field.name, kind: 'generic', field, required: typePart.required, targets: field.targets ?? [] });
  }
  return relations;
}

/** The fields a rule's values leave unset (their value `undefined`), seen through ids of 0. */
function omittedBy(model: ModelMeta): Set<string> {
  const probe: SeedContext = { id: () => 0, object: () => ({}) };
  const values = SEED_RULES[model.key]?.values?.(0, probe, false) ?? {};
  return new Set(Object.keys(values).filter((name) => values[name] === undefined));
}

/**
 * The creation order: required references first (they must not form a cycle), then optional
 * ones, generic relations before foreign keys before many-to-many fields, each kept unless it
 * would close a cycle (then it is deferred). Among models free to go, `early` ones first, then
 * registry order.
 */
export function seedPlan(): Plan {
  const models = created();
  const keys = new Set(models.map((m) => m.key));
  const edges = new Map<string, Set<string>>(models.map((m) => [m.key, new Set<string>()]));
  const reaches = (from: string, to: string): boolean => {
    const seen = new Set<string>();
    const stack = [from];
    while (stack.length) {
      const at = stack.pop()!;
      if (at === to) return true;
      if (seen.has(at)) continue;
      seen.add(at);
      stack.push(...edges.get(at)!);
    }
    return false;
  };
  const targets = new Map<string, Map<string, string>>(models.map((m) => [m.key, new Map<string, string>()]));
  const deferred = new Map<string, Set<string>>(models.map((m) => [m.key, new Set<string>()]));
  const rooted = new Set<string>();
  const pending: { model: ModelMeta; relation: Relation }[] = [];
  for (const model of models) {
    const omitted = omittedBy(model);
    for (const relation of relationsOf(model)) {
      if (omitted.has(relation.name)) continue;
      if (relation.targets.includes(model.key) && relation.kind !== 'generic') {
        rooted.add(model.key);
        targets.get(model.key)!.set(relation.name, model.key);
        continue;
      }
      pending.push({ model, relation });
    }
  }
  const rank = { generic: 0, fk: 1, m2m: 2 } as const;
  pending.sort((a, b) => Number(b.relation.required) - Number(a.relation.required) || rank[a.relation.kind] - rank[b.relation.kind]);
  for (const { model, relation } of pending) {
    const chosen = SEED_RULES[model.key]?.generic?.[relation.name];
    const candidates = (chosen ? [chosen] : relation.targets).filter((t) => keys.has(t) && t !== model.key);
    const target = candidates.find((t) => !reaches(t, model.key));
    if (target) {
      edges.get(model.key)!.add(target);
      targets.get(model.key)!.set(relation.name, target);
    } else if (relation.required) {
      throw new Error(`seed: ${model.key}.${relation.name} is required and every target it may have (${candidates.join(', ') || 'none with an endpoint'}) needs ${model.key} first`);
    } else if (candidates.length) {
      targets.get(model.key)!.set(relation.name, candidates[0]!);
      deferred.get(model.key)!.add(relation.name);
    }
  }
  for (const model of models) {
    for (const needed of SEED_RULES[model.key]?.after ?? []) edges.get(model.key)!.add(needed);
  }
  // Kahn's algorithm over "needs": a model goes once everything it points at has.
  const order: ModelMeta[] = [];
  const done = new Set<string>();
  const position = (m: ModelMeta) => (SEED_RULES[m.key]?.early ? 0 : 1);
  let left = [...models];
  while (left.length) {
    const ready = left.filter((m) => [...edges.get(m.key)!].every((t) => done.has(t))).sort((a, b) => position(a) - position(b));
    if (!ready.length) throw new Error(`seed: no order for ${left.map((m) => m.key).join(', ')}`);
    const next = ready[0]!;
    order.push(next);
    done.add(next.key);
    left = left.filter((m) => m !== next);
  }
  return { order, targets, deferred, rooted };
}

/** Fits `base` and a distinguishing suffix into `maxLength`, cutting the base. */
function fit(base: string, suffix: string, maxLength: number | undefined): string {
  return maxLength !== undefined && base.length + suffix.length > maxLength ? base.slice(0, Math.max(0, maxLength - suffix.length)) + suffix : base + suffix;
}

/** A value of a field's type within its limits, different for each index (and for roots). */
function derivedValue(model: ModelMeta, field: FieldMeta, i: number, root: boolean): unknown {
  const n = root ? ROWS + i : i;
  const label = `${model.verboseName}${root ? ' root' : ''}`;
  const number = (offset: number) => {
    const value = (field.min ?? offset) + n;
    return field.max !== undefined ? Math.min(value, field.max) : value;
  };
  switch (field.type) {
    case 'string': case 'text': return fit(label, ` ${i}`, field.maxLength);
    case 'slug': return fit(label.toLowerCase().replace(/[^a-z0-9]+/g, '-'), `-${i}`, field.maxLength);
    case 'email': return `seed-${n}@example.com`;
    case 'url': return `https://example.com/seed/${n}`;
    case 'color': return 'aa1409';
    case 'time_zone': return 'UTC';
    case 'integer': case 'bigint': case 'decimal': case 'float': return number(1);
    case 'boolean': return false;
    case 'date': return '2026-01-01';
    case 'datetime': return '2026-01-01T00:00:00Z';
    case 'json': return {};
    case 'uuid': return randomUUID();
    case 'int_array': return [number(1)];
    case 'string_array': return [`item-${n}`];
    case 'password': return `seed password ${n}`;
    case 'ip_prefix': return `10.${i}.${root ? 1 : 0}.0/24`;
    case 'ip_address': return `10.${i}.${root ? 1 : 0}.1/24`;
    case 'content_type': return field.targets?.[0];
    case 'content_types': return field.targets?.slice(0, 1);
    case 'choice': {
      if (field.default !== undefined && field.default !== null) return field.default;
      const first = (registry.choices as Registry['choices'])[field.choices!]?.[0];
      if (!first) throw new Error(`seed: ${model.key}.${field.name}: choice set ${field.choices} has no values`);
      return first.value;
    }
    default: throw new Error(`seed: ${model.key}.${field.name}: no value for a ${field.type} field`);
  }
}

/** What the seed made, by model key. */
class Seeded implements SeedContext {
  readonly rows = new Map<string, Record<string, any>[]>();
  readonly roots = new Map<string, Record<string, any>[]>();
  readonly companions = new Map<string, Record<string, any>[]>();
  object(key: string, i: number, root = false, companion = false): Record<string, any> {
    const object = (companion ? this.companions : root ? this.roots : this.rows).get(key)?.[i];
    if (!object) throw new Error(`seed: no ${companion ? 'companion ' : root ? 'root ' : ''}object ${i} of ${key} yet`);
    return object;
  }
  id(key: string, i: number, root = false, companion = false): number {
    return this.object(key, i, root, companion).id as number;
  }
}

/** The value a relation is set to on object `i`: the object `i` (or root `i`) it points at. */
function relationValue(relation: Relation, target: string, i: number, seeded: Seeded, model: ModelMeta, root: boolean): Body {
  const self = target === model.key;
  if (self && root) return {};
  const object = seeded.object(target, i, self);
  if (relation.kind === 'fk') return { [relation.name]: object.id };
  if (relation.kind === 'm2m') return { [relation.name]: [relation.field.flat ? object[relation.field.flat] : object.id] };
  const parts = relation.field.parts!;
  return { [parts.type]: target, [parts.id]: object.id };
}

/** The create body of object `i` (or root `i`) of a model. */
function bodyOf(model: ModelMeta, i: number, root: boolean, plan: Plan, seeded: Seeded, marker: number): Body {
  const body: Body = {};
  const relations = new Map(relationsOf(model).map((r) => [r.name, r]));
  const partOf = new Set(model.fields.flatMap((f) => (f.parts ? [f.parts.type, f.parts.id] : [])));
  for (const field of model.fields) {
    if (field.readOnly || field.internal || field.name === 'id' || partOf.has(field.name) || relations.has(field.name)) continue;
    if (field.type === 'tags') body[field.name] = [marker];
    else if (field.name === 'description' && (field.type === 'string' || field.type === 'text')) body[field.name] = root ? 'root' : UNIFORM;
    else if (field.required) body[field.name] = derivedValue(model, field, i, root);
  }
  const deferred = plan.deferred.get(model.key)!;
  // A root leaves unset an optional reference unique by itself: its uniform object takes it.
  const uniqueAlone = new Set(model.uniques.filter((u) => u.fields.length === 1).map((u) => u.fields[0]!));
  for (const [name, target] of plan.targets.get(model.key)!) {
    const relation = relations.get(name)!;
    if (deferred.has(name) || (root && !relation.required && uniqueAlone.has(name))) continue;
    Object.assign(body, relationValue(relation, target, i, seeded, model, root));
  }
  const values = SEED_RULES[model.key]?.values?.(i, seeded, root) ?? {};
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete body[name];
    else body[name] = value;
  }
  return body;
}

/** A read-only model's row as stored: required columns derived, the rule's columns over them. */
function rowOf(model: ModelMeta, i: number, seeded: Seeded): Body {
  const row: Body = {};
  for (const field of model.fields) {
    if (!field.column || field.name === 'id' || field.internal) continue;
    if (field.name === 'description') row[field.column] = UNIFORM;
    else if (field.type === 'fk' && field.required) row[field.column] = seeded.id(field.to!, i);
    else if (field.required) {
      const value = derivedValue(model, field, i, false);
      row[field.column] = field.type === 'json' || field.type === 'int_array' || field.type === 'string_array' || field.type === 'content_types' ? JSON.stringify(value) : value;
    } else if (field.default !== undefined) {
      row[field.column] = typeof field.default === 'object' && field.default !== null ? JSON.stringify(field.default) : field.default;
    }
  }
  return { ...row, ...SEED_RULES[model.key]?.values?.(i, seeded, false) };
}

/** Seeds the server's database (an empty migrated one) through its API, as the admin. */
export async function seed(api: TestServer): Promise<void> {
  const plan = seedPlan();
  const seeded = new Seeded();
  const createAll = async (model: ModelMeta, bodies: Body[]): Promise<Record<string, any>[]> => {
    const path = `/api/${model.app}/${model.path}/`;
    const reply = await api.post(path, bodies);
    if (reply.status !== 201) throw new Error(`seed: POST ${path} → ${reply.status}: ${reply.text.slice(0, 1000)}\nfirst body: ${JSON.stringify(bodies[0])}`);
    return reply.body as Record<string, any>[];
  };
  const marker = (await api.create('/api/extras/tags/', { name: MARKER, slug: MARKER, description: 'root' })).id as number;
  const indexes = Array.from({ length: ROWS }, (_, i) => i);
  for (const model of plan.order) {
    const companions = SEED_RULES[model.key]?.companions;
    if (companions) {
      const kind = registry.models.find((m) => m.key === companions.model)!;
      const bodies = Array.from({ length: companions.count }, (_, k) => ({ description: 'companion', ...companions.values(k, seeded) }));
      seeded.companions.set(kind.key, await createAll(kind, bodies));
    }
    if (plan.rooted.has(model.key)) seeded.roots.set(model.key, await createAll(model, indexes.map((i) => bodyOf(model, i, true, plan, seeded, marker))));
    seeded.rows.set(model.key, await createAll(model, indexes.map((i) => bodyOf(model, i, false, plan, seeded, marker))));
  }
  // The references that waited for the objects they point at.
  for (const model of plan.order) {
    const deferred = plan.deferred.get(model.key)!;
    if (!deferred.size) continue;
    const relations = new Map(relationsOf(model).map((r) => [r.name, r]));
    const patches = indexes.map((i) => {
      const patch: Body = { id: seeded.id(model.key, i) };
      for (const name of deferred) Object.assign(patch, relationValue(relations.get(name)!, plan.targets.get(model.key)!.get(name)!, i, seeded, model, false));
      return patch;
    });
    const path = `/api/${model.app}/${model.path}/`;
    const reply = await api.patch(path, patches);
    if (reply.status !== 200) throw new Error(`seed: PATCH ${path} (${[...deferred].join(', ')}) → ${reply.status}: ${reply.text.slice(0, 1000)}\nfirst body: ${JSON.stringify(patches[0])}`);
  }
  // Read-only endpoints the runtime does not fill from the writes above: rows inserted as stored.
  for (const model of apiModels().filter((m) => m.readOnly && !SEED_RULES[m.key]?.madeByRuntime)) {
    await api.db.knex(model.table).insert(indexes.map((i) => rowOf(model, i, seeded)));
  }
  // The worker's pass: events become deliveries, each tried once.
  const worker = new EventWorker({ db: api.db, index: new ModelIndex(registry), config: loadConfig({}, { DATABASE_URL: 'sqlite::memory:' }), log: () => {} });
  await worker.runOnce();
}
