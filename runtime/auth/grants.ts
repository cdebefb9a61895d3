// The permissions a user holds (NetBox's ObjectPermissionBackend): the union of the enabled object
// permissions assigned to the user or to a group of theirs, plus DEFAULT_PERMISSIONS, as
// "app.action_model" → the constraint sets that limit it (null: no limit). Needed by every
// authenticated request that is not a superuser's (one statement): kept per user
// (`keptGrants`, runtime/db/kept-values.ts) until a permission, group, user or one of their links
// is written, in any process, and for a second at most (a change beside the API). The tables
// come from the model index, not from names written here.
import type { Config } from '../config.js';
import type { DerivedCache } from '../db/derived-cache.js';
import { MAX_AGE_MS } from '../db/derived-cache.js';
import { KeptValues } from '../db/kept-values.js';
import type { Queryable } from '../db/query.js';
import { fromDb, type Row } from '../db/values.js';
import type { Constraint } from '../query/constraints.js';
import { requireField, type ModelIndex } from '../registry.js';

/** Permission name → constraint sets (ORed); null when one grant is unrestricted. */
export type Grants = ReadonlyMap<string, readonly Constraint[] | null>;

export const PERMISSION_MODEL = 'users.objectpermission';
const USER_MODEL = 'users.user';

/** "dcim.view_device" for the model dcim.device and the action view. */
export function permissionName(key: string, action: string): string {
  const [app, model] = key.split('.') as [string, string];
  return `${app}.${action}_${model}`;
}

export async function loadGrants(q: Queryable, index: ModelIndex, userId: number, config: Config): Promise<Grants> {
  const permissions = index.model(PERMISSION_MODEL);
  const toUsers = requireField(permissions, 'users').through!;
  const toGroups = requireField(permissions, 'groups').through!;
  const memberships = requireField(index.model(USER_MODEL), 'groups').through!;
  const field = (name: string) => requireField(permissions, name);
  const rows = (await q(permissions.table)
    .select('object_types', 'actions', 'constraints')
    .where('enabled', true)
    .where((any) => any
      .whereIn('id', q(toUsers.table).select(toUsers.source).where(toUsers.target, userId))
      .orWhereIn('id', q(toGroups.table).select(toGroups.source).whereIn(toGroups.target, q(memberships.table).select(memberships.target).where(memberships.source, userId))))) as Row[];
  const grants = new Map<string, Constraint[] | null>();
  const grant = (name: string, constraints: unknown) => {
    const sets = constraintList(constraints);
    const held = grants.get(name);
    if (held === null) return;
    grants.set(name, sets === null ? null : [...(held ?? []), ...sets]);
  };
  for (const row of rows) {
    const types = fromDb(field('object_types'), row.object_types) as string[];
    const actions = fromDb(field('actions'), row.actions) as string[];
    const constraints = fromDb(field('constraints'), row.constraints);
    for (const type of types) for (const action of actions) grant(permissionName(type, action), constraints);
  }
  for (const [name, constraints] of Object.entries(config.DEFAULT_PERMISSIONS)) grant(name, constraints);
  return grants;
}

/** Users whose permissions are kept at most. */
const MAX_KEPT_USERS = 1_000;

/** Kept permissions per database (its cache) and settings (DEFAULT_PERMISSIONS). */
const KEPT = new WeakMap<DerivedCache, WeakMap<Config, KeptValues<Grants>>>();
/** What a user's permissions derive from, per model index: permissions, users, groups (and their join tables, which count as both). */
const MODELS = new WeakMap<ModelIndex, readonly string[]>();

function grantModels(index: ModelIndex): readonly string[] {
  let models = MODELS.get(index);
  if (!models) {
    const permissions = index.model(PERMISSION_MODEL);
    const related = [requireField(permissions, 'users').to!, requireField(permissions, 'groups').to!, requireField(index.model(USER_MODEL), 'groups').to!];
    MODELS.set(index, (models = [...new Set([PERMISSION_MODEL, USER_MODEL, ...related])].sort()));
  }
  return models;
}

/** The permissions of `userId`, kept or read (loadGrants) on `db.reader`. Shared: never to be changed. */
export async function keptGrants(db: { readonly reader: Queryable; readonly cache: DerivedCache }, index: ModelIndex, userId: number, config: Config): Promise<Grants> {
  let byConfig = KEPT.get(db.cache);
  if (!byConfig) KEPT.set(db.cache, (byConfig = new WeakMap()));
  let kept = byConfig.get(config);
  if (!kept) byConfig.set(config, (kept = new KeptValues<Grants>(db.cache, MAX_KEPT_USERS, MAX_AGE_MS)));
  return (await kept.find(String(userId), grantModels(index), () => loadGrants(db.reader, index, userId, config)))!;
}

/** A permission's constraints as sets to OR; null (no limit) for none, {} or a list holding {}. */
function constraintList(value: unknown): Constraint[] | null {
  if (value === null || value === undefined) return null;
  const list = (Array.isArray(value) ? value : [value]) as Constraint[];
  if (list.length === 0 || list.some((set) => Object.keys(set).length === 0)) return null;
  return list;
}
