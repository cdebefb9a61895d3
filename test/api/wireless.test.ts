// NetBox 4.7's wireless application: wireless LAN groups (a tree with cumulative LAN counts),
// wireless LANs (scoped like prefixes, on interfaces through `wireless_lans`) and wireless links
// between two wireless interfaces: each endpoint's fields in NetBox's order, brief forms, choices,
// every rule and message, the filters clients use; and what a link does to its interfaces
// (wireless_link, link peers, occupied, connected endpoints and trace across it), kept in step when
// a link is created, changed or deleted, with its interfaces protected while it exists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

type Obj = Record<string, any>;

/** NetBox 4.7's serializer field lists (owner left out: G15). */
const FIELDS = {
  group: ['id', 'url', 'display_url', 'display', 'name', 'slug', 'parent', 'description', 'tags', 'custom_fields', 'created', 'last_updated', 'wirelesslan_count', 'comments', '_depth'],
  lan: ['id', 'url', 'display_url', 'display', 'ssid', 'description', 'group', 'status', 'vlan', 'scope_type', 'scope_id', 'scope', 'tenant', 'auth_type', 'auth_cipher', 'auth_psk', 'comments', 'tags', 'custom_fields', 'created', 'last_updated'],
  link: ['id', 'url', 'display_url', 'display', 'interface_a', 'interface_b', 'ssid', 'status', 'tenant', 'auth_type', 'auth_cipher', 'auth_psk', 'distance', 'distance_unit', 'description', 'comments', 'tags', 'custom_fields', 'created', 'last_updated'],
};

describe.each(DIALECTS)('wireless on %s', (dialect) => {
  let api: TestServer;
  let n = 0;
  const unique = (prefix: string) => `${prefix}-${++n}`;
  let region: Obj;
  let site: Obj;
  let otherSite: Obj;
  let location: Obj;
  let type: Obj;
  let role: Obj;
  let tenant: Obj;
  const device = (name = unique('ap')) => api.create('/api/dcim/devices/', { name, device_type: type.id, role: role.id, site: site.id });
  const radio = (dev: Obj, more: Obj = {}) => api.create('/api/dcim/interfaces/', { device: dev.id, name: unique('wlan'), type: 'ieee802.11ac', ...more });
  const read = async (path: string) => {
    const reply = await api.get(path);
    expect(reply.status, `${path}: ${reply.text}`).toBe(200);
    return reply.body;
  };
  const ids = async (path: string) => ((await read(path)).results as Obj[]).map((o) => o.id as number);
  const refused = async (method: 'post' | 'patch', path: string, body: Obj, expected: unknown) => {
    const reply = await api[method](path, body);
    expect([reply.status, reply.body], JSON.stringify(body)).toEqual([400, expected]);
  };

  beforeAll(async () => {
    api = await startServer(dialect);
    region = await api.create('/api/dcim/regions/', { name: 'Coast', slug: 'coast' });
    site = await api.create('/api/dcim/sites/', { name: 'Harbour', slug: 'harbour', region: region.id });
    otherSite = await api.create('/api/dcim/sites/', { name: 'Hill', slug: 'hill' });
    location = await api.create('/api/dcim/locations/', { name: 'Deck', slug: 'deck', site: site.id });
    const manufacturer = await api.create('/api/dcim/manufacturers/', { name: 'Radios', slug: 'radios' });
    type = await api.create('/api/dcim/device-types/', { manufacturer: manufacturer.id, model: 'AP', slug: 'ap' });
    role = await api.create('/api/dcim/device-roles/', { name: 'Wireless', slug: 'wireless', color: '0000ff' });
    tenant = await api.create('/api/tenancy/tenants/', { name: 'Crew', slug: 'crew' });
  });
  afterAll(async () => api?.close());

  it('keeps wireless LAN groups as a tree that counts the LANs of its descendants', async () => {
    const top = await api.create('/api/wireless/wireless-lan-groups/', { name: 'Campus', slug: 'campus' });
    expect(Object.keys(top)).toEqual(FIELDS.group);
    expect([top.display, top.parent, top._depth, top.wirelesslan_count]).toEqual(['Campus', null, 0, 0]);
    const child = await api.create('/api/wireless/wireless-lan-groups/', { name: 'Building', slug: 'building', parent: top.id });
    expect([child._depth, child.parent]).toEqual([1, { id: top.id, url: top.url, display_url: top.display_url, display: 'Campus', name: 'Campus', slug: 'campus', _depth: 0 }]);
    await refused('post', '/api/wireless/wireless-lan-groups/', { name: 'Campus', slug: 'other' }, { name: ['wireless LAN group with this name already exists.'] });
    await refused('post', '/api/wireless/wireless-lan-groups/', { name: 'Other', slug: 'campus' }, { slug: ['wireless LAN group with this slug already exists.'] });

    await api.create('/api/wireless/wireless-lans/', { ssid: 'top', group: top.id });
    const lan = await api.create('/api/wireless/wireless-lans/', { ssid: 'inner', group: child.id });
    // The LAN's group in its nested (brief) form, whose count is not annotated there (0).
    expect(lan.group).toEqual({ id: child.id, url: child.url, display: 'Building', name: 'Building', slug: 'building', description: '', wirelesslan_count: 0, _depth: 1 });
    expect((await read(`/api/wireless/wireless-lan-groups/${top.id}/`)).wirelesslan_count).toBe(2);
    expect(await read(`/api/wireless/wireless-lan-groups/${child.id}/?brief=1`)).toEqual({
      id: child.id, url: child.url, display: 'Building', name: 'Building', slug: 'building', description: '', wirelesslan_count: 1, _depth: 1,
    });
    // A LAN by its group, the group's descendants included.
    expect((await read(`/api/wireless/wireless-lans/?group_id=${top.id}`)).count).toBe(2);
    expect((await read('/api/wireless/wireless-lans/?group=building')).count).toBe(1);
    expect(await ids(`/api/wireless/wireless-lan-groups/?parent_id=${top.id}`)).toEqual([child.id]);
    expect(await ids('/api/wireless/wireless-lan-groups/?ancestor=campus')).toEqual([child.id]);
    expect(await ids('/api/wireless/wireless-lan-groups/?q=build')).toEqual([child.id]);
    // Deleting a group leaves its LANs ungrouped (SET_NULL); its child goes with it.
    expect((await api.delete(`/api/wireless/wireless-lan-groups/${top.id}/`)).status).toBe(204);
    expect((await read(`/api/wireless/wireless-lans/${lan.id}/`)).group).toBeNull();
  });

  it('has wireless LANs with NetBox\'s fields, choices, scope and filters', async () => {
    const vlan = await api.create('/api/ipam/vlans/', { vid: 100, name: 'wifi' });
    const lan = await api.create('/api/wireless/wireless-lans/', {
      ssid: 'Guest', status: 'reserved', vlan: vlan.id, tenant: tenant.id, scope_type: 'dcim.location', scope_id: location.id,
      auth_type: 'wpa-personal', auth_cipher: 'aes', auth_psk: 'secret-psk', description: 'guests',
    });
    expect(Object.keys(lan)).toEqual(FIELDS.lan);
    expect([lan.display, lan.status, lan.auth_type, lan.auth_cipher, lan.auth_psk, lan.scope_type, lan.scope.id, lan.vlan.id, lan.tenant.id]).toEqual([
      'Guest', { value: 'reserved', label: 'Reserved' }, { value: 'wpa-personal', label: 'WPA Personal (PSK)' }, { value: 'aes', label: 'AES' }, 'secret-psk',
      'dcim.location', location.id, vlan.id, tenant.id,
    ]);
    expect(await read(`/api/wireless/wireless-lans/${lan.id}/?brief=1`)).toEqual({ id: lan.id, url: lan.url, display: 'Guest', ssid: 'Guest', description: 'guests' });
    const plain = await api.create('/api/wireless/wireless-lans/', { ssid: 'Open', scope_type: 'dcim.site', scope_id: otherSite.id });
    expect([plain.status, plain.auth_type, plain.auth_cipher, plain.auth_psk, plain.group]).toEqual([{ value: 'active', label: 'Active' }, null, null, '', null]);

    await refused('post', '/api/wireless/wireless-lans/', { ssid: 'x'.repeat(33) }, { ssid: ['Ensure this field has no more than 32 characters.'] });
    await refused('post', '/api/wireless/wireless-lans/', {}, { ssid: ['This field is required.'] });
    await refused('post', '/api/wireless/wireless-lans/', { ssid: 'a', auth_type: 'wpa3' }, { auth_type: ['wpa3 is not a valid choice.'] });
    await refused('post', '/api/wireless/wireless-lans/', { ssid: 'a', auth_psk: 'k'.repeat(65) }, { auth_psk: ['Ensure this field has no more than 64 characters.'] });
    await refused('post', '/api/wireless/wireless-lans/', { ssid: 'a', scope_type: 'dcim.rack', scope_id: 1 }, { scope_type: expect.any(Array) });
    // As a prefix's scope (docs/deviations.md: NetBox says "Please select a site." under __all__).
    await refused('post', '/api/wireless/wireless-lans/', { ssid: 'a', scope_type: 'dcim.site' }, { scope_id: ['This field cannot be null.'] });

    // By the scope's place: a location's LAN is in its site and its site's region.
    expect(await ids(`/api/wireless/wireless-lans/?region_id=${region.id}`)).toEqual([lan.id]);
    expect(await ids('/api/wireless/wireless-lans/?site=harbour')).toEqual([lan.id]);
    expect(await ids(`/api/wireless/wireless-lans/?site_id=${otherSite.id}`)).toEqual([plain.id]);
    expect(await ids(`/api/wireless/wireless-lans/?location_id=${location.id}`)).toEqual([lan.id]);
    expect(await ids('/api/wireless/wireless-lans/?scope_type=dcim.site')).toEqual([plain.id]);
    expect(await ids(`/api/wireless/wireless-lans/?vlan_id=${vlan.id}`)).toEqual([lan.id]);
    expect(await ids('/api/wireless/wireless-lans/?status=reserved&auth_type=wpa-personal&auth_cipher=aes')).toEqual([lan.id]);
    expect(await ids(`/api/wireless/wireless-lans/?tenant_id=${tenant.id}`)).toEqual([lan.id]);
    expect(await ids('/api/wireless/wireless-lans/?q=guest')).toEqual([lan.id]);
    expect(await ids('/api/wireless/wireless-lans/?ssid=Open')).toEqual([plain.id]);

    // On interfaces (writable, nested in their brief form) and filtered both ways.
    const ap = await device();
    const wlan = await radio(ap, { wireless_lans: [lan.id, plain.id] });
    expect(wlan.wireless_lans).toEqual([
      { id: lan.id, url: lan.url, display: 'Guest', ssid: 'Guest', description: 'guests' },
      { id: plain.id, url: plain.url, display: 'Open', ssid: 'Open', description: '' },
    ]);
    expect(await ids(`/api/dcim/interfaces/?wireless_lan_id=${lan.id}`)).toEqual([wlan.id]);
    expect(await ids(`/api/wireless/wireless-lans/?interface_id=${wlan.id}`)).toEqual([lan.id, plain.id]);
    // A VLAN on a LAN is protected; deleting the LAN takes it off its interfaces.
    expect((await api.delete(`/api/ipam/vlans/${vlan.id}/`)).status).toBe(409);
    expect((await api.delete(`/api/wireless/wireless-lans/${lan.id}/`)).status).toBe(204);
    expect((await read(`/api/dcim/interfaces/${wlan.id}/`)).wireless_lans.map((l: Obj) => l.id)).toEqual([plain.id]);
  });

  it('links two wireless interfaces: the rules, the ends\' fields, peers, paths and trace, kept in step', async () => {
    const [ap, station] = [await device(), await device()];
    const [a, b] = [await radio(ap), await radio(station, { rf_role: 'station' })];
    const wired = await api.create('/api/dcim/interfaces/', { device: ap.id, name: unique('eth'), type: '1000base-t' });
    await refused('post', '/api/wireless/wireless-links/', { interface_a: wired.id, interface_b: b.id }, { interface_a: ['1000BASE-T (1GE) is not a wireless interface.'] });
    await refused('post', '/api/wireless/wireless-links/', { interface_a: a.id, interface_b: wired.id }, { interface_b: ['1000BASE-T (1GE) is not a wireless interface.'] });
    await refused('post', '/api/wireless/wireless-links/', { interface_a: a.id }, { interface_b: ['This field is required.'] });
    await refused('post', '/api/wireless/wireless-links/', { interface_a: a.id, interface_b: b.id, distance: 2.5 }, { __all__: ['Must specify a unit when setting a distance'] });

    const link = await api.create('/api/wireless/wireless-links/', { interface_a: a.id, interface_b: b.id, tenant: tenant.id, auth_type: 'open', distance: 1.5, distance_unit: 'km' });
    expect(Object.keys(link)).toEqual(FIELDS.link);
    expect([link.display, link.ssid, link.status, link.distance, link.distance_unit, link.auth_type, link.auth_psk]).toEqual([
      `#${link.id}`, '', { value: 'connected', label: 'Connected' }, 1.5, { value: 'km', label: 'Kilometers' }, { value: 'open', label: 'Open' }, '',
    ]);
    expect(link.interface_a).toEqual({ id: a.id, url: a.url, display: a.name, device: expect.objectContaining({ id: ap.id }), name: a.name, description: '', cable: null, _occupied: true });
    expect(await read(`/api/wireless/wireless-links/${link.id}/?brief=1`)).toEqual({ id: link.id, url: link.url, display: `#${link.id}`, ssid: '', description: '' });
    await refused('post', '/api/wireless/wireless-links/', { interface_a: a.id, interface_b: b.id }, { __all__: ['Wireless link with this Interface A and Interface B already exists.'] });

    // Both ends point at the link; each is the other's link peer and connected endpoint.
    const [aNow, bNow] = [await read(`/api/dcim/interfaces/${a.id}/`), await read(`/api/dcim/interfaces/${b.id}/`)];
    const keys = Object.keys(aNow);
    expect(keys.slice(keys.indexOf('mark_connected'), keys.indexOf('vrf') + 1)).toEqual(['mark_connected', 'cable', 'cable_end', 'wireless_link', 'link_peers', 'link_peers_type', 'wireless_lans', 'vrf']);
    expect(aNow.wireless_link).toEqual({ id: link.id, url: link.url, display_url: link.display_url, display: `#${link.id}`, ssid: '' });
    expect([aNow.cable, aNow._occupied, aNow.link_peers_type, aNow.link_peers.map((p: Obj) => p.id)]).toEqual([null, true, 'dcim.interface', [b.id]]);
    expect([bNow.wireless_link.id, bNow.link_peers.map((p: Obj) => p.id)]).toEqual([link.id, [a.id]]);
    expect([aNow.connected_endpoints_type, aNow.connected_endpoints.map((e: Obj) => e.id), aNow.connected_endpoints_reachable]).toEqual(['dcim.interface', [b.id], true]);
    expect(bNow.connected_endpoints.map((e: Obj) => e.id)).toEqual([a.id]);
    const trace = await read(`/api/dcim/interfaces/${a.id}/trace/`);
    expect(trace).toHaveLength(1);
    expect([trace[0][0].map((o: Obj) => o.id), trace[0][1].id, trace[0][1].url, trace[0][2].map((o: Obj) => o.id)]).toEqual([[a.id], link.id, link.url, [b.id]]);
    // An interface's filters by its link, and the occupied ones.
    expect(await ids(`/api/dcim/interfaces/?wireless_link_id=${link.id}`)).toEqual([a.id, b.id]);
    expect(await ids(`/api/dcim/interfaces/?device_id=${ap.id}&occupied=true`)).toEqual([a.id]);
    expect(await ids(`/api/dcim/interfaces/?device_id=${ap.id}&occupied=false`)).toEqual([wired.id]);
    expect(await ids(`/api/dcim/interfaces/?device_id=${ap.id}&connected=true`)).toEqual([a.id]);
    // The link's filters.
    expect(await ids(`/api/wireless/wireless-links/?interface_a_id=${a.id}`)).toEqual([link.id]);
    expect(await ids(`/api/wireless/wireless-links/?interface_b_id=${a.id}`)).toEqual([]);
    expect(await ids(`/api/wireless/wireless-links/?tenant=crew&status=connected&auth_type=open&distance_unit=km`)).toEqual([link.id]);
    expect(await ids('/api/wireless/wireless-links/?distance=1.5')).toEqual([link.id]);

    // A status that is not connected makes the path inactive; no distance clears the unit.
    const changed = (await api.patch(`/api/wireless/wireless-links/${link.id}/`, { status: 'planned', ssid: 'bridge-1', distance: null })).body;
    expect([changed.display, changed.distance, changed.distance_unit]).toEqual(['bridge-1', null, null]);
    expect((await read(`/api/dcim/interfaces/${a.id}/`)).connected_endpoints_reachable).toBe(false);
    expect((await read(`/api/dcim/interfaces/${a.id}/`)).wireless_link.display).toBe('bridge-1');

    // A linked interface cannot be deleted (PROTECT), nor its device.
    const blocked = await api.delete(`/api/dcim/interfaces/${a.id}/`);
    expect([blocked.status, blocked.body]).toEqual([409, { detail: `Unable to delete object. 1 dependent objects were found: bridge-1 (${link.id})` }]);
    expect((await api.delete(`/api/dcim/devices/${station.id}/`)).status).toBe(409);

    // Another end: the old interface is let go, the new one linked and traced.
    const c = await radio(station);
    await api.patch(`/api/wireless/wireless-links/${link.id}/`, { interface_b: c.id, status: 'connected' });
    const [bAfter, cAfter, aAfter] = [await read(`/api/dcim/interfaces/${b.id}/`), await read(`/api/dcim/interfaces/${c.id}/`), await read(`/api/dcim/interfaces/${a.id}/`)];
    expect([bAfter.wireless_link, bAfter._occupied, bAfter.link_peers, bAfter.connected_endpoints]).toEqual([null, false, [], null]);
    expect([cAfter.wireless_link.id, cAfter.connected_endpoints.map((e: Obj) => e.id)]).toEqual([link.id, [a.id]]);
    expect([aAfter.link_peers.map((p: Obj) => p.id), aAfter.connected_endpoints.map((e: Obj) => e.id), aAfter.connected_endpoints_reachable]).toEqual([[c.id], [c.id], true]);
    expect((await api.delete(`/api/dcim/interfaces/${b.id}/`)).status).toBe(204);

    // Deleting the link clears both ends and their paths.
    expect((await api.delete(`/api/wireless/wireless-links/${link.id}/`)).status).toBe(204);
    for (const end of [a, c]) {
      const now = await read(`/api/dcim/interfaces/${end.id}/`);
      expect([now.wireless_link, now._occupied, now.link_peers, now.link_peers_type, now.connected_endpoints, now.connected_endpoints_reachable]).toEqual([null, false, [], null, null, false]);
      expect(await read(`/api/dcim/interfaces/${end.id}/trace/`)).toEqual([]);
    }
    expect((await api.delete(`/api/dcim/interfaces/${a.id}/`)).status).toBe(204);
    // The device it was on can go now.
    expect((await api.delete(`/api/dcim/devices/${station.id}/`)).status).toBe(204);
  });

  it('reads a page of many linked interfaces in as many statements as a page of three', async () => {
    const [ap, station] = [await device(), await device()];
    const count = 60;
    const made = (await api.post('/api/dcim/interfaces/', [
      ...Array.from({ length: count }, (_, i) => ({ device: ap.id, name: `r${i}`, type: 'ieee802.11ax' })),
      ...Array.from({ length: count }, (_, i) => ({ device: station.id, name: `r${i}`, type: 'ieee802.11ax' })),
    ])).body as Obj[];
    const links = await api.post('/api/wireless/wireless-links/', Array.from({ length: count }, (_, i) => ({ interface_a: made[i]!.id, interface_b: made[count + i]!.id, ssid: `s${i}` })));
    expect(links.status, links.text).toBe(201);
    // Statements of a read, but the token's lookup (kept for a second, so some reads make it);
    // read once first, then with nothing kept (kept nested forms expire within a second, so a
    // read that found some kept and one that did not would differ by chance).
    const statements = async (path: string) => {
      expect((await api.get(path)).status).toBe(200);
      api.db.cache.invalidate();
      const sql: string[] = [];
      const stop = api.db.onQuery((query: { sql: string }) => sql.push(query.sql));
      const reply = await api.get(path);
      stop();
      expect(reply.status).toBe(200);
      return { count: sql.filter((s) => !/users_token/.test(s)).length, body: reply.body };
    };
    // The custom field definitions, read once and kept.
    await statements('/api/dcim/interfaces/?limit=1');
    const three = await statements(`/api/dcim/interfaces/?device_id=${ap.id}&limit=3`);
    const all = await statements(`/api/dcim/interfaces/?device_id=${ap.id}&limit=1000`);
    expect(all.body.results).toHaveLength(count);
    expect(all.body.results.every((o: Obj, i: number) => o.link_peers[0].id === made[count + i]!.id && o.connected_endpoints[0].id === made[count + i]!.id && o.wireless_link.ssid === `s${i}`)).toBe(true);
    expect(all.count).toBe(three.count);
    const linkPages = [await statements('/api/wireless/wireless-links/?limit=3'), await statements('/api/wireless/wireless-links/?limit=1000')];
    expect(linkPages[1]!.count).toBe(linkPages[0]!.count);
  });
});
