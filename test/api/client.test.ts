// The generated typed client against the real server, through its typed endpoints: filters and
// representations, pages and the async iterator over all of them, single and bulk writes, and
// the typed ApiError of each kind of refusal. The @ts-expect-error lines are checked by tsc
// (make check): the types refuse what the server would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApi, type Api } from '../../generated/client/index.js';
import { registry } from '../../generated/registry.js';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

/** The error a client call fails with (and a failure if it succeeds). */
async function refusal(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  return expect.fail('the request succeeded');
}

describe.each(DIALECTS)('the typed client on %s', (dialect) => {
  let server: TestServer;
  let api: Api;
  beforeAll(async () => {
    server = await startServer(dialect);
    api = createApi({ url: server.base, token: server.token });
  });
  afterAll(async () => server?.close());

  it('creates one object or a list, and reads typed values back', async () => {
    const one = await api.dcim.sites.create({ name: 'Berlin', slug: 'berlin', status: 'planned' });
    expect(one.status.value).toBe('planned');
    expect(one.status.label).toBe('Planned');
    const many = await api.dcim.sites.create(['Paris', 'Rome', 'Oslo', 'Kyiv', 'Lima'].map((name, i) => ({
      name, slug: name.toLowerCase(), status: i % 2 ? ('planned' as const) : ('active' as const),
    })));
    expect(many.map((s) => s.name)).toEqual(['Paris', 'Rome', 'Oslo', 'Kyiv', 'Lima']);
    expect((await api.dcim.sites.get(one.id)).slug).toBe('berlin');
  });

  it('filters and pages: count, next as an absolute URL, brief objects', async () => {
    const page = await api.dcim.sites.list({ status: ['planned'], limit: 2, ordering: 'name' });
    expect(page.count).toBe(3);
    expect(page.results.map((s) => s.name)).toEqual(['Berlin', 'Kyiv']);
    expect(page.next).toBe(`${server.base}/api/dcim/sites/?limit=2&offset=2&ordering=name&status=planned`);
    expect(await api.dcim.sites.count({ name__ic: 'o' })).toBe(2);
    const brief = await api.dcim.sites.list({ brief: true, limit: 1 });
    expect(Object.keys(brief.results[0]!)).toEqual(registry.models.find((m) => m.key === 'dcim.site')!.brief);
  });

  it('walks every page with all(), each object once, in list order', async () => {
    const everything = (await api.dcim.sites.list({ limit: 1000 })).results.map((s) => s.id);
    const walked: number[] = [];
    for await (const site of api.dcim.sites.all({ limit: 2 })) walked.push(site.id);
    expect(walked).toEqual(everything);
    expect(walked).toHaveLength(6);
    const planned: string[] = [];
    for await (const site of api.dcim.sites.all({ status: ['planned'], limit: 1 })) planned.push(site.name);
    expect(planned.sort()).toEqual(['Berlin', 'Kyiv', 'Rome']);
  });

  it('updates, patches and deletes one object or a list', async () => {
    const [oslo] = (await api.dcim.sites.list({ slug: ['oslo'] })).results;
    const put = await api.dcim.sites.update(oslo!.id, { name: 'Oslo', slug: 'oslo', status: 'retired', description: 'north' });
    expect([put.status.value, put.description]).toEqual(['retired', 'north']);
    expect((await api.dcim.sites.patch(oslo!.id, { facility: 'DC1' })).facility).toBe('DC1');
    const ids = (await api.dcim.sites.list({ slug: ['kyiv', 'lima'] })).results.map((s) => s.id);
    const patched = await api.dcim.sites.patchMany(ids.map((id) => ({ id, description: 'bulk' })));
    expect(patched.map((s) => s.description)).toEqual(['bulk', 'bulk']);
    await api.dcim.sites.deleteMany(ids);
    expect(await api.dcim.sites.count({ id: ids })).toBe(0);
    await api.dcim.sites.delete(oslo!.id);
    expect((await refusal(api.dcim.sites.get(oslo!.id))).status).toBe(404);
  });

  it('refuses with a typed ApiError: field errors, bulk errors, not found, no token, bad filters', async () => {
    const duplicate = await refusal(api.dcim.sites.create({ name: 'Berlin', slug: 'berlin-2' }));
    expect(duplicate.status).toBe(400);
    expect(duplicate.fieldErrors?.name).toEqual(['site with this name already exists.']);
    const before = await api.dcim.sites.count();
    const bulk = await refusal(api.dcim.sites.create([{ name: 'Ok', slug: 'ok' }, { name: 'Bad', slug: 'not a slug' }]));
    expect(bulk.status).toBe(400);
    expect(bulk.bulkErrors).toEqual([{ index: 1, errors: { slug: ['Enter a valid "slug" consisting of letters, numbers, underscores or hyphens.'] } }]);
    expect(await api.dcim.sites.count()).toBe(before);
    expect((await refusal(api.dcim.sites.get(999999))).status).toBe(404);
    const anonymous = createApi({ url: `${server.base}/api/` });
    const denied = await refusal(anonymous.dcim.sites.create({ name: 'Nope', slug: 'nope' }));
    expect([denied.status, denied.detail]).toEqual([403, 'Authentication credentials were not provided.']);
    const filter = await refusal(api.dcim.sites.list({ region_id: ['x' as unknown as number] }));
    expect(filter.status).toBe(400);
    expect(filter.fieldErrors?.region_id).toEqual(['“x” is not a valid value.']);
  });

  it('types the endpoints by model (checked by tsc)', async () => {
    const tag = await api.extras.tags.create({ name: 'core', slug: 'core' });
    const manufacturer = await api.dcim.manufacturers.create({ name: 'Acme', slug: 'acme' });
    const type = await api.dcim.device_types.create({ manufacturer: { slug: 'acme' }, model: 'X1', slug: 'x1', tags: [tag.id] });
    expect(type.manufacturer.id).toBe(manufacturer.id);
    expect(type.tags.map((t) => t.slug)).toEqual(['core']);
    // @ts-expect-error a filter the endpoint does not have
    await refusal(api.dcim.device_types.list({ manufacturer_idd: [manufacturer.id] })).catch(() => undefined);
    // @ts-expect-error a status that is not a choice of sites
    void (() => api.dcim.sites.list({ status: ['sleeping'] }));
    // @ts-expect-error a device type needs its manufacturer
    void (() => api.dcim.device_types.create({ model: 'X2', slug: 'x2' }));
    expect((await api.dcim.device_types.list({ manufacturer_id: [manufacturer.id], tag: ['core'] })).count).toBe(1);
  });
});
