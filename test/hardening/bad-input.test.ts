// Issue 14: the bad inputs a hostile or careless client sent, each answered with a 400 (or the
// 404/empty list a value that cannot exist deserves) naming the field, and nothing stored — on
// both databases. Before: 500s with the SQL in the body on PostgreSQL, REAL values stored in
// integer columns on SQLite, impossible dates accepted, stack overflows on deep nesting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

const HUGE = '99999999999999999999';

describe.each(DIALECTS)('bad input on %s', (dialect) => {
  let api: TestServer;
  let site: Record<string, any>;
  let region: Record<string, any>;
  let prefix: Record<string, any>;
  beforeAll(async () => {
    api = await startServer(dialect);
    region = await api.create('/api/dcim/regions/', { name: 'Region', slug: 'region' });
    site = await api.create('/api/dcim/sites/', { name: 'Site', slug: 'site', region: region.id });
    await api.create('/api/extras/tags/', { name: 'Alpha', slug: 'alpha' });
    prefix = await api.create('/api/ipam/prefixes/', { prefix: '10.0.0.0/29' });
    await api.create('/api/extras/custom-fields/', { name: 'units', type: 'integer', object_types: ['dcim.rack'] });
  });
  afterAll(async () => api?.close());

  /** Rows of a table, to show a refused write stored nothing. */
  const count = async (path: string) => (await api.get(`${path}?limit=1`)).body.count as number;

  describe('numbers', () => {
    it('answers 404 for an id in the path beyond the key range', async () => {
      for (const id of [HUGE, '18446744073709551616', '9223372036854775808']) {
        const reply = await api.get(`/api/dcim/sites/${id}/`);
        expect(reply.status, reply.text).toBe(404);
        expect(reply.body).toEqual({ detail: 'No Site matches the given query.' });
      }
      expect((await api.patch(`/api/dcim/sites/${HUGE}/`, { description: 'x' })).status).toBe(404);
      expect((await api.get(`/api/ipam/prefixes/${HUGE}/available-ips/`)).status).toBe(404);
    });

    it('reads an id filter beyond the key range as matching nothing (Django 5)', async () => {
      const total = await count('/api/dcim/sites/');
      const counted = async (query: string) => {
        const reply = await api.get(`/api/dcim/sites/?${query}`);
        expect(reply.status, reply.text).toBe(200);
        return reply.body.count as number;
      };
      expect(await counted(`id=${HUGE}`)).toBe(0);
      expect(await counted(`id=${HUGE}&id=${site.id}`)).toBe(1);
      expect(await counted(`id__n=${HUGE}`)).toBe(total);
      expect(await counted(`id__gt=${HUGE}`)).toBe(0);
      expect(await counted(`id__lt=${HUGE}`)).toBe(total);
      expect(await counted(`id__gte=-${HUGE}`)).toBe(total);
      // Filters that name objects refuse an id no object has, as django-filter does (any id).
      for (const name of ['region_id', 'tenant_id', 'tag_id']) {
        const reply = await api.get(`/api/dcim/sites/?${name}=${HUGE}`);
        expect(reply.status, reply.text).toBe(400);
        expect(reply.body).toEqual({ [name]: [`Select a valid choice. ${HUGE} is not one of the available choices.`] });
      }
      const racks = await api.get(`/api/dcim/racks/?starting_unit=${HUGE}`);
      expect(racks.status, racks.text).toBe(200);
      expect((await api.get('/api/dcim/racks/?starting_unit__gt=2147483648')).status).toBe(200);
    });

    it('filters numeric choices (family, width, version) with text lookups, null and empty, and numeric attributes with text', async () => {
      for (const query of ['family=null', 'family__n=null', 'family__empty=true', 'family__ie=4', 'family__ic=(', 'family__regex=%5E4', 'present_in_vrf_id=' + HUGE]) {
        const reply = await api.get(`/api/ipam/prefixes/?${query}`);
        expect(reply.status, `${query}: ${reply.text}`).toBeLessThan(500);
      }
      expect((await api.get('/api/ipam/prefixes/?family__ie=4')).body.count).toBe(1);
      expect((await api.get('/api/ipam/prefixes/?family=null')).body.count).toBe(0);
      for (const query of ['width=null', 'width__empty=false', 'width__isw=1']) expect((await api.get(`/api/dcim/racks/?${query}`)).status).toBe(200);
      expect((await api.get('/api/users/tokens/?version__ie=1')).status).toBe(200);
      for (const value of ["' OR 1=1 --", HUGE, '10.0.0.0/33']) {
        const reply = await api.get(`/api/dcim/sites/?asn=${encodeURIComponent(value)}`);
        expect(reply.status, reply.text).toBe(400);
        expect(Object.keys(reply.body)).toEqual(['asn']);
      }
      for (const name of ['available_for_device_type']) {
        const reply = await api.get(`/api/dcim/platforms/?${name}=${HUGE}`);
        expect(reply.status, reply.text).toBe(400);
      }
      expect((await api.get(`/api/ipam/vlans/?available_at_site=${HUGE}`)).status).toBe(400);
    });

    it('pages past the end for an offset or start beyond any row', async () => {
      for (const query of [`offset=${HUGE}`, 'offset=18446744073709551616', `start=${HUGE}`, `limit=${HUGE}`]) {
        const reply = await api.get(`/api/dcim/sites/?${query}`);
        expect(reply.status, `${query}: ${reply.text}`).toBe(200);
        if (!query.startsWith('limit')) expect(reply.body.results).toEqual([]);
      }
    });

    it.each([
      ['starting_unit', 1e308, 'Ensure this value is less than or equal to 2147483647.'],
      ['starting_unit', 2 ** 31, 'Ensure this value is less than or equal to 2147483647.'],
      ['starting_unit', 2 ** 64, 'Ensure this value is less than or equal to 2147483647.'],
      ['mounting_depth', -(2 ** 40), 'Ensure this value is greater than or equal to 0.'],
      ['weight', 1e308, 'Ensure that there are no more than 8 digits in total.'],
      ['weight', 1e21, 'Ensure that there are no more than 8 digits in total.'],
      ['weight', 1234567.5, 'Ensure that there are no more than 6 digits before the decimal point.'],
    ])('refuses rack %s = %s', async (name, value, message) => {
      const before = await count('/api/dcim/racks/');
      const reply = await api.post('/api/dcim/racks/', { name: `Rack ${name}`, site: site.id, [name]: value });
      expect(reply.status, reply.text).toBe(400);
      expect(reply.body).toEqual({ [name]: [message] });
      expect(await count('/api/dcim/racks/')).toBe(before);
    });

    it('refuses a bigint beyond what a JavaScript number holds exactly, and an integer custom field beyond its column', async () => {
      const device = await seedDevice();
      const speed = await api.post('/api/dcim/interfaces/', { device: device.id, name: 'eth0', type: '1000base-t', speed: 2 ** 64 });
      expect(speed.status, speed.text).toBe(400);
      expect(speed.body).toEqual({ speed: ['Ensure this value is less than or equal to 9007199254740991.'] });
      const custom = await api.post('/api/dcim/racks/', { name: 'Rack cf', site: site.id, custom_fields: { units: 2 ** 64 } });
      expect(custom.status, custom.text).toBe(400);
      expect(JSON.stringify(custom.body)).toMatch(/units/);
      expect(await count('/api/dcim/interfaces/')).toBe(0);
    });

    it('answers "not found" for a related id beyond the key range', async () => {
      for (const value of [Number(HUGE), 2 ** 64, 1e308, HUGE, { id: Number(HUGE) }]) {
        const reply = await api.post('/api/dcim/racks/', { name: 'Rack fk', site: value });
        expect(reply.status, reply.text).toBe(400);
        expect(reply.body.site[0]).toMatch(/^Related object not found using the provided (numeric ID: \d+|attributes: \{'id': \d+\})$/);
      }
    });
  });

  describe('dates and text', () => {
    it('refuses impossible dates in filters and bodies', async () => {
      for (const query of ['created__lt=2020-02-30', 'created__gte=2020-13-01', 'last_updated=2021-02-29T10:00:00Z']) {
        const reply = await api.get(`/api/dcim/sites/?${query}`);
        expect(reply.status, `${query}: ${reply.text}`).toBe(400);
        expect(reply.body).toEqual({ [query.split('=')[0]!]: ['Enter a valid date/time.'] });
      }
      const day = await api.get('/api/ipam/aggregates/?date_added=2019-02-29');
      expect(day.status).toBe(400);
      expect(day.body).toEqual({ date_added: ['Enter a valid date.'] });
      const rir = await api.create('/api/ipam/rirs/', { name: 'RIR', slug: 'rir' });
      const body = await api.post('/api/ipam/aggregates/', { prefix: '192.0.2.0/24', rir: rir.id, date_added: '2023-02-30' });
      expect(body.status, body.text).toBe(400);
      expect(body.body).toEqual({ date_added: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'] });
      expect(await count('/api/ipam/aggregates/')).toBe(0);
    });

    it('refuses years PostgreSQL and Python cannot hold, and text after a date', async () => {
      for (const query of ['created__gte=0000-01-01', 'last_updated=0000-01-01', 'created__gte=9999-12-31T23:59:59-05:00', 'created__lt=2020-01-01xyz']) {
        const reply = await api.get(`/api/dcim/sites/?${query}`);
        expect(reply.status, `${query}: ${reply.text}`).toBe(400);
      }
      const rir = (await api.get('/api/ipam/rirs/')).body.results[0] ?? await api.create('/api/ipam/rirs/', { name: 'RIR 2', slug: 'rir-2' });
      for (const date of ['0000-01-01', '2020-01-01xyz', '10000-01-01']) {
        const body = await api.post('/api/ipam/aggregates/', { prefix: '198.51.100.0/24', rir: rir.id, date_added: date });
        expect(body.status, `${date}: ${body.text}`).toBe(400);
      }
      const late = await api.patch(`/api/extras/tags/${(await api.get('/api/extras/tags/')).body.results[0].id}/`, { description: 'x' });
      expect(late.status).toBe(200);
    });

    it('refuses NUL characters in any string of a body, as DRF does', async () => {
      const before = await count('/api/dcim/sites/');
      const name = await api.post('/api/dcim/sites/', { name: 'a\u0000b', slug: 'nul' });
      expect(name.status).toBe(400);
      expect(name.body).toEqual({ name: ['Null characters are not allowed.'] });
      const nested = await api.post('/api/extras/config-contexts/', { name: 'nul', data: { ntp: ['x\u0000'] } });
      expect(nested.status).toBe(400);
      expect(nested.body).toEqual({ data: ['Null characters are not allowed.'] });
      const key = await api.post('/api/extras/config-contexts/', { name: 'nul key', data: { 'a\u0000': 1 } });
      expect(key.status).toBe(400);
      const bulk = await api.post('/api/dcim/sites/', [{ name: 'ok', slug: 'ok' }, { name: 'x', slug: 'x', description: '\u0000' }]);
      expect(bulk.status).toBe(400);
      expect(bulk.body).toEqual([{}, { description: ['Null characters are not allowed.'] }]);
      expect(await count('/api/dcim/sites/')).toBe(before);
      expect(await count('/api/extras/config-contexts/')).toBe(0);
    });

    it('refuses lone surrogates in any string or key of a body with DRF\'s message, on both databases alike', async () => {
      const before = await count('/api/dcim/sites/');
      const name = await api.post('/api/dcim/sites/', { name: 'n\ud800', slug: 'surrogate' });
      expect(name.status).toBe(400);
      expect(name.body).toEqual({ name: ['Surrogate characters are not allowed: U+D800.'] });
      const nested = await api.post('/api/extras/config-contexts/', { name: 'surrogate', data: { ntp: ['\udfff'], ['key\ud83d']: 1 } });
      expect(nested.status).toBe(400);
      expect(nested.body).toEqual({ data: ['Surrogate characters are not allowed: U+DFFF.', 'Surrogate characters are not allowed: U+D83D.'].sort() });
      const bulk = await api.post('/api/dcim/sites/', [{ name: 'ok', slug: 'ok' }, { name: 'x', slug: 'x', description: 'a\udc00' }]);
      expect(bulk.status).toBe(400);
      expect(bulk.body).toEqual([{}, { description: ['Surrogate characters are not allowed: U+DC00.'] }]);
      // A body past the parsing thread's threshold is refused alike.
      const large = await api.post('/api/dcim/sites/', { name: 'large \ud800', slug: 'large', comments: 'c'.repeat(400_000) });
      expect(large.status).toBe(400);
      expect(large.body).toEqual({ name: ['Surrogate characters are not allowed: U+D800.'] });
      // A pair is one character, stored and read back whole.
      const pair = await api.post('/api/dcim/sites/', { name: 'pair 😀', slug: 'pair' });
      expect(pair.status).toBe(201);
      expect((await api.get(`/api/dcim/sites/${pair.body.id}/`)).body.name).toBe('pair 😀');
      expect(await count('/api/dcim/sites/')).toBe(before + 1);
      expect(await count('/api/extras/config-contexts/')).toBe(0);
    });

    it('reads a surrogate\'s UTF-8 bytes in a query as U+FFFD, as Django does: both databases answer alike', async () => {
      const replaced = await api.create('/api/dcim/sites/', { name: 'replaced \ufffd\ufffd\ufffd', slug: 'replaced' });
      for (const query of ['name=replaced%20%ED%A0%80', 'name__ic=%ED%A0%80', 'q=%ED%A0%80']) {
        const reply = await api.get(`/api/dcim/sites/?${query}`);
        expect(reply.status, query).toBe(200);
        expect(reply.body.results.map((s: { id: number }) => s.id), query).toEqual([replaced.id]);
      }
      await api.delete(`/api/dcim/sites/${replaced.id}/`);
    });

    it('takes only IANA time zones', async () => {
      const bad = await api.patch(`/api/dcim/sites/${site.id}/`, { time_zone: '<script>alert(1)</script>' });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ time_zone: ['A valid timezone is required.'] });
      for (const zone of ['Europe/Berlin', 'UTC', 'America/Argentina/Buenos_Aires', 'US/Eastern']) {
        const good = await api.patch(`/api/dcim/sites/${site.id}/`, { time_zone: zone });
        expect(good.status, `${zone}: ${good.text}`).toBe(200);
        expect(good.body.time_zone).toBe(zone);
      }
      expect((await api.patch(`/api/dcim/sites/${site.id}/`, { time_zone: null })).body.time_zone).toBeNull();
    });
  });

  describe('shapes', () => {
    it.each([
      ['{"id": [1, 2]}', { id: [1, 2] }],
      ['{"slug": ["a", "b"]}', { slug: ['a', 'b'] }],
      ['{"slug": {"x": 1}}', { slug: { x: 1 } }],
      ['{"id": "abc"}', { id: 'abc' }],
      ['{"parent": {"id": [1]}}', { parent: { id: [1] } }],
    ])('refuses the attribute reference %s with a 400 naming the field', async (_, value) => {
      const reply = await api.patch(`/api/dcim/sites/${site.id}/`, { region: value });
      expect(reply.status, reply.text).toBe(400);
      expect(Object.keys(reply.body)).toEqual(['region']);
    });

    it('prepares typed attributes of a reference as their fields would, else a 400 naming the reference', async () => {
      const device = await seedDevice();
      const cases: [string, string, Record<string, unknown>][] = [
        ['/api/dcim/devices/', 'rack', { rack: { width: 'abc' } }],
        ['/api/dcim/devices/', 'rack', { rack: { width: 1.5 } }],
        ['/api/dcim/devices/', 'rack', { rack: { width: 99999999999 } }],
        ['/api/ipam/vlans/', 'group', { group: { vid_ranges: 'abc' } }],
        ['/api/dcim/racks/', 'site', { site: { created: '2020-01-01xyz' } }],
        ['/api/dcim/racks/', 'site', { site: { last_updated: '0000-01-01' } }],
      ];
      for (const [path, field, body] of cases) {
        const reply = await api.post(path, { name: 'typed', vid: 7, device_type: device.device_type.id, role: device.role.id, ...body });
        expect(reply.status, `${JSON.stringify(body)}: ${reply.text}`).toBe(400);
        expect(Object.keys(reply.body)).toContain(field);
      }
    });

    it('refuses tag references that are not one value per attribute', async () => {
      const reply = await api.patch(`/api/dcim/sites/${site.id}/`, { tags: [{ id: [1, 2] }] });
      expect(reply.status, reply.text).toBe(400);
      expect(Object.keys(reply.body)).toEqual(['tags']);
    });

    it('limits how deep an attribute reference and a body may nest, naming the limit', async () => {
      const chain = (depth: number, leaf: unknown): unknown => (depth === 0 ? leaf : { parent: chain(depth - 1, leaf) });
      const deepReference = await api.patch(`/api/dcim/sites/${site.id}/`, { region: chain(20, { slug: 'region' }) });
      expect(deepReference.status, deepReference.text).toBe(400);
      expect(deepReference.body.region[0]).toMatch(/nested at most 10 levels/);
      const json = { 'Content-Type': 'application/json' };
      for (const depth of [100, 1000, 10_000]) {
        // Written as text: building and stringifying it recursively would overflow the test's own stack.
        const raw = `{"region": ${'{"parent": '.repeat(depth)}{"slug": "region"}${'}'.repeat(depth)}}`;
        const reply = await api.request('PATCH', `/api/dcim/sites/${site.id}/`, { raw, headers: json });
        expect(reply.status, reply.text).toBe(400);
        expect(reply.body).toEqual({ region: ['Nested more than 64 levels deep.'] });
        const tags = await api.request('PATCH', `/api/dcim/sites/${site.id}/`, { raw: `{"tags": ${'['.repeat(depth)}${']'.repeat(depth)}}`, headers: json });
        expect(tags.status, tags.text).toBe(400);
        expect(tags.body).toEqual({ tags: ['Nested more than 64 levels deep.'] });
      }
      const shallow = await api.patch(`/api/dcim/sites/${site.id}/`, { region: chain(3, { slug: 'region' }) });
      expect(shallow.status).toBe(400);
      expect(shallow.body.region[0]).toMatch(/^Related object not found/);
    });

    it('refuses available-ips bodies that are not objects, allocating nothing', async () => {
      for (const raw of ['"string"', '123', 'true', 'null', '[null]', '[{}, 5]']) {
        const reply = await api.request('POST', `/api/ipam/prefixes/${prefix.id}/available-ips/`, { raw, headers: { 'Content-Type': 'application/json' } });
        expect(reply.status, `${raw}: ${reply.text}`).toBe(400);
        expect(JSON.stringify(reply.body)).toMatch(/Expected a dictionary, but got/);
      }
      expect(await count('/api/ipam/ip-addresses/')).toBe(0);
      // No body at all still allocates one address, as NetBox does.
      expect((await api.request('POST', `/api/ipam/prefixes/${prefix.id}/available-ips/`)).status).toBe(201);
    });

    it('needs integer ids in bulk updates and deletes', async () => {
      for (const id of [[site.id], { id: site.id }, '1.5', 1.5, true, HUGE]) {
        const patch = await api.patch('/api/dcim/sites/', [{ id, description: 'bulk' }]);
        expect(patch.status, `${JSON.stringify(id)}: ${patch.text}`).toBe(400);
        const del = await api.request('DELETE', '/api/dcim/sites/', { body: [{ id }] });
        expect(del.status, `${JSON.stringify(id)}: ${del.text}`).toBe(400);
      }
      expect((await api.get(`/api/dcim/sites/${site.id}/`)).body.description).toBe('');
    });
  });

  let devices = 0;
  async function seedDevice(): Promise<Record<string, any>> {
    devices += 1;
    const manufacturer = await api.create('/api/dcim/manufacturers/', { name: `M${devices}`, slug: `m${devices}` });
    const type = await api.create('/api/dcim/device-types/', { manufacturer: manufacturer.id, model: `T${devices}`, slug: `t${devices}` });
    const role = await api.create('/api/dcim/device-roles/', { name: `R${devices}`, slug: `r${devices}` });
    return api.create('/api/dcim/devices/', { name: `D${devices}`, device_type: type.id, role: role.id, site: site.id });
  }
});
