// Change records, ETags / If-Match, add_tags / remove_tags and tag object types, bulk writes that
// fail as a whole (rows and change records): spec 4.1 rules 2, 8, 9, 10 on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

describe.each(DIALECTS)('change log, ETags and tags on %s', (dialect) => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startServer(dialect);
  });
  afterAll(async () => api?.close());

  const changesOf = async (query: string) => (await api.get(`/api/core/object-changes/?${query}&limit=1000`)).body;
  const rowCount = async (table: string) => Number(((await api.db.knex(table).count({ n: '*' })) as { n: unknown }[])[0]!.n);

  it('records create, update and delete with request id, user, message, repr and snapshots', async () => {
    const created = await api.post('/api/dcim/sites/', { name: 'Logged', slug: 'logged', changelog_message: 'first light' });
    expect(created.status).toBe(201);
    const requestId = created.headers.get('x-request-id')!;
    const [record] = (await changesOf(`request_id=${requestId}`)).results;
    expect(record).toMatchObject({
      action: { value: 'create', label: 'Created' }, changed_object_type: 'dcim.site', changed_object_id: created.body.id,
      object_repr: 'Logged', message: 'first light', user_name: 'admin', request_id: requestId, prechange_data: null,
      display: 'DCIM | site Logged created by admin',
    });
    expect(record.user).toMatchObject({ username: 'admin' });
    expect(record.changed_object).toMatchObject({ id: created.body.id, name: 'Logged' });
    expect(record.postchange_data).toMatchObject({ name: 'Logged', slug: 'logged', status: 'active', region: null, tags: [], custom_fields: {} });
    expect(Object.keys(record.postchange_data)).not.toContain('id');

    const patched = await api.patch(`/api/dcim/sites/${created.body.id}/`, { facility: 'F1', changelog_message: 'moved in' });
    const [update] = (await changesOf(`request_id=${patched.headers.get('x-request-id')}`)).results;
    expect(update.action.value).toBe('update');
    expect(update.prechange_data.facility).toBe('');
    expect(update.postchange_data.facility).toBe('F1');
    expect(update.message).toBe('moved in');

    // An update that changes nothing writes no record (CHANGELOG_SKIP_EMPTY_CHANGES).
    const idle = await api.patch(`/api/dcim/sites/${created.body.id}/`, { facility: 'F1' });
    expect(idle.status).toBe(200);
    expect((await changesOf(`request_id=${idle.headers.get('x-request-id')}`)).count).toBe(0);

    const deleted = await api.request('DELETE', `/api/dcim/sites/${created.body.id}/`, { body: { changelog_message: 'closed' } });
    expect(deleted.status).toBe(204);
    const [removal] = (await changesOf(`request_id=${deleted.headers.get('x-request-id')}`)).results;
    expect(removal).toMatchObject({ action: { value: 'delete', label: 'Deleted' }, message: 'closed', postchange_data: null, changed_object: null });
    expect(removal.prechange_data.facility).toBe('F1');

    // The spec's path serves the same records; filters by object and action.
    const history = await api.get(`/api/extras/object-changes/?changed_object_type=dcim.site&changed_object_id=${created.body.id}`);
    expect(history.body.results.map((r: { action: { value: string } }) => r.action.value)).toEqual(['delete', 'update', 'create']);
    expect((await changesOf(`changed_object_id=${created.body.id}&action=update&user=admin`)).count).toBe(1);
    const types = await api.get('/api/core/object-types/?app_label=dcim&model=site');
    expect((await changesOf(`changed_object_type_id=${types.body.results[0].id}&changed_object_id=${created.body.id}`)).count).toBe(3);
    expect((await api.get('/api/core/object-changes/?request_id=nope')).status).toBe(400);
    const times = history.body.results.map((r: { time: string }) => r.time).sort();
    const window = `changed_object_id=${created.body.id}&changed_object_type=dcim.site`;
    expect((await changesOf(`${window}&time_after=${times[1]}`)).count).toBe(2);
    expect((await changesOf(`${window}&time_before=${times[1]}`)).count).toBe(2);
    expect((await changesOf(`${window}&time_after=${times[0]}&time_before=${times[0]}`)).count).toBe(1);
    // Times compare to the microsecond (two records can share a millisecond).
    const [latest] = history.body.results;
    await api.db.knex('core_objectchange').where('id', latest.id).update({ time: '2030-01-01T00:00:00.123456Z' });
    expect((await changesOf(`${window}&time_after=2030-01-01T00:00:00.123456Z`)).count).toBe(1);
    expect((await changesOf(`${window}&time_after=2030-01-01T00:00:00.123457Z`)).count).toBe(0);
    expect((await changesOf(`${window}&time_before=2030-01-01T00:00:00.123455Z`)).count).toBe(2);
    expect((await changesOf(`${window}&time_after=2030-01-01T00:00:00.123456Z&time_before=2030-01-01T00:00:00.123456Z`)).count).toBe(1);
    // NetBox's `time` is a range filter: only time_after and time_before are read, `time` is ignored.
    expect((await changesOf(`${window}&time=2030-01-01T00:00:00.123456Z`)).count).toBe(3);
    // Read-only.
    expect((await api.post('/api/core/object-changes/', {})).status).toBe(405);
  });

  it('rejects a changelog_message that is not a short string', async () => {
    const long = await api.post('/api/dcim/sites/', { name: 'Chatty', slug: 'chatty', changelog_message: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ changelog_message: ['Ensure this field has no more than 200 characters.'] });
  });

  it('finds the objects a request created or modified (created_by_request and friends)', async () => {
    const created = await api.post('/api/dcim/manufacturers/', [{ name: 'Req A', slug: 'req-a' }, { name: 'Req B', slug: 'req-b' }]);
    const createdBy = created.headers.get('x-request-id')!;
    const updated = await api.patch(`/api/dcim/manufacturers/${created.body[0].id}/`, { description: 'touched' });
    const updatedBy = updated.headers.get('x-request-id')!;
    const names = async (query: string) => (await api.get(`/api/dcim/manufacturers/?${query}`)).body.results.map((m: { name: string }) => m.name);
    expect(await names(`created_by_request=${createdBy}`)).toEqual(['Req A', 'Req B']);
    expect(await names(`updated_by_request=${updatedBy}`)).toEqual(['Req A']);
    expect(await names(`modified_by_request=${updatedBy}`)).toEqual(['Req A']);
    expect(await names(`updated_by_request=${createdBy}`)).toEqual([]);
    expect((await api.get('/api/dcim/manufacturers/?created_by_request=xyz')).body).toEqual({ created_by_request: ['Enter a valid UUID.'] });
    // Change records are per model: the same request id finds nothing among sites.
    expect((await api.get(`/api/dcim/sites/?created_by_request=${createdBy}`)).body.count).toBe(0);
  });

  it('records cascaded deletes and keeps tag changes of one request in one record', async () => {
    const site = await api.create('/api/dcim/sites/', { name: 'Cascade', slug: 'cascade' });
    const location = await api.create('/api/dcim/locations/', { name: 'Hall', slug: 'hall', site: site.id });
    const tag = await api.create('/api/extras/tags/', { name: 'Audit', slug: 'audit' });
    const tagged = await api.patch(`/api/dcim/sites/${site.id}/`, { tags: [tag.id], description: 'tagged' });
    const records = (await changesOf(`request_id=${tagged.headers.get('x-request-id')}`)).results;
    expect(records).toHaveLength(1);
    expect(records[0].postchange_data.tags).toEqual(['Audit']);
    expect(records[0].prechange_data.tags).toEqual([]);
    const gone = await api.delete(`/api/dcim/sites/${site.id}/`);
    expect(gone.status).toBe(204);
    const deletions = (await changesOf(`request_id=${gone.headers.get('x-request-id')}`)).results;
    expect(deletions.map((r: { changed_object_type: string; changed_object_id: number }) => `${r.changed_object_type}:${r.changed_object_id}`).sort())
      .toEqual([`dcim.location:${location.id}`, `dcim.site:${site.id}`].sort());
  });

  it('sends a weak ETag on single-object responses and enforces If-Match on PUT, PATCH and DELETE', async () => {
    const created = await api.post('/api/dcim/regions/', { name: 'Etag', slug: 'etag' });
    const etag = created.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{6})?\+00:00"$/);
    const fetched = await api.get(`/api/dcim/regions/${created.body.id}/`);
    expect(fetched.headers.get('etag')).toBe(etag);
    expect(etag).toBe(`W/"${created.body.last_updated.replace('Z', '+00:00')}"`);
    expect((await api.get('/api/dcim/regions/')).headers.get('etag')).toBeNull();

    const path = `/api/dcim/regions/${created.body.id}/`;
    const stale = 'W/"2000-01-01T00:00:00+00:00"';
    const refused = await api.patch(path, { description: 'late' }, { headers: { 'If-Match': stale } });
    expect(refused.status).toBe(412);
    expect(refused.body).toEqual({ detail: 'Precondition failed.' });
    expect(refused.headers.get('etag')).toBe(etag);
    expect((await api.get(path)).body.description).toBe('');

    const accepted = await api.patch(path, { description: 'on time' }, { headers: { 'If-Match': `${stale}, ${etag}` } });
    expect(accepted.status).toBe(200);
    const next = accepted.headers.get('etag')!;
    expect(next).not.toBe(etag);
    expect((await api.put(path, { name: 'Etag', slug: 'etag' }, { headers: { 'If-Match': etag } })).status).toBe(412);
    expect((await api.patch(path, { description: 'any' }, { headers: { 'If-Match': '*' } })).status).toBe(200);
    expect((await api.request('DELETE', path, { headers: { 'If-Match': stale } })).status).toBe(412);
    expect((await api.get(path)).status).toBe(200);
  });

  it('lets exactly one of ten concurrent PATCHes with the same ETag through', async () => {
    const created = await api.post('/api/dcim/regions/', { name: 'Race', slug: 'race' });
    const etag = created.headers.get('etag')!;
    const path = `/api/dcim/regions/${created.body.id}/`;
    const replies = await Promise.all(Array.from({ length: 10 }, (_, i) =>
      api.patch(path, { description: `writer ${i}` }, { headers: { 'If-Match': etag } })));
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(412)]);
    const winner = replies.find((r) => r.status === 200)!;
    expect((await api.get(path)).body.description).toBe(winner.body.description);
    expect((await changesOf(`changed_object_type=dcim.region&changed_object_id=${created.body.id}&action=update`)).count).toBe(1);
  });

  it('adds and removes tags with add_tags / remove_tags and the three rules', async () => {
    const [red, green, blue] = (await api.post('/api/extras/tags/', ['Red', 'Green', 'Blue'].map((name) => ({ name, slug: name.toLowerCase() })))).body;
    const site = await api.create('/api/dcim/sites/', { name: 'Colours', slug: 'colours', add_tags: [{ name: 'Red' }] });
    expect(site.tags.map((t: { name: string }) => t.name)).toEqual(['Red']);
    const path = `/api/dcim/sites/${site.id}/`;
    const added = await api.patch(path, { add_tags: [green.id, { slug: 'blue' }], remove_tags: [red.id] });
    expect(added.status).toBe(200);
    expect(added.body.tags.map((t: { name: string }) => t.name).sort()).toEqual(['Blue', 'Green']);
    expect((await api.patch(path, { tags: [red.id], add_tags: [blue.id] })).body)
      .toEqual({ tags: ['Cannot specify "tags" together with "add_tags" or "remove_tags".'] });
    expect((await api.post('/api/dcim/sites/', { name: 'X', slug: 'x', remove_tags: [red.id] })).body)
      .toEqual({ remove_tags: ['Cannot use "remove_tags" when creating a new object.'] });
    expect((await api.patch(path, { add_tags: [red.id, blue.id], remove_tags: [blue.id, red.id] })).body)
      .toEqual({ remove_tags: ['Tags may not be present in both "add_tags" and "remove_tags": Blue, Red'] });
    expect((await api.patch(path, { add_tags: [999999] })).body).toEqual({ add_tags: ['Related object not found using the provided numeric ID: 999999'] });
    expect((await api.get(path)).body.tags.map((t: { name: string }) => t.name).sort()).toEqual(['Blue', 'Green']);
  });

  it('refuses a tag limited to other object types, alone and in bulk', async () => {
    const restricted = await api.create('/api/extras/tags/', { name: 'Devices only', slug: 'devices-only', object_types: ['dcim.device'] });
    expect(restricted.object_types).toEqual(['dcim.device']);
    expect((await api.post('/api/extras/tags/', { name: 'Bad', slug: 'bad', object_types: ['dcim.nothing'] })).body)
      .toEqual({ object_types: ['Invalid content type: dcim.nothing'] });
    const types = async (model: string) => (await api.get(`/api/core/object-types/?app_label=dcim&model=${model}`)).body.results[0].id;
    const usable = async (model: string) => (await api.get(`/api/extras/tags/?for_object_type_id=${await types(model)}&limit=1000`)).body.results.map((t: { slug: string }) => t.slug);
    expect(await usable('device')).toContain('devices-only');
    await api.create('/api/extras/tags/', { name: 'Anywhere', slug: 'anywhere' });
    expect(await usable('site')).not.toContain('devices-only');
    expect(await usable('site')).toContain('anywhere');
    expect(await usable('device')).toContain('anywhere');
    // NetBox's `object_types` filter (by object type id): the tags that list the type.
    expect((await api.get(`/api/extras/tags/?object_types=${await types('device')}`)).body.results.map((t: { slug: string }) => t.slug)).toEqual(['devices-only']);
    const single = await api.post('/api/dcim/sites/', { name: 'Restricted', slug: 'restricted', tags: [restricted.id] });
    expect(single.status).toBe(400);
    expect(single.body).toEqual({ detail: 'Tag Devices only cannot be assigned to site objects.' });
    expect((await api.get('/api/dcim/sites/?slug=restricted')).body.count).toBe(0);
    const bulk = await api.post('/api/dcim/sites/', [{ name: 'Fine', slug: 'fine' }, { name: 'Restricted', slug: 'restricted', tags: [restricted.id] }]);
    expect(bulk.status).toBe(400);
    expect(bulk.body).toEqual({ detail: '1 of 2 objects could not be created.', errors: [{ index: 1, errors: { __all__: ['Tag Devices only cannot be assigned to site objects.'] } }] });
    expect((await api.get('/api/dcim/sites/?slug=fine')).body.count).toBe(0);
  });

  it('rejects a bulk delete that hits a dependency as a whole (409), change records included', async () => {
    const [free, pinned] = (await api.post('/api/dcim/manufacturers/', [{ name: 'Free', slug: 'free' }, { name: 'Pinned', slug: 'pinned' }])).body;
    await api.create('/api/dcim/device-types/', { manufacturer: pinned.id, model: 'Holder', slug: 'holder' });
    const recordsBefore = await rowCount('core_objectchange');
    const blocked = await api.request('DELETE', '/api/dcim/manufacturers/', { body: [{ id: free.id, changelog_message: 'bye' }, { id: pinned.id }] });
    expect(blocked.status).toBe(409);
    expect((await api.get(`/api/dcim/manufacturers/${free.id}/`)).status).toBe(200);
    expect(await rowCount('core_objectchange')).toBe(recordsBefore);
    const gone = await api.request('DELETE', '/api/dcim/manufacturers/', { body: [{ id: free.id, changelog_message: 'bye' }] });
    expect(gone.status).toBe(204);
    const [record] = (await changesOf(`request_id=${gone.headers.get('x-request-id')}`)).results;
    expect(record.message).toBe('bye');
  });

  // 2,500: past SQLite's expression depth of 1,000 and a dozen multi-row statements; bulk-scale.test.ts
  // takes every per-object path of a bulk write further (BULK_SIZE=10000 for 10,000).
  it('creates 2,500 objects in one request, or none when the last one is invalid', async () => {
    const size = 2_500;
    const items = Array.from({ length: size }, (_, i) => ({ name: `Bulk tag ${i}`, slug: `bulk-tag-${i}` }));
    const tagsBefore = await rowCount('extras_tag');
    const recordsBefore = await rowCount('core_objectchange');
    const failed = await api.post('/api/extras/tags/', [...items.slice(0, size - 1), { name: `Bulk tag ${size - 1}`, slug: 'not a slug' }]);
    expect(failed.status).toBe(400);
    expect(failed.body).toEqual({
      detail: `1 of ${size} objects could not be created.`,
      errors: [{ index: size - 1, errors: { slug: ['Enter a valid "slug" consisting of letters, numbers, underscores or hyphens.'] } }],
    });
    expect(await rowCount('extras_tag')).toBe(tagsBefore);
    expect(await rowCount('core_objectchange')).toBe(recordsBefore);
    const ok = await api.post('/api/extras/tags/', items);
    expect(ok.status).toBe(201);
    expect(ok.body).toHaveLength(size);
    expect(ok.body.map((t: { slug: string }) => t.slug)).toEqual(items.map((t) => t.slug));
    expect(await rowCount('extras_tag')).toBe(tagsBefore + size);
    expect((await changesOf(`request_id=${ok.headers.get('x-request-id')}&limit=1`)).count).toBe(size);
  }, 300_000);
  it('filters journal entries by object type id and creation time (aliases with a lookup)', async () => {
    const site = await api.create('/api/dcim/sites/', { name: 'Journaled', slug: 'journaled' });
    const tenant = await api.create('/api/tenancy/tenants/', { name: 'Journaled', slug: 'journaled' });
    const onSite = await api.create('/api/extras/journal-entries/', { assigned_object_type: 'dcim.site', assigned_object_id: site.id, comments: 'racked' });
    await api.create('/api/extras/journal-entries/', { assigned_object_type: 'tenancy.tenant', assigned_object_id: tenant.id, comments: 'signed' });
    const typeId = async (app: string, model: string) => (await api.get(`/api/core/object-types/?app_label=${app}&model=${model}`)).body.results[0].id;
    const comments = async (query: string) => (await api.get(`/api/extras/journal-entries/?${query}`)).body.results.map((e: { comments: string }) => e.comments);
    expect(await comments(`assigned_object_type_id=${await typeId('dcim', 'site')}`)).toEqual(['racked']);
    expect(await comments(`assigned_object_type_id__n=${await typeId('dcim', 'site')}`)).toEqual(['signed']);
    expect((await api.get('/api/extras/journal-entries/?assigned_object_type_id=site')).body).toEqual({ assigned_object_type_id: ['“site” is not a valid value.'] });
    expect((await api.get('/api/extras/journal-entries/?assigned_object_type_id=99999')).body)
      .toEqual({ assigned_object_type_id: ['Select a valid choice. 99999 is not one of the available choices.'] });
    expect((await comments(`created_after=${onSite.created}`)).sort()).toEqual(['racked', 'signed']);
    expect(await comments(`created_before=${onSite.created}`)).toEqual(['racked']);
    expect(await comments('created_after=2999-01-01')).toEqual([]);
    // One value, no lookup suffix: the last value counts, created_after__lt is unknown (ignored).
    expect((await comments(`created_after=2999-01-01&created_after=${onSite.created}`)).sort()).toEqual(['racked', 'signed']);
    expect((await comments('created_after__lt=2999-01-01')).sort()).toEqual(['racked', 'signed']);
  });
});
