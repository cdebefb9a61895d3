// The permission matrix, generated from the registry: for every model with an endpoint, users
// holding view-only, add-only, change-with-constraint and delete-with-constraint permissions
// (constraints by id, which every model has) against the seeded data, checking list, detail,
// create, update, delete, bulk update and delete, attribute-dictionary references and the
// special endpoints (available-*). Nothing outside a scope may be read or written, and every
// refused write must leave no row changed and no change record.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINT_SHAPES, type ModelMeta } from '../../contract/index.js';
import { registry } from '../../generated/registry.js';
import { createToken, ensureUser } from '../../runtime/auth/users.js';
import { DEFAULTS } from '../../runtime/config.js';
import { SEEDED, selector, writtenValue } from '../support/seed.js';
import { DIALECTS, startServer, sweepShare, type TestServer } from '../support/server.js';

const models = registry.models.filter((m) => m.api) as unknown as ModelMeta[];
const writableModels = models.filter((m) => !m.readOnly);
/**
 * Models whose objects' deletion may be refused (409): a protecting reference points at them, or
 * at a model their deletion cascades to (as runtime/write/delete.ts collects them).
 */
const PROTECTED = (() => {
  // [holder, target, action] for every reference (foreign keys and generic relations).
  const references = (registry.models as unknown as ModelMeta[]).flatMap((holder) => holder.fields.flatMap((f) => {
    const targets = f.type === 'fk' ? [f.to!] : f.type === 'generic' ? [...(f.targets ?? [])] : [];
    return targets.map((target) => [holder.key, target, f.onDeleteFor?.[target] ?? f.onDelete] as const);
  }));
  const refusing = new Set(references.filter(([, , action]) => action === 'protect').map(([, target]) => target));
  for (let grown = true; grown;) {
    grown = false;
    for (const [holder, target, action] of references) {
      if (action !== 'cascade' || !refusing.has(holder) || refusing.has(target)) continue;
      refusing.add(target);
      grown = true;
    }
  }
  return refusing;
})();

// The add checks need an object to delete and create again: the models no protecting reference
// points at reach them always (their deletion must succeed), the others where nothing holds theirs.
it('reaches the add checks for more than half of the writable models', () => {
  expect(writableModels.filter((m) => !PROTECTED.has(m.key)).length).toBeGreaterThan(writableModels.length / 2);
});

/** What a client sends back from a representation (as the every-endpoint test does). */
function writable(model: ModelMeta, object: Record<string, any>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of model.fields) {
    if (field.readOnly || field.internal || field.writeOnly || !(field.name in object)) continue;
    out[field.name] = writtenValue(field, object[field.name]);
  }
  for (const field of model.fields) if (field.writeOnly && field.required && !field.internal && !field.readOnly) out[field.name] = 'a new password 0123';
  return out;
}


describe.each(DIALECTS)('the permission matrix on %s', (dialect) => {
  let api: TestServer;
  let counter = 0;
  beforeAll(async () => {
    api = await startServer(dialect, {}, { template: SEEDED });
  }, 600_000);
  afterAll(async () => {
    await api?.close();
  });

  /**
   * A user holding exactly these permissions, and a v1 token for them. The user is made as the
   * command line makes one (its password hashed with few iterations: an API create hashes with
   * 600,000, a quarter of a second of CPU, five users per model); the permissions through the API.
   */
  async function userWith(permissions: Record<string, unknown>[]): Promise<string> {
    const username = `matrix${++counter}`;
    const user = await ensureUser(api.db.knex, { username, password: `${username}-password`, iterations: 1000 });
    for (const [i, permission] of permissions.entries()) await api.create('/api/users/permissions/', { name: `${username} ${i}`, users: [user.id], ...permission });
    return (await createToken(api.db.knex, {}, { userId: user.id, version: 1 })).secret;
  }

  /** Rows of a table and change records: what a refused write must leave as it found. */
  async function state(model: ModelMeta): Promise<string> {
    // A token's last_used moves whenever it authenticates: not a change a write made.
    const rows = (await api.db.knex(model.table).select('*').orderBy('id')).map(({ last_used: _, ...row }) => row);
    const [changes] = (await api.db.knex('core_objectchange').count({ n: '*' })) as { n: unknown }[];
    return `${JSON.stringify(rows)}|${Number(changes!.n)}`;
  }

  /** Some of the model's seeded objects (as the admin sees them): the first half in scope, the rest out. */
  async function objectsOf(model: ModelMeta): Promise<{ inside: Record<string, any>[]; outside: Record<string, any>[] }> {
    const route = `${model.app}/${model.path}`;
    const all = (await api.get(`/api/${route}/?${selector(route)}&limit=8&ordering=id`)).body.results as Record<string, any>[];
    expect(all.length, `${route}: seeded objects`).toBeGreaterThanOrEqual(4);
    return { inside: all.slice(0, all.length / 2), outside: all.slice(all.length / 2) };
  }

  it.each(sweepShare(models.map((m) => [`${m.app}/${m.path}`, m] as const), dialect))('/api/%s/', { timeout: 120_000 }, async (route, model) => {
    const url = `/api/${route}/`;
    const { inside, outside } = await objectsOf(model);
    const scope = { id__in: inside.map((o) => o.id) };
    const types = [model.key];

    // View-only, constrained: lists and details show the scope only; special endpoints of hidden objects are 404.
    const viewer = await userWith([{ object_types: types, actions: ['view'], constraints: scope }]);
    const listed = (await api.get(`${url}?${selector(route)}&limit=0`, { token: viewer })).body.results as { id: number }[];
    expect(listed.map((o) => o.id).sort((a, b) => a - b)).toEqual(inside.map((o) => o.id).sort((a, b) => a - b));
    for (const object of outside) {
      expect((await api.get(`${url}${object.id}/`, { token: viewer })).status, `${route} ${object.id}`).toBe(404);
      for (const endpoint of model.endpoints) {
        // A listing endpoint hides the object (404); an action needs `change`, which a viewer lacks (403).
        const listing = 'get' in ENDPOINT_SHAPES[endpoint.shape];
        const reply = listing ? await api.get(`${url}${object.id}/${endpoint.path}/`, { token: viewer }) : await api.post(`${url}${object.id}/${endpoint.path}/`, undefined, { token: viewer });
        expect(reply.status, `${route} ${endpoint.path}`).toBe(listing ? 404 : 403);
      }
    }
    expect((await api.get(`${url}${inside[0]!.id}/`, { token: viewer })).status).toBe(200);
    if (model.readOnly) return;

    // A viewer cannot write at all. Where DEFAULT_PERMISSIONS let every user add their own objects
    // (notifications, subscriptions, tokens), a copy of another's object fails validation or scope.
    let before = await state(model);
    const ownDefaults = Object.hasOwn(DEFAULTS.DEFAULT_PERMISSIONS, `${model.app}.add_${model.key.split('.')[1]}`);
    expect(ownDefaults ? [400, 403] : [403]).toContain((await api.post(url, writable(model, outside[0]!), { token: viewer })).status);
    expect((await api.patch(`${url}${inside[0]!.id}/`, {}, { token: viewer })).status).toBe(403);
    expect((await api.delete(`${url}${inside[0]!.id}/`, { token: viewer })).status).toBe(403);
    expect(await state(model)).toBe(before);

    // Change, constrained (view unconstrained): out of scope 403, bulk with one outside 403 and nothing changed.
    const changer = await userWith([
      { object_types: types, actions: ['view'] },
      { object_types: types, actions: ['change'], constraints: scope },
    ]);
    const patch = model.fields.some((f) => f.name === 'description' && !f.readOnly) ? { description: 'matrix' } : {};
    before = await state(model);
    expect((await api.patch(`${url}${outside[0]!.id}/`, patch, { token: changer })).status).toBe(403);
    const bulk = await api.patch(url, [{ id: inside[0]!.id, ...patch }, { id: outside[0]!.id, ...patch }], { token: changer });
    expect(bulk.status).toBe(403);
    expect(await state(model)).toBe(before);
    const allowed = await api.patch(`${url}${inside[0]!.id}/`, patch, { token: changer });
    expect(allowed.status, allowed.text).toBe(200);

    // Delete, constrained: out of scope 403 (one and bulk), nothing deleted.
    const deleter = await userWith([
      { object_types: types, actions: ['view'] },
      { object_types: types, actions: ['delete'], constraints: scope },
    ]);
    before = await state(model);
    expect((await api.delete(`${url}${outside[0]!.id}/`, { token: deleter })).status).toBe(403);
    expect((await api.delete(url, { token: deleter, body: [{ id: inside[1]!.id }, { id: outside[1]!.id }] })).status).toBe(403);
    expect(await state(model)).toBe(before);

    // Add: the deleted object re-created (its unique values are free again). With an add scope it
    // cannot land in, it is refused after the write and rolled back; without one, it is created.
    const victim = (await api.get(`${url}${inside[inside.length - 1]!.id}/`)).body;
    const removed = await api.delete(`${url}${victim.id}/`, { token: deleter });
    if (removed.status === 409) {
      // Protected by dependents: the add checks need a free object.
      expect(PROTECTED.has(model.key), `${route}: refused, yet no protecting reference points at it`).toBe(true);
      expect(removed.body.detail).toMatch(/^Unable to delete object\. \d+ dependent objects were found: /);
      return;
    }
    expect(removed.status, removed.text).toBe(204);
    const body = writable(model, victim);
    // Optional references to objects that went with the victim (a device's primary IP) are dropped.
    for (const field of model.fields) {
      if (field.type !== 'fk' || !field.nullable || body[field.name] === null || body[field.name] === undefined) continue;
      const target = registry.models.find((m) => m.key === field.to)!;
      if (!(await api.db.knex(target.table).where('id', body[field.name] as number).first())) body[field.name] = null;
    }
    // A generic relation to an object an earlier model's checks deleted points at another of its type.
    for (const field of model.fields) {
      if (field.type !== 'generic' || typeof body[field.parts!.type] !== 'string') continue;
      const target = registry.models.find((m) => m.key === body[field.parts!.type])!;
      if (await api.db.knex(target.table).where('id', body[field.parts!.id] as number).first()) continue;
      body[field.parts!.id] = Number(((await api.db.knex(target.table).select('id').orderBy('id', 'desc').first()) as { id: unknown }).id);
    }
    // The objects the body's generic relations name are visible to the adders (a subscription may
    // name only an object its maker may view); the matrix's "blind" is about the model under test.
    const named = model.fields.filter((f) => f.type === 'generic' && typeof body[f.parts!.type] === 'string').map((f) => body[f.parts!.type] as string);
    const seeNamed = named.length ? [{ object_types: [...new Set(named)], actions: ['view'] }] : [];
    // (Users first: each comes with a token row, which is a change of users/tokens.)
    const outOfScopeAdder = await userWith([{ object_types: types, actions: ['add', 'grant'], constraints: { id: -1 } }, ...seeNamed]);
    const adderBlind = await userWith([{ object_types: types, actions: ['add', 'grant'] }, ...seeNamed]);
    before = await state(model);
    const refused = await api.post(url, body, { token: outOfScopeAdder });
    expect(refused.status, refused.text).toBe(403);
    expect(await state(model)).toBe(before);

    // Attribute-dictionary references resolve through viewable objects only.
    const reference = model.fields.find((f) => f.type === 'fk' && body[f.name] !== null && body[f.name] !== undefined && attributeOf(victim[f.name]) !== null);
    if (reference) {
      const [key, value] = attributeOf(victim[reference.name])!;
      const blind = await api.post(url, { ...body, [reference.name]: { [key]: value } }, { token: adderBlind });
      expect(blind.status, blind.text).toBe(400);
      expect(blind.body[reference.name][0]).toMatch(/^Related object not found using the provided attributes: /);
      expect(await state(model)).toBe(before);
    }

    const created = await api.post(url, body, { token: adderBlind });
    expect(created.status, created.text).toBe(201);
  });

});

/** A nested object's identifying attribute other than its id (slug, name, model, username), or null. */
function attributeOf(nested: unknown): [string, unknown] | null {
  if (nested === null || typeof nested !== 'object') return null;
  for (const key of ['slug', 'name', 'username', 'model', 'address', 'prefix']) {
    const value = (nested as Record<string, unknown>)[key];
    if (typeof value === 'string' && value !== '') return [key, value];
  }
  return null;
}
