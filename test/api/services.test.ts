// Services and service templates as NetBox 4.7 keeps them: protocol/port mappings ("tcp/80"),
// checked (validate_port_mappings' messages) and kept canonical, at least one; the deprecated
// `protocol` and `ports` read for single-protocol objects and null otherwise, and written as
// mappings (alone, backfilled from the object, or agreeing with the mappings given beside them);
// the display (the name), ordering and brief forms; the port filters of
// ServicePortMappingFilterMixin on both models.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

type Obj = Record<string, any>;

const FIELDS = {
  service: ['id', 'url', 'display_url', 'display', 'parent_object_type', 'parent_object_id', 'parent', 'name', 'port_mappings', 'protocol', 'ports', 'ipaddresses', 'description', 'comments', 'tags', 'custom_fields', 'created', 'last_updated'],
  template: ['id', 'url', 'display_url', 'display', 'name', 'port_mappings', 'protocol', 'ports', 'description', 'comments', 'tags', 'custom_fields', 'created', 'last_updated'],
};

const TCP = { value: 'tcp', label: 'TCP' };
const UDP = { value: 'udp', label: 'UDP' };

describe.each(DIALECTS)('services and service templates on %s', (dialect) => {
  let api: TestServer;
  let device: Obj;
  beforeAll(async () => {
    api = await startServer(dialect);
    const site = await api.create('/api/dcim/sites/', { name: 'Site', slug: 'site' });
    const maker = await api.create('/api/dcim/manufacturers/', { name: 'Maker', slug: 'maker' });
    const type = await api.create('/api/dcim/device-types/', { manufacturer: maker.id, model: 'Server', slug: 'server' });
    const role = await api.create('/api/dcim/device-roles/', { name: 'Server', slug: 'server' });
    device = await api.create('/api/dcim/devices/', { name: 'srv1', device_type: type.id, role: role.id, site: site.id });
  });
  afterAll(async () => api?.close());

  const on = (body: Obj) => ({ parent_object_type: 'dcim.device', parent_object_id: device.id, ...body });
  const refused = async (method: 'post' | 'patch' | 'put', path: string, body: Obj, expected: unknown) => {
    const reply = await api[method](path, body);
    expect([reply.status, reply.body], JSON.stringify(body)).toEqual([400, expected]);
  };
  const names = async (path: string) => {
    const reply = await api.get(path);
    expect(reply.status, `${path}: ${reply.text}`).toBe(200);
    return (reply.body.results as Obj[]).map((o) => o.name as string);
  };

  it('keeps port mappings canonical and reads the deprecated fields from them', async () => {
    const web = await api.create('/api/ipam/services/', on({ name: 'web', port_mappings: ['TCP/443', 'tcp/080'] }));
    expect(Object.keys(web)).toEqual(FIELDS.service);
    expect([web.display, web.port_mappings, web.protocol, web.ports]).toEqual(['web', ['tcp/443', 'tcp/80'], TCP, [80, 443]]);
    const dns = await api.create('/api/ipam/services/', on({ name: 'dns', port_mappings: ['udp/53', 'tcp/53'] }));
    // Several protocols have no single-protocol form.
    expect([dns.port_mappings, dns.protocol, dns.ports]).toEqual([['udp/53', 'tcp/53'], null, null]);
    expect((await api.get(`/api/ipam/services/${dns.id}/?brief=1`)).body).toEqual({ id: dns.id, url: dns.url, display: 'dns', name: 'dns', port_mappings: ['udp/53', 'tcp/53'], description: '' });
    // validate_port_mappings' messages, the first problem found.
    const path = '/api/ipam/services/';
    await refused('post', path, on({ name: 'x', port_mappings: ['tcp'] }), { port_mappings: ["Invalid port mapping 'tcp'. Expected format protocol/port (e.g. tcp/80)."] });
    await refused('post', path, on({ name: 'x', port_mappings: ['icmp/1'] }), { port_mappings: ['Invalid protocol: icmp'] });
    await refused('post', path, on({ name: 'x', port_mappings: ['tcp/http'] }), { port_mappings: ['Invalid port number: http'] });
    await refused('post', path, on({ name: 'x', port_mappings: ['tcp/70000'] }), { port_mappings: ['Port 70000 is not within the permitted range (1-65535).'] });
    await refused('post', path, on({ name: 'x', port_mappings: ['tcp/22', 'TCP/022'] }), { port_mappings: ['Duplicate port mapping: TCP/022'] });
    await refused('post', path, on({ name: 'x', port_mappings: [] }), { port_mappings: ['At least one port mapping is required.'] });
    await refused('post', path, on({ name: 'x' }), { port_mappings: ['At least one port mapping is required.'] });
    await refused('post', path, on({ name: 'x', port_mappings: 'tcp/22' }), { port_mappings: ['Expected a list of items but got type "str".'] });
    await refused('post', path, on({ name: 'x', port_mappings: ['tcp/22', '', true] }), { port_mappings: { 1: ['This field may not be blank.'], 2: ['Not a valid string.'] } });
    await refused('post', path, on({ name: 'x', port_mappings: ['tcp/1'.padEnd(64, '0')] }), { port_mappings: { 0: ['Ensure this field has no more than 63 characters.'] } });
    // Ordered by name; the display is the name.
    expect(await names(`/api/ipam/services/?device_id=${device.id}`)).toEqual(['dns', 'web']);
  });

  it('takes a service of 5,000 mappings and a bulk of 1,000 services', async () => {
    const many = Array.from({ length: 5000 }, (_, i) => `tcp/${i + 1}`);
    const big = await api.create('/api/ipam/services/', on({ name: 'big', port_mappings: many }));
    expect([big.port_mappings.length, big.protocol, big.ports.length, big.ports[4999]]).toEqual([5000, TCP, 5000, 5000]);
    expect(await names(`/api/ipam/services/?device_id=${device.id}&port=4321`)).toEqual(['big']);
    expect(await names(`/api/ipam/services/?device_id=${device.id}&protocol=tcp&port__gte=4999&port__lte=5000`)).toEqual(['big']);
    const bulk = await api.post('/api/ipam/service-templates/', Array.from({ length: 1000 }, (_, i) => ({ name: `bulk-${i}`, port_mappings: [`udp/${i + 1}`, `tcp/${i + 1}`] })));
    expect(bulk.status, bulk.text.slice(0, 300)).toBe(201);
    expect((await api.get('/api/ipam/service-templates/?port=777&q=bulk-')).body.results.map((t: Obj) => t.name)).toEqual(['bulk-776']);
    expect((await api.delete('/api/ipam/service-templates/', { body: (bulk.body as Obj[]).map((t) => ({ id: t.id })) })).status).toBe(204);
    expect((await api.delete(`/api/ipam/services/${big.id}/`)).status).toBe(204);
  }, 120_000);

  it('writes the deprecated protocol and ports as mappings, as 4.7 does', async () => {
    const path = '/api/ipam/services/';
    const ssh = await api.create(path, on({ name: 'ssh', protocol: 'tcp', ports: [22, 2222] }));
    expect([ssh.port_mappings, ssh.protocol, ssh.ports]).toEqual([['tcp/22', 'tcp/2222'], TCP, [22, 2222]]);
    // One legacy field alone: the other from the object as it is.
    let patched = (await api.patch(`${path}${ssh.id}/`, { ports: [22] })).body;
    expect([patched.port_mappings, patched.protocol, patched.ports]).toEqual([['tcp/22'], TCP, [22]]);
    patched = (await api.patch(`${path}${ssh.id}/`, { protocol: 'udp' })).body;
    expect([patched.port_mappings, patched.protocol]).toEqual([['udp/22'], UDP]);
    // A full round trip (the read representation written back) agrees with itself.
    const read = (await api.get(`${path}${ssh.id}/`)).body;
    const put = await api.put(`${path}${ssh.id}/`, { ...on({}), name: read.name, port_mappings: read.port_mappings, protocol: read.protocol.value, ports: read.ports });
    expect([put.status, put.body.port_mappings]).toEqual([200, ['udp/22']]);
    // Disagreeing with the mappings given beside them is ambiguous.
    await refused('patch', `${path}${ssh.id}/`, { port_mappings: ['tcp/80'], ports: [443] }, { __all__: ["Specify either 'port_mappings' or the deprecated 'protocol'/'ports' fields, not both."] });
    await refused('post', path, on({ name: 'x', protocol: 'tcp' }), { __all__: ["Both 'protocol' and 'ports' are required when writing via the deprecated legacy format; use port_mappings instead."] });
    await refused('post', path, on({ name: 'x', protocol: 'tcp', ports: [] }), { ports: ['At least one port mapping is required.'] });
    await refused('post', path, on({ name: 'x', protocol: 'tcp', ports: [22, 22] }), { ports: ['Duplicate port mapping: tcp/22'] });
    await refused('post', path, on({ name: 'x', protocol: 'tcp', ports: [0] }), { ports: { 0: ['Ensure this value is greater than or equal to 1.'] } });
    // A multi-protocol service has no single-protocol form to backfill from.
    const both = await api.create(path, on({ name: 'ntp', port_mappings: ['udp/123', 'tcp/123'] }));
    await refused('patch', `${path}${both.id}/`, { ports: [124] }, { __all__: ["Both 'protocol' and 'ports' are required when writing via the deprecated legacy format; use port_mappings instead."] });
  });

  it('filters by mappings, protocol and ports as ServicePortMappingFilterMixin', async () => {
    const path = '/api/ipam/service-templates/';
    const template = await api.create(path, { name: 'HTTPS', port_mappings: ['tcp/443', 'udp/443'], description: 'quic too' });
    expect(Object.keys(template)).toEqual(FIELDS.template);
    expect([template.display, template.protocol, template.ports]).toEqual(['HTTPS', null, null]);
    await api.create(path, { name: 'SSH', protocol: 'tcp', ports: [22] });
    await api.create(path, { name: 'DNS', port_mappings: ['udp/53'] });
    await api.create(path, { name: 'High', port_mappings: ['tcp/8080', 'tcp/9090'] });
    await refused('post', path, { name: 'SSH', port_mappings: ['tcp/22'] }, { name: ['application service template with this name already exists.'] });
    expect((await api.get(`${path}${template.id}/?brief=1`)).body).toEqual({ id: template.id, url: template.url, display: 'HTTPS', name: 'HTTPS', port_mappings: ['tcp/443', 'udp/443'], description: 'quic too' });
    // Names in byte order, as every text here (docs/deviations.md).
    expect(await names(path)).toEqual(['DNS', 'HTTPS', 'High', 'SSH']);
    expect(await names(`${path}?port_mappings=TCP/022`)).toEqual(['SSH']);
    expect(await names(`${path}?port_mappings=tcp/22&port_mappings=udp/53`)).toEqual(['DNS', 'SSH']);
    expect(await names(`${path}?port_mappings__n=tcp/22`)).toEqual(['DNS', 'HTTPS', 'High']);
    expect(await names(`${path}?protocol=udp`)).toEqual(['DNS', 'HTTPS']);
    expect(await names(`${path}?protocol__n=udp`)).toEqual(['High', 'SSH']);
    expect(await names(`${path}?port=443&port=22`)).toEqual(['HTTPS', 'SSH']);
    expect(await names(`${path}?port__n=443`)).toEqual(['DNS', 'High', 'SSH']);
    expect(await names(`${path}?port__gt=443`)).toEqual(['High']);
    expect(await names(`${path}?port__gte=443`)).toEqual(['HTTPS', 'High']);
    expect(await names(`${path}?port__lt=53`)).toEqual(['SSH']);
    expect(await names(`${path}?port__lte=53&port__gte=22`)).toEqual(['DNS', 'SSH']);
    expect(await names(`${path}?q=quic`)).toEqual(['HTTPS']);
    expect((await api.get(`${path}?port=http`)).body).toEqual({ port: ['Enter a whole number.'] });
    expect((await api.get(`${path}?protocol=icmp`)).body).toEqual({ protocol: ['Select a valid choice. icmp is not one of the available choices.'] });
    // protocol and the port lookups hold for one mapping together (NetBox's filter_queryset).
    await api.create(path, { name: 'Mixed', port_mappings: ['tcp/80', 'udp/9999'] });
    await api.create(path, { name: 'Gap', port_mappings: ['tcp/500', 'tcp/5000'] });
    expect(await names(`${path}?protocol=tcp&port__gt=1000`)).toEqual(['Gap', 'High']);
    expect(await names(`${path}?protocol=udp&port__gt=1000`)).toEqual(['Mixed']);
    expect(await names(`${path}?port__gte=1000&port__lte=2000`)).toEqual([]);
    expect(await names(`${path}?port__gte=400&port__lte=600`)).toEqual(['Gap', 'HTTPS']);
    expect(await names(`${path}?protocol=udp&port=80`)).toEqual([]);
    expect(await names(`${path}?protocol=tcp&port=80&port=9999`)).toEqual(['Mixed']);
    // port__n with a protocol excludes that protocol's port only.
    expect(await names(`${path}?protocol=udp&port__n=443`)).toEqual(['DNS', 'Mixed']);
    // The same filters on services.
    expect(await names(`/api/ipam/services/?device_id=${device.id}&port=53`)).toEqual(['dns']);
    expect(await names(`/api/ipam/services/?device_id=${device.id}&protocol=tcp&port__gte=80`)).toEqual(['ntp', 'web']);
  });
});
