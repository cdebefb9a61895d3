// Components from templates (NetBox's ComponentTemplateModel.instantiate()): a new device gets a
// component for each of its type's templates, a new module one for each of its module type's, in
// NetBox's order, inside the write's transaction, so that one failure leaves none.
//
// The pairing of a template model and its component is the metadata's (ModelMeta.templateOf, from
// the template file's `template_of:`): the fields the template names are copied, a relation to
// another template becomes a relation to the component made from it (an outlet's power port, an
// interface's parent, an inventory item's parent and component), and names, labels and module
// bay positions resolve their {module} and {vc_position} placeholders. Each component is created
// through the write engine (its rules, custom-field defaults, change record), without the
// request's permissions, as NetBox creates them whatever the user may add.
import type { ModelMeta } from '../../../contract/index.js';
import type { WriteContext } from '../../context.js';
import { ApiError } from '../../http/errors.js';
import { requireField } from '../../registry.js';
import { createObjects, updateObject } from '../../write/save.js';
import { findObjects, getObject, linkedIds, query, table, type Lookup } from '../kit/data.js';
import type { ModelKey, Stored } from '../kit/define.js';

/** The kinds a new device gets, in NetBox's order (Device.save()). */
export const DEVICE_KINDS: readonly ModelKey[] = [
  'dcim.consoleport', 'dcim.consoleserverport', 'dcim.powerport', 'dcim.poweroutlet', 'dcim.coolingintake', 'dcim.coolingoutflow',
  'dcim.interface', 'dcim.rearport', 'dcim.frontport', 'dcim.modulebay', 'dcim.devicebay', 'dcim.inventoryitem',
];

/** The kinds a new module gets, in NetBox's order (Module._save_new()). */
export const MODULE_KINDS: readonly ModelKey[] = [
  'dcim.consoleport', 'dcim.consoleserverport', 'dcim.interface', 'dcim.powerport', 'dcim.poweroutlet',
  'dcim.coolingintake', 'dcim.coolingoutflow', 'dcim.rearport', 'dcim.frontport', 'dcim.modulebay',
];

const MODULE_TOKEN = '{module}';
const VC_POSITION = /\{vc_position(?::([^}]*))?\}/g;

type Template = Stored<ModelKey> & Record<string, unknown>;

/** Where components are made: the device, the module (with its bay positions, root to leaf) if any. */
export interface Target {
  readonly device: Stored<'dcim.device'>;
  readonly module: { readonly id: number; readonly positions: readonly string[] } | null;
}

/** The template model of a component model. */
export function templateModel(ctx: Pick<WriteContext, 'index'>, component: ModelKey): ModelMeta {
  const template = ctx.index.models.find((m) => m.templateOf?.model === component);
  if (!template) throw new Error(`${component} has no template model`);
  return template;
}

/** The templates of one kind that an owner (a device type or a module type) has, each parent before its children. */
export async function templatesOf(ctx: Lookup, template: ModelMeta, owner: 'device_type' | 'module_type', ownerId: number): Promise<Template[]> {
  if (!template.fields.some((f) => f.name === owner)) return [];
  const key = template.key as ModelKey;
  const found = (await findObjects(ctx, key, (qb) => qb.where(`${table(ctx, key)}.${requireField(template, owner).column}`, ownerId))) as Template[];
  if (!template.tree) return found;
  // Parents first: a child's parent must exist when the child is made.
  const ordered: Template[] = [];
  const placed = new Set<number>();
  let pending = found;
  while (pending.length) {
    const ready = pending.filter((t) => t.parent === null || placed.has(Number(t.parent)));
    if (!ready.length) break;
    for (const t of ready) placed.add(t.id);
    ordered.push(...ready);
    pending = pending.filter((t) => !placed.has(t.id));
  }
  return ordered;
}

/** A template's name, label or position with its placeholders resolved for `target`. */
export function resolvePlaceholders(value: string, target: Target): string {
  let resolved = value;
  if (target.module && resolved.includes(MODULE_TOKEN)) resolved = resolveModuleToken(resolved, target.module.positions);
  const { device } = target;
  return resolved.replace(VC_POSITION, (_match, fallback: string | undefined) => {
    if (device.virtual_chassis !== null && device.vc_position !== null) return String(device.vc_position);
    return fallback ?? '0';
  });
}

/**
 * {module} in a name (NetBox's resolve_module_placeholder): one token is the bay's own position;
 * several must be one per level of the bay tree, root first.
 */
export function resolveModuleToken(value: string, positions: readonly string[]): string {
  const tokens = value.split(MODULE_TOKEN).length - 1;
  if (tokens === 1) return value.replace(MODULE_TOKEN, positions[positions.length - 1] ?? '');
  if (tokens === positions.length) return positions.reduce((text, position) => text.replace(MODULE_TOKEN, position), value);
  throw new ApiError(400, [`Cannot install module with placeholder values in a module bay tree ${positions.length} levels deep but ${tokens} placeholders given.`]);
}

/**
 * A module bay's position chain, root to leaf (NetBox's get_module_bay_positions): each bay's
 * stored position, with a {module} in it taken from the bay one level deeper.
 */
export async function bayPositions(ctx: Lookup, bayId: number): Promise<string[]> {
  const raw: string[] = [];
  const seen = new Set<number>();
  for (let bay = await getObject(ctx, 'dcim.modulebay', bayId); bay; ) {
    if (seen.has(bay.id)) throw new ApiError(400, { module_bay: ['Module bay hierarchy contains a cycle.'] });
    seen.add(bay.id);
    raw.unshift(bay.position ?? '');
    const module = await getObject(ctx, 'dcim.module', bay.module);
    bay = module ? await getObject(ctx, 'dcim.modulebay', module.module_bay) : null;
  }
  const resolved: string[] = [];
  for (let i = raw.length - 1; i >= 0; i--) {
    const deeper = resolved[0];
    resolved.unshift(deeper !== undefined && raw[i]!.includes(MODULE_TOKEN) ? raw[i]!.replace(MODULE_TOKEN, deeper) : raw[i]!);
  }
  return resolved;
}

/** Components made (or adopted) from templates: component model key → template id → component id. */
export type Made = Map<string, Map<number, number>>;

/** What one template makes: the body of its component, with the relations to other templates mapped. */
function componentBody(ctx: WriteContext, template: ModelMeta, row: Template, target: Target, made: Made, m2m: ReadonlyMap<string, Map<number, number[]>>): { body: Record<string, unknown>; later: Record<string, number> } {
  // Only the templates a module may bring resolve placeholders (ModularComponentTemplateModel's
  // resolve_name()); device bay and inventory item templates give their names as they are. A
  // template's description stays the template's (instantiate() copies none).
  const resolve = (value: string) => (resolves(template) ? resolvePlaceholders(value, target) : value);
  const body: Record<string, unknown> = { device: target.device.id, name: resolve(String(row.name)), label: resolve(String(row.label ?? '')) };
  if (target.module) body.module = target.module.id;
  const later: Record<string, number> = {};
  for (const name of template.templateOf!.fields) {
    const field = requireField(template, name);
    if (field.unstored) continue;
    const value = row[name];
    if (field.type === 'm2m') body[name] = m2m.get(name)?.get(row.id) ?? [];
    else if (field.type === 'fk' && ctx.index.model(field.to!).templateOf) {
      if (value === null || value === undefined) continue;
      const to = ctx.index.model(field.to!).templateOf!.model;
      const mapped = made.get(to)?.get(Number(value));
      // A relation within the kind that a cycle leaves unmade is set once all exist.
      if (to === template.templateOf!.model && mapped === undefined && !template.tree) later[name] = Number(value);
      else body[name] = mapped ?? null;
    } else if (field.type === 'string' && name === 'position') body[name] = resolve(String(value ?? ''));
    else body[name] = value;
  }
  // A generic relation to a template (an inventory item template's component) points at what it made.
  for (const field of template.fields) {
    if (field.type !== 'generic' || !field.parts) continue;
    const type = row[field.parts.type] as string | null;
    const id = row[field.parts.id] as number | null;
    const component = type ? ctx.index.model(type).templateOf?.model : undefined;
    const mapped = component && id !== null ? made.get(component)?.get(Number(id)) : undefined;
    if (component && mapped !== undefined) Object.assign(body, { [field.parts.type]: component, [field.parts.id]: mapped });
  }
  return { body, later };
}

/** Whether a template model resolves {module} and {vc_position} in its names (a modular component template). */
const resolves = (template: ModelMeta): boolean => (template.traits ?? []).includes('modular_component_template');

/** The templates of its own kind a template names (an interface template's parent and bridge, an inventory item template's parent). */
function sameKindTargets(ctx: WriteContext, template: ModelMeta, row: Template): number[] {
  return template.templateOf!.fields.flatMap((name) => {
    const field = requireField(template, name);
    const value = row[name];
    return field.type === 'fk' && field.to === template.key && value !== null && value !== undefined ? [Number(value)] : [];
  });
}

/**
 * Makes the components of `kinds` from the owner's templates, in order. `adopt`: a component of the
 * device with the template's name and no module is taken over instead (NetBox's adopt_components);
 * `replicate`: new ones are made.
 */
export async function instantiate(
  ctx: WriteContext, target: Target, owner: { readonly field: 'device_type' | 'module_type'; readonly id: number }, kinds: readonly ModelKey[],
  options: { readonly replicate: boolean; readonly adopt: boolean } = { replicate: true, adopt: false },
): Promise<Made> {
  // Components are NetBox's to make whatever the user may add; the device or module was allowed.
  const maker: WriteContext = { ...ctx, access: null };
  const made: Made = new Map();
  for (const kind of kinds) {
    const component = ctx.index.model(kind);
    const template = templateModel(ctx, kind);
    const rows = await templatesOf(ctx, template, owner.field, owner.id);
    if (!rows.length) continue;
    const m2m = new Map<string, Map<number, number[]>>();
    for (const name of template.templateOf!.fields) {
      if (requireField(template, name).type === 'm2m') m2m.set(name, await linkedIds(ctx, template.key as ModelKey, name, rows.map((r) => r.id)));
    }
    const byTemplate = new Map<number, number>();
    made.set(kind, byTemplate);
    if (!target.module) duplicateNames(rows.map((row) => (resolves(template) ? resolvePlaceholders(String(row.name), target) : String(row.name))));
    const adoptable = options.adopt ? await unmoduled(ctx, component, target.device.id) : new Map<string, Component>();
    const deferred: { id: number; later: Record<string, number> }[] = [];
    // In waves: a template whose relations within its kind (an interface's parent or bridge, an
    // inventory item's parent) name templates already made; a cycle's rest at once, those relations after.
    const ids = new Set(rows.map((row) => row.id));
    let pending = rows;
    while (pending.length) {
      const ready = pending.filter((row) => sameKindTargets(ctx, template, row).every((id) => byTemplate.has(id) || !ids.has(id)));
      const wave = ready.length ? ready : pending;
      const fresh: { row: Template; body: Record<string, unknown>; later: Record<string, number> }[] = [];
      for (const row of wave) {
        const { body, later } = componentBody(ctx, template, row, target, made, m2m);
        const existing = adoptable.get(String(body.name));
        if (existing) {
          await updateObject(maker, component, existing, { module: target.module!.id }, true);
          byTemplate.set(row.id, existing.id);
        } else if (options.replicate) {
          fresh.push({ row, body, later });
        }
      }
      // Each wave in one batch (bulk_create()).
      const createdIds = await createObjects(maker, component, fresh.map((f) => f.body));
      fresh.forEach(({ row, later }, i) => {
        byTemplate.set(row.id, createdIds[i]!);
        if (Object.keys(later).length) deferred.push({ id: createdIds[i]!, later });
      });
      pending = pending.filter((row) => !wave.includes(row));
    }
    // Relations within a cycle, once every component of the kind exists (update_interface_parents()).
    for (const { id, later } of deferred) {
      const patch = Object.fromEntries(Object.entries(later).map(([name, templateId]) => [name, byTemplate.get(templateId) ?? null]));
      const row = await query(ctx, kind).select('*').where('id', id).first();
      await updateObject(maker, component, row, patch, true);
    }
  }
  await copyPortMappings(ctx, owner, made, target.device.id);
  return made;
}

/** The device's components of a kind that no module holds, by name (those a module may adopt). */
async function unmoduled(ctx: Lookup, component: ModelMeta, deviceId: number): Promise<Map<string, Component>> {
  return new Map([...await deviceComponents(ctx, component, deviceId)].filter(([, row]) => row[requireField(component, 'module').column!] === null));
}

/** A stored component row, by column. */
type Component = Stored<ModelKey> & Record<string, unknown>;

/** The device's components of a kind, by name (what a module's templates would make, or adopt). */
export async function deviceComponents(ctx: Lookup, component: ModelMeta, deviceId: number): Promise<Map<string, Component>> {
  const rows = await query(ctx, component.key as ModelKey).select('*').where(requireField(component, 'device').column!, deviceId);
  return new Map((rows as Component[]).map((row) => [String(row.name), row]));
}

/** NetBox's Device._check_duplicate_component_names: {vc_position} may make two names one. */
function duplicateNames(names: readonly string[]): void {
  const seen = new Set<string>();
  const duplicates = new Set(names.filter((name) => seen.has(name) || !seen.add(name)));
  if (duplicates.size) throw new ApiError(400, [`Component name conflict after resolving {vc_position}: ${[...duplicates].join(', ')}`]);
}

/** The owner's front-to-rear template mappings, copied between the components made from them (create_port_mappings()). */
async function copyPortMappings(ctx: WriteContext, owner: { readonly field: 'device_type' | 'module_type'; readonly id: number }, made: Made, deviceId: number): Promise<void> {
  const fronts = made.get('dcim.frontport');
  const rears = made.get('dcim.rearport');
  if (!fronts?.size) return;
  const mappings = (await query(ctx, 'dcim.porttemplatemapping').select('*').where(`${owner.field}_id`, owner.id)) as Record<string, unknown>[];
  const rows = mappings.flatMap((m) => {
    const [front, rear] = [fronts.get(Number(m.front_port_id)), rears?.get(Number(m.rear_port_id))];
    return front === undefined || rear === undefined ? [] : [{
      device_id: deviceId, front_port_id: front, front_port_position: m.front_port_position, rear_port_id: rear, rear_port_position: m.rear_port_position,
    }];
  });
  if (rows.length) await ctx.q(table(ctx, 'dcim.portmapping')).insert(rows);
}
