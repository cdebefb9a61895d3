// Device components and their templates (NetBox 4.7's G2/G3): each endpoint's fields, each model
// rule and its message, a new device's components from its type's templates (all or nothing),
// front/rear port mappings reconciled in place, device bays and the parent device.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

type Obj = Record<string, any>;

/** NetBox 4.7's serializer field lists (dcim/api/serializers_/device_components.py, devicetype_components.py), owner excluded (G15). */
const CABLED = ['mark_connected', 'cable', 'cable_end', 'link_peers', 'link_peers_type'];
const ENDPOINT = ['connected_endpoints', 'connected_endpoints_type', 'connected_endpoints_reachable'];
const TAIL = ['tags', 'custom_fields', 'created', 'last_updated'];
const HEAD = ['id', 'url', 'display_url', 'display', 'device', 'module', 'name', 'label'];
const FIELDS: Record<string, string[]> = {
  'console-ports': [...HEAD, 'type', 'speed', 'description', ...CABLED, ...ENDPOINT, ...TAIL, '_occupied'],
  'console-server-ports': [...HEAD, 'type', 'speed', 'description', ...CABLED, ...ENDPOINT, ...TAIL, '_occupied'],
  'power-ports': [...HEAD, 'type', 'maximum_draw', 'allocated_draw', 'description', ...CABLED, ...ENDPOINT, ...TAIL, '_occupied'],
  'power-outlets': [...HEAD, 'type', 'status', 'color', 'power_port', 'feed_leg', 'description', ...CABLED, ...ENDPOINT, ...TAIL, '_occupied'],
  'front-ports': [...HEAD, 'type', 'color', 'positions', 'rear_ports', 'description', ...CABLED, ...TAIL, '_occupied'],
  'rear-ports': [...HEAD, 'type', 'color', 'positions', 'front_ports', 'description', ...CABLED, ...TAIL, '_occupied'],
  'module-bays': [...HEAD, 'position', 'enabled', 'description', 'module_bay_types', 'installed_module', ...TAIL, '_occupied', 'is_module_compatible'],
  'device-bays': ['id', 'url', 'display_url', 'display', 'device', 'name', 'label', 'enabled', 'description', 'installed_device', ...TAIL, '_occupied'],
  'inventory-items': ['id', 'url', 'display_url', 'display', 'device', 'parent', 'name', 'label', 'status', 'role', 'manufacturer', 'part_id', 'serial', 'asset_tag', 'discovered', 'description', 'component_type', 'component_id', 'component', ...TAIL, '_depth'],
};
const T_HEAD = ['id', 'url', 'display', 'device_type', 'module_type', 'name', 'label'];
const T_TAIL = ['created', 'last_updated'];
const TEMPLATE_FIELDS: Record<string, string[]> = {
  'console-port-templates': [...T_HEAD, 'type', 'description', ...T_TAIL],
  'console-server-port-templates': [...T_HEAD, 'type', 'description', ...T_TAIL],
  'power-port-templates': [...T_HEAD, 'type', 'maximum_draw', 'allocated_draw', 'description', ...T_TAIL],
  'power-outlet-templates': [...T_HEAD, 'type', 'color', 'power_port', 'feed_leg', 'description', ...T_TAIL],
  'interface-templates': [...T_HEAD, 'type', 'channels', 'channel_id', 'enabled', 'mgmt_only', 'description', 'parent', 'bridge', 'poe_mode', 'poe_type', 'rf_role', ...T_TAIL],
  'front-port-templates': [...T_HEAD, 'type', 'color', 'positions', 'rear_ports', 'description', ...T_TAIL],
  'rear-port-templates': [...T_HEAD, 'type', 'color', 'positions', 'front_ports', 'description', ...T_TAIL],
  'module-bay-templates': [...T_HEAD, 'position', 'enabled', 'description', 'module_bay_types', ...T_TAIL],
  'device-bay-templates': ['id', 'url', 'display', 'device_type', 'name', 'label', 'enabled', 'description', ...T_TAIL],
  'inventory-item-templates': ['id', 'url', 'display', 'device_type', 'parent', 'name', 'label', 'role', 'manufacturer', 'part_id', 'description', 'component_type', 'component_id', 'component', ...T_TAIL, '_depth'],
};

describe.each(DIALECTS)('device components and templates on %s', (dialect) => {
  let api: TestServer;
  let n = 0;
  const unique = (prefix: string) => `${prefix}-${++n}`;
  let manufacturer: Obj;
  let site: Obj;
  let role: Obj;
  beforeAll(async () => {
    api = await startServer(dialect);
    manufacturer = await api.create('/api/dcim/manufacturers/', { name: 'Acme', slug: 'acme' });
    site = await api.create('/api/dcim/sites/', { name: 'Hall', slug: 'hall' });
    role = await api.create('/api/dcim/device-roles/', { name: 'Core', slug: 'core' });
  });
  afterAll(async () => api?.close());

  const deviceType = (extra: Obj = {}) => {
    const model = unique('Type');
    return api.create('/api/dcim/device-types/', { manufacturer: manufacturer.id, model, slug: model.toLowerCase(), ...extra });
  };
  const device = (type: Obj, extra: Obj = {}) => api.create('/api/dcim/devices/', { name: unique('dev'), device_type: type.id, role: role.id, site: site.id, ...extra });
  const list = async (path: string): Promise<Obj[]> => {
    const reply = await api.get(path);
    expect(reply.status, path).toBe(200);
    return reply.body.results;
  };
  const changes = async (type: string): Promise<number> => (await api.get(`/api/core/object-changes/?changed_object_type=${type}&limit=1`)).body.count;

  it('gives a new device one component per template of its type, in NetBox order, with placeholders resolved', async () => {
    const type = await deviceType({ subdevice_role: 'parent' });
    const t = { device_type: type.id };
    const bayType = await api.create('/api/dcim/module-bay-types/', { name: 'SFP cage', slug: 'sfp-cage' });
    await api.create('/api/dcim/console-port-templates/', { ...t, name: 'Console{vc_position}', type: 'rj-45' });
    await api.create('/api/dcim/console-server-port-templates/', { ...t, name: 'Line 1', type: 'rj-45' });
    const psu = await api.create('/api/dcim/power-port-templates/', { ...t, name: 'PSU1', maximum_draw: 500, allocated_draw: 400 });
    await api.create('/api/dcim/power-outlet-templates/', { ...t, name: 'Out1', power_port: psu.id, feed_leg: 'A' });
    const eth = await api.create('/api/dcim/interface-templates/', { ...t, name: 'eth0', type: '1000base-t', mgmt_only: true });
    await api.create('/api/dcim/interface-templates/', { ...t, name: 'eth0.10', type: 'virtual', parent: eth.id });
    const rear = await api.create('/api/dcim/rear-port-templates/', { ...t, name: 'Rear', type: 'mpo', positions: 4 });
    const front = await api.create('/api/dcim/front-port-templates/', { ...t, name: 'Front', type: 'lc', positions: 2, rear_ports: [{ position: 1, rear_port: rear.id, rear_port_position: 3 }, { position: 2, rear_port: rear.id, rear_port_position: 4 }] });
    expect(front.rear_ports).toEqual([{ position: 1, rear_port: rear.id, rear_port_position: 3 }, { position: 2, rear_port: rear.id, rear_port_position: 4 }]);
    expect((await api.get(`/api/dcim/rear-port-templates/${rear.id}/`)).body.front_ports).toEqual([{ position: 3, front_port: front.id, front_port_position: 1 }, { position: 4, front_port: front.id, front_port_position: 2 }]);
    await api.create('/api/dcim/module-bay-templates/', { ...t, name: 'Slot 1', position: '1', module_bay_types: [bayType.id] });
    await api.create('/api/dcim/device-bay-templates/', { ...t, name: 'Blade 1' });
    const part = await api.create('/api/dcim/inventory-item-templates/', { ...t, name: 'Chassis' });
    await api.create('/api/dcim/inventory-item-templates/', { ...t, name: 'Optic', parent: part.id, component_type: 'dcim.interfacetemplate', component_id: eth.id });

    const counts = (await api.get(`/api/dcim/device-types/${type.id}/`)).body;
    expect([counts.console_port_template_count, counts.interface_template_count, counts.front_port_template_count, counts.inventory_item_template_count, counts.device_bay_template_count]).toEqual([1, 2, 1, 2, 1]);
    for (const [path, fields] of Object.entries(TEMPLATE_FIELDS)) {
      const [first] = await list(`/api/dcim/${path}/?device_type_id=${type.id}`);
      expect(Object.keys(first!), path).toEqual(fields);
    }

    const before = await changes('dcim.interface');
    const made = await device(type);
    expect([made.console_port_count, made.console_server_port_count, made.power_port_count, made.power_outlet_count, made.interface_count,
      made.front_port_count, made.rear_port_count, made.device_bay_count, made.module_bay_count, made.inventory_item_count]).toEqual([1, 1, 1, 1, 2, 1, 1, 1, 1, 2]);
    // Each component has its change record.
    // (the parent set after both exist is in the child's create record: one record per object and request, as NetBox).
    expect(await changes('dcim.interface')).toBe(before + 2);
    for (const [path, fields] of Object.entries(FIELDS)) {
      const [first] = await list(`/api/dcim/${path}/?device_id=${made.id}`);
      expect(Object.keys(first!), path).toEqual(fields);
      expect(first!.device?.id ?? made.id, path).toBe(made.id);
    }
    // {vc_position} outside a virtual chassis is "0"; copied fields and relations follow the templates.
    expect((await list(`/api/dcim/console-ports/?device_id=${made.id}`)).map((p) => [p.name, p.type.value, p.description])).toEqual([['Console0', 'rj-45', '']]);
    const [port] = await list(`/api/dcim/power-ports/?device_id=${made.id}`);
    expect([port!.maximum_draw, port!.allocated_draw]).toEqual([500, 400]);
    const [outlet] = await list(`/api/dcim/power-outlets/?device_id=${made.id}`);
    expect([outlet!.power_port.id, outlet!.feed_leg.value]).toEqual([port!.id, 'A']);
    const interfaces = await list(`/api/dcim/interfaces/?device_id=${made.id}`);
    expect(interfaces.map((i) => [i.name, i.mgmt_only, i.parent?.id ?? null])).toEqual([['eth0', true, null], ['eth0.10', false, interfaces[0]!.id]]);
    const [fp] = await list(`/api/dcim/front-ports/?device_id=${made.id}`);
    const [rp] = await list(`/api/dcim/rear-ports/?device_id=${made.id}`);
    expect(fp!.rear_ports).toEqual([{ position: 1, rear_port: rp!.id, rear_port_position: 3 }, { position: 2, rear_port: rp!.id, rear_port_position: 4 }]);
    const [bay] = await list(`/api/dcim/module-bays/?device_id=${made.id}`);
    expect([bay!.position, bay!.module_bay_types.map((b: Obj) => b.id)]).toEqual(['1', [bayType.id]]);
    const items = await list(`/api/dcim/inventory-items/?device_id=${made.id}&ordering=_depth`);
    const chassis = items.find((i) => i.name === 'Chassis')!;
    const optic = items.find((i) => i.name === 'Optic')!;
    expect([optic.parent, optic._depth, optic.component_type, optic.component.id]).toEqual([chassis.id, 1, 'dcim.interface', interfaces[0]!.id]);

    // In a virtual chassis, {vc_position} is the member's position.
    const chassisVc = await api.create('/api/dcim/virtual-chassis/', { name: unique('vc') });
    const member = await device(type, { virtual_chassis: chassisVc.id, vc_position: 3 });
    expect((await list(`/api/dcim/console-ports/?device_id=${member.id}`)).map((p) => p.name)).toEqual(['Console3']);

    // Filters on devices and device types by their components.
    expect((await list(`/api/dcim/devices/?console_ports=true&device_type_id=${type.id}`)).length).toBe(2);
    expect((await list(`/api/dcim/devices/?console_port_count=1&pass_through_ports=true&id=${made.id}`)).length).toBe(1);
    expect((await list(`/api/dcim/device-types/?interface_template_count=2&id=${type.id}`)).length).toBe(1);
    expect((await list(`/api/dcim/front-ports/?rear_port_id=${rp!.id}`)).map((p) => p.id)).toEqual([fp!.id]);
  });

  it('refuses a device whose templates resolve to one name twice, and creates none of it', async () => {
    const type = await deviceType();
    await api.create('/api/dcim/console-port-templates/', { device_type: type.id, name: 'Con{vc_position}' });
    await api.create('/api/dcim/console-port-templates/', { device_type: type.id, name: 'Con0' });
    const [devicesBefore, portsBefore] = [(await api.get('/api/dcim/devices/?limit=1')).body.count, (await api.get('/api/dcim/console-ports/?limit=1')).body.count];
    const reply = await api.post('/api/dcim/devices/', { name: 'clash', device_type: type.id, role: role.id, site: site.id });
    expect([reply.status, reply.body]).toEqual([400, ['Component name conflict after resolving {vc_position}: Con0']]);
    expect((await api.get('/api/dcim/devices/?limit=1')).body.count).toBe(devicesBefore);
    expect((await api.get('/api/dcim/console-ports/?limit=1')).body.count).toBe(portsBefore);
  });

  it('gives each device of a bulk create its components, with their custom fields\' defaults', async () => {
    await api.create('/api/extras/custom-fields/', { name: 'optic', type: 'text', object_types: ['dcim.interface'], default: 'none fitted' });
    const type = await deviceType();
    for (let i = 1; i <= 5; i++) await api.create('/api/dcim/interface-templates/', { device_type: type.id, name: `ge-0/0/${i}`, type: '10gbase-x-sfpp' });
    const reply = await api.post('/api/dcim/devices/', [1, 2, 3].map((i) => ({ name: `bulk-${i}-${n}`, device_type: type.id, role: role.id, site: site.id })));
    expect(reply.status).toBe(201);
    expect(reply.body.map((d: Obj) => d.interface_count)).toEqual([5, 5, 5]);
    const made = await list(`/api/dcim/interfaces/?device_id=${reply.body[2].id}`);
    expect(made.map((i) => i.name)).toEqual(['ge-0/0/1', 'ge-0/0/2', 'ge-0/0/3', 'ge-0/0/4', 'ge-0/0/5']);
    expect(made.map((i) => i.custom_fields.optic)).toEqual(Array(5).fill('none fitted'));
    // Each component's change record holds what was stored, custom fields included.
    const [record] = (await api.get(`/api/core/object-changes/?changed_object_type=dcim.interface&changed_object_id=${made[0]!.id}`)).body.results;
    expect([record.action.value, record.postchange_data.name, record.postchange_data.custom_fields]).toEqual(['create', 'ge-0/0/1', { optic: 'none fitted' }]);
    // The device is their related object (ComponentModel.to_objectchange()).
    const related = await api.get(`/api/core/object-changes/?related_object_type=dcim.device&related_object_id=${reply.body[2].id}`);
    expect(related.body.results.map((r: Obj) => [r.changed_object_type, r.action.value]).sort()).toEqual(Array(5).fill(['dcim.interface', 'create']));
    const templates = await api.get(`/api/core/object-changes/?related_object_type=dcim.devicetype&related_object_id=${type.id}`);
    expect(templates.body.count).toBe(5);
  });

  it('checks the template rules', async () => {
    const [type, other] = [await deviceType(), await deviceType()];
    const moduleType = await api.create('/api/dcim/module-types/', { manufacturer: manufacturer.id, model: unique('Card') });
    const both = await api.post('/api/dcim/console-port-templates/', { device_type: type.id, module_type: moduleType.id, name: 'c' });
    expect([both.status, both.body]).toEqual([400, { __all__: ['A component template cannot be associated with both a device type and a module type.'] }]);
    const neither = await api.post('/api/dcim/console-port-templates/', { name: 'c' });
    expect([neither.status, neither.body]).toEqual([400, { __all__: ['A component template must be associated with either a device type or a module type.'] }]);
    const onModule = await api.create('/api/dcim/console-port-templates/', { module_type: moduleType.id, name: 'Console {module}' });
    expect([onModule.device_type, onModule.module_type.id]).toEqual([null, moduleType.id]);
    const template = await api.create('/api/dcim/console-port-templates/', { device_type: type.id, name: 'c' });
    const moved = await api.patch(`/api/dcim/console-port-templates/${template.id}/`, { device_type: other.id });
    expect([moved.status, moved.body]).toEqual([400, { device_type: ['Component templates cannot be moved to a different device type.'] }]);
    const twice = await api.post('/api/dcim/console-port-templates/', { device_type: type.id, name: 'c' });
    expect([twice.status, twice.body]).toEqual([400, { __all__: ['Console port template with this Device type and Name already exists.'] }]);
    const draw = await api.post('/api/dcim/power-port-templates/', { device_type: type.id, name: 'p', maximum_draw: 100, allocated_draw: 200 });
    expect([draw.status, draw.body]).toEqual([400, { allocated_draw: ['Allocated draw cannot exceed the maximum draw (100W).'] }]);
    const foreignPort = await api.create('/api/dcim/power-port-templates/', { device_type: other.id, name: 'PSU' });
    const outlet = await api.post('/api/dcim/power-outlet-templates/', { device_type: type.id, name: 'o', power_port: foreignPort.id });
    expect([outlet.status, outlet.body]).toEqual([400, { __all__: ['Parent power port (PSU) must belong to the same device type'] }]);
    const foreignIf = await api.create('/api/dcim/interface-templates/', { device_type: other.id, name: 'eth9', type: 'virtual' });
    const child = await api.post('/api/dcim/interface-templates/', { device_type: type.id, name: 'eth1', type: 'virtual', bridge: foreignIf.id });
    expect([child.status, child.body]).toEqual([400, { bridge: ['Bridge interface (eth9) must belong to the same device type'] }]);
    const bay = await api.post('/api/dcim/device-bay-templates/', { device_type: type.id, name: 'b' });
    expect([bay.status, bay.body]).toEqual([400, { __all__: [`Subdevice role of device type (${type.model}) must be set to "parent" to allow device bays.`] }]);
  });

  it('checks the component rules', async () => {
    const [type, parentType] = [await deviceType(), await deviceType({ subdevice_role: 'parent' })];
    const [a, b] = [await device(type), await device(type)];
    const port = await api.create('/api/dcim/console-ports/', { device: a.id, name: 'con' });
    expect(port.display).toBe('con');
    expect((await api.create('/api/dcim/console-ports/', { device: a.id, name: 'aux', label: 'AUX' })).display).toBe('aux (AUX)');
    const moved = await api.patch(`/api/dcim/console-ports/${port.id}/`, { device: b.id });
    expect([moved.status, moved.body]).toEqual([400, { device: ['Components cannot be moved to a different device.'] }]);
    const twice = await api.post('/api/dcim/console-ports/', { device: a.id, name: 'con' });
    expect([twice.status, twice.body]).toEqual([400, { __all__: ['Console port with this Device and Name already exists.'] }]);
    const draw = await api.post('/api/dcim/power-ports/', { device: a.id, name: 'psu', maximum_draw: 10, allocated_draw: 11 });
    expect([draw.status, draw.body]).toEqual([400, { allocated_draw: ['Allocated draw cannot exceed the maximum draw (10W).'] }]);
    const psu = await api.create('/api/dcim/power-ports/', { device: b.id, name: 'psu' });
    const outlet = await api.post('/api/dcim/power-outlets/', { device: a.id, name: 'o1', power_port: psu.id });
    expect([outlet.status, outlet.body]).toEqual([400, { __all__: ['Parent power port (psu) must belong to the same device'] }]);
    const noBays = await api.post('/api/dcim/device-bays/', { device: a.id, name: 'bay' });
    expect([noBays.status, noBays.body]).toEqual([400, { __all__: [`This type of device (${type.model}) does not support device bays.`] }]);

    // Device bays: a child device, its parent device, and where it is.
    const chassis = await device(parentType);
    const bay = await api.create('/api/dcim/device-bays/', { device: chassis.id, name: 'Slot 1' });
    const self = await api.patch(`/api/dcim/device-bays/${bay.id}/`, { installed_device: chassis.id });
    expect([self.status, self.body]).toEqual([400, { __all__: ['Cannot install a device into itself.'] }]);
    const installed = await api.patch(`/api/dcim/device-bays/${bay.id}/`, { installed_device: b.id });
    expect([installed.status, installed.body.installed_device.id, installed.body._occupied]).toEqual([200, b.id, true]);
    const childView = (await api.get(`/api/dcim/devices/${b.id}/`)).body;
    expect(childView.parent_device).toMatchObject({ id: chassis.id, name: chassis.name, device_bay: { id: bay.id, name: 'Slot 1', device: { id: chassis.id } } });
    expect(Object.keys(childView.parent_device)).toEqual(['id', 'url', 'display_url', 'display', 'name', 'device_bay']);
    expect((await list(`/api/dcim/devices/?parent_device_id=${chassis.id}`)).map((d) => d.id)).toEqual([b.id]);
    const second = await api.create('/api/dcim/device-bays/', { device: chassis.id, name: 'Slot 2' });
    const again = await api.patch(`/api/dcim/device-bays/${second.id}/`, { installed_device: b.id });
    expect([again.status, again.body]).toEqual([400, { installed_device: ['Cannot install the specified device; device is already installed in Slot 1.'] }]);
    const disabled = await api.patch(`/api/dcim/device-bays/${second.id}/`, { enabled: false, installed_device: a.id });
    expect([disabled.status, disabled.body]).toEqual([400, { installed_device: ['Cannot install a device in a disabled device bay.'] }]);
    expect((await api.patch(`/api/dcim/device-bays/${second.id}/`, { enabled: false })).body._occupied).toBe(true);
    // The child follows its parent to another site.
    const elsewhere = await api.create('/api/dcim/sites/', { name: unique('Site'), slug: unique('site') });
    expect((await api.patch(`/api/dcim/devices/${chassis.id}/`, { site: elsewhere.id })).status).toBe(200);
    expect((await api.get(`/api/dcim/devices/${b.id}/`)).body.site.id).toBe(elsewhere.id);

    // Inventory items: a tree on one device; an item may move, but not away from its children.
    const top = await api.create('/api/dcim/inventory-items/', { device: a.id, name: 'Top' });
    const sub = await api.create('/api/dcim/inventory-items/', { device: a.id, name: 'Sub', parent: top.id });
    expect([sub.parent, sub._depth]).toEqual([top.id, 1]);
    // Unique per device, parent and name (not per device and name, as other components).
    const other = await api.create('/api/dcim/inventory-items/', { device: a.id, name: 'Other' });
    expect((await api.post('/api/dcim/inventory-items/', { device: a.id, name: 'Sub', parent: other.id })).status).toBe(201);
    const twin = await api.post('/api/dcim/inventory-items/', { device: a.id, name: 'Sub', parent: top.id });
    expect([twin.status, twin.body]).toEqual([400, { __all__: ['Inventory item with this Device, Parent and Name already exists.'] }]);
    const stray = await api.post('/api/dcim/inventory-items/', { device: b.id, name: 'Stray', parent: top.id });
    expect([stray.status, stray.body]).toEqual([400, { parent: ['Parent inventory item does not belong to the same device.'] }]);
    const leave = await api.patch(`/api/dcim/inventory-items/${top.id}/`, { device: b.id });
    expect([leave.status, leave.body]).toEqual([400, { __all__: ['Cannot move an inventory item with dependent children'] }]);
    const foreign = await api.post('/api/dcim/inventory-items/', { device: b.id, name: 'Optic', component_type: 'dcim.consoleport', component_id: port.id });
    expect([foreign.status, foreign.body]).toEqual([400, { device: ['Cannot assign inventory item to component on another device'] }]);
    const lone = await api.create('/api/dcim/inventory-items/', { device: a.id, name: 'Lone', component_type: 'dcim.consoleport', component_id: port.id });
    const away = await api.patch(`/api/dcim/inventory-items/${lone.id}/`, { device: b.id });
    expect([away.status, away.body.device.id, away.body.component]).toEqual([200, b.id, null]);
  });

  it('reconciles front and rear port mappings in place', async () => {
    const a = await device(await deviceType());
    const other = await device(await deviceType());
    const rear = await api.create('/api/dcim/rear-ports/', { device: a.id, name: 'R1', type: 'mpo', positions: 4 });
    const front = await api.create('/api/dcim/front-ports/', { device: a.id, name: 'F1', type: 'lc', positions: 2, rear_ports: [{ position: 1, rear_port: rear.id, rear_port_position: 1 }] });
    expect(front.rear_ports).toEqual([{ position: 1, rear_port: rear.id, rear_port_position: 1 }]);
    // A PATCH's items as DRF reads them: the rear position defaults to 1, numbers may come as text.
    const defaulted = await api.patch(`/api/dcim/front-ports/${front.id}/`, { rear_ports: [{ position: '1', rear_port: String(rear.id) }] });
    expect([defaulted.status, defaulted.body.rear_ports]).toEqual([200, [{ position: 1, rear_port: rear.id, rear_port_position: 1 }]]);
    // A PATCH without the list leaves the mappings alone; with it, they become the list.
    expect((await api.patch(`/api/dcim/front-ports/${front.id}/`, { description: 'patched' })).body.rear_ports).toHaveLength(1);
    const swapped = await api.patch(`/api/dcim/front-ports/${front.id}/`, { rear_ports: [{ position: 1, rear_port: rear.id, rear_port_position: 2 }, { position: 2, rear_port: rear.id, rear_port_position: 1 }] });
    expect(swapped.body.rear_ports).toEqual([{ position: 1, rear_port: rear.id, rear_port_position: 2 }, { position: 2, rear_port: rear.id, rear_port_position: 1 }]);
    expect((await api.get(`/api/dcim/rear-ports/${rear.id}/`)).body.front_ports).toEqual([{ position: 1, front_port: front.id, front_port_position: 2 }, { position: 2, front_port: front.id, front_port_position: 1 }]);
    const beyond = await api.patch(`/api/dcim/front-ports/${front.id}/`, { rear_ports: [{ position: 1, rear_port: rear.id, rear_port_position: 5 }] });
    expect([beyond.status, beyond.body]).toEqual([400, { rear_ports: ['Invalid rear port position (5): Rear port R1 has only 4 positions.'] }]);
    const theirs = await api.create('/api/dcim/rear-ports/', { device: other.id, name: 'R9', type: 'mpo' });
    const foreign = await api.patch(`/api/dcim/front-ports/${front.id}/`, { rear_ports: [{ position: 1, rear_port: theirs.id }] });
    expect([foreign.status, foreign.body]).toEqual([400, { rear_ports: ['Rear port (R9) must belong to the same device'] }]);
    const bad = await api.patch(`/api/dcim/front-ports/${front.id}/`, { rear_ports: [{ position: 'x', rear_port: 99999 }] });
    expect([bad.status, bad.body]).toEqual([400, { rear_ports: [{ position: ['A valid integer is required.'], rear_port: ['Invalid pk "99999" - object does not exist.'] }] }]);
    const second = await api.create('/api/dcim/front-ports/', { device: a.id, name: 'F2', type: 'lc' });
    const taken = await api.patch(`/api/dcim/front-ports/${second.id}/`, { rear_ports: [{ position: 1, rear_port: rear.id, rear_port_position: 2 }] });
    expect([taken.status, taken.body]).toEqual([400, { rear_ports: ['The fields rear_port, rear_port_position must make a unique set.'] }]);
    const shrink = await api.patch(`/api/dcim/front-ports/${front.id}/`, { positions: 1 });
    expect([shrink.status, shrink.body]).toEqual([400, { positions: ['The number of positions cannot be less than the number of mapped rear ports (2)'] }]);
    // Nothing of the refused writes stayed; an empty list removes every mapping.
    expect((await api.get(`/api/dcim/front-ports/${front.id}/`)).body.rear_ports).toHaveLength(2);
    expect((await api.patch(`/api/dcim/front-ports/${front.id}/`, { rear_ports: [] })).body.rear_ports).toEqual([]);
    // Mapped from the rear: the rear port's list writes the same mappings.
    const fromRear = await api.patch(`/api/dcim/rear-ports/${rear.id}/`, { front_ports: [{ position: 4, front_port: second.id, front_port_position: 1 }] });
    expect(fromRear.body.front_ports).toEqual([{ position: 4, front_port: second.id, front_port_position: 1 }]);
    expect((await api.get(`/api/dcim/front-ports/${second.id}/`)).body.rear_ports).toEqual([{ position: 1, rear_port: rear.id, rear_port_position: 4 }]);
    // Deleting a port deletes its mappings.
    expect((await api.delete(`/api/dcim/front-ports/${second.id}/`)).status).toBe(204);
    expect((await api.get(`/api/dcim/rear-ports/${rear.id}/`)).body.front_ports).toEqual([]);
  });
  it('installs modules: components from the module type, {module} through nested bays, adoption and the bay rules', async () => {
    const type = await deviceType();
    await api.create('/api/dcim/module-bay-templates/', { device_type: type.id, name: 'Slot 1', position: '1' });
    await api.create('/api/dcim/module-bay-templates/', { device_type: type.id, name: 'Slot 2', position: '2' });
    await api.create('/api/dcim/module-bay-templates/', { device_type: type.id, name: 'Slot X' });
    const host = await device(type);
    const bays = await list(`/api/dcim/module-bays/?device_id=${host.id}`);
    const slot = (name: string): Obj => bays.find((b) => b.name === name)!;
    const [slot1, slot2, slotX] = [slot('Slot 1'), slot('Slot 2'), slot('Slot X')];
    const card = await api.create('/api/dcim/module-types/', { manufacturer: manufacturer.id, model: unique('Linecard') });
    await api.create('/api/dcim/interface-templates/', { module_type: card.id, name: 'eth{module}/1', type: '10gbase-x-sfpp' });
    await api.create('/api/dcim/console-port-templates/', { module_type: card.id, name: 'con{module}' });
    await api.create('/api/dcim/module-bay-templates/', { module_type: card.id, name: 'Sub {module}', position: '{module}' });
    const module = await api.create('/api/dcim/modules/', { device: host.id, module_bay: slot1.id, module_type: card.id, serial: 'S1' });
    expect(Object.keys(module)).toEqual(['id', 'url', 'display_url', 'display', 'device', 'module_bay', 'module_type', 'status', 'serial', 'asset_tag', 'description', 'comments', 'tags', 'custom_fields', 'created', 'last_updated', 'is_bay_compatible']);
    expect([module.display, module.status.value, module.is_bay_compatible]).toEqual([`Slot 1: ${card.model} (${module.id})`, 'active', true]);
    const interfaces = await list(`/api/dcim/interfaces/?module_id=${module.id}`);
    expect(interfaces.map((i) => [i.name, i.module.id, i.module.module_bay.id])).toEqual([['eth1/1', module.id, slot1.id]]);
    const bay = (await api.get(`/api/dcim/module-bays/${slot1.id}/`)).body;
    expect([bay.installed_module, bay._occupied]).toEqual([{ id: module.id, url: module.url, display: module.display, serial: 'S1', description: '' }, true]);
    // A bay the module brings: its position inherits {module}, and a module in it resolves both levels.
    const [sub] = await list(`/api/dcim/module-bays/?module_id=${module.id}`);
    expect([sub!.name, sub!.position]).toEqual(['Sub 1', '1']);
    const optic = await api.create('/api/dcim/module-types/', { manufacturer: manufacturer.id, model: unique('Optic') });
    await api.create('/api/dcim/interface-templates/', { module_type: optic.id, name: 'xe{module}/{module}', type: '10gbase-x-sfpp' });
    const nested = await api.create('/api/dcim/modules/', { device: host.id, module_bay: sub!.id, module_type: optic.id });
    expect((await list(`/api/dcim/interfaces/?module_id=${nested.id}`)).map((i) => i.name)).toEqual(['xe1/1']);
    expect((await list(`/api/dcim/module-bays/?parent_id=${slot1.id}`)).map((b) => b.id)).toEqual([sub!.id]);

    const occupied = await api.post('/api/dcim/modules/', { device: host.id, module_bay: slot1.id, module_type: card.id });
    expect([occupied.status, occupied.body]).toEqual([400, { module_bay: [`Module bay Slot 1 is already occupied by module ${module.display}.`] }]);
    const noPosition = await api.post('/api/dcim/modules/', { device: host.id, module_bay: slotX.id, module_type: card.id });
    expect([noPosition.status, noPosition.body]).toEqual([400, ['Cannot install module with placeholder values in a module bay with no position defined.']]);
    const elsewhere = await device(type);
    const wrongDevice = await api.post('/api/dcim/modules/', { device: elsewhere.id, module_bay: slot2.id, module_type: card.id });
    expect([wrongDevice.status, wrongDevice.body]).toEqual([400, { __all__: [`Module must be installed within a module bay belonging to the assigned device (${elsewhere.name}).`] }]);
    // Components of the same names: refused, unless adopted.
    await api.create('/api/dcim/console-ports/', { device: host.id, name: 'con2' });
    const clash = await api.post('/api/dcim/modules/', { device: host.id, module_bay: slot2.id, module_type: card.id });
    expect([clash.status, clash.body]).toEqual([400, ['A ConsolePort named con2 already exists']]);
    const adopted = await api.create('/api/dcim/modules/', { device: host.id, module_bay: slot2.id, module_type: card.id, adopt_components: true });
    const consoles = await list(`/api/dcim/console-ports/?device_id=${host.id}&name=con2`);
    expect(consoles.map((c) => c.module?.id)).toEqual([adopted.id]);
    // Deleting a module deletes its components and the modules in its bays.
    expect((await api.delete(`/api/dcim/modules/${module.id}/`)).status).toBe(204);
    expect((await api.get(`/api/dcim/interfaces/?device_id=${host.id}&name=eth1/1`)).body.count).toBe(0);
    expect((await api.get(`/api/dcim/modules/${nested.id}/`)).status).toBe(404);
    expect((await api.get(`/api/dcim/module-bays/${slot1.id}/`)).body._occupied).toBe(false);
  });
  it('partitions a device into virtual device contexts, with interfaces and a primary IP', async () => {
    const host = await device(await deviceType());
    const vdc = await api.create('/api/dcim/virtual-device-contexts/', { name: 'ctx-a', device: host.id, identifier: 1, status: 'active' });
    expect(Object.keys(vdc)).toEqual(['id', 'url', 'display_url', 'display', 'name', 'device', 'identifier', 'tenant', 'primary_ip', 'primary_ip4', 'primary_ip6', 'status', 'description', 'comments', 'tags', 'custom_fields', 'created', 'last_updated', 'interface_count']);
    const twice = await api.post('/api/dcim/virtual-device-contexts/', { name: 'ctx-b', device: host.id, identifier: 1, status: 'active' });
    expect([twice.status, twice.body]).toEqual([400, { __all__: ['Virtual device context with this Device and Identifier already exists.'] }]);
    const eth = await api.create('/api/dcim/interfaces/', { device: host.id, name: 'eth0', type: '1000base-t', vdcs: [vdc.id] });
    expect(eth.vdcs).toEqual([{ id: vdc.id, url: vdc.url, display: 'ctx-a', name: 'ctx-a', identifier: 1, device: vdc.device, description: '' }]);
    expect(Object.keys(eth).slice(4, 7)).toEqual(['device', 'vdcs', 'module']);
    expect((await api.get(`/api/dcim/virtual-device-contexts/${vdc.id}/`)).body.interface_count).toBe(1);
    expect((await api.get(`/api/dcim/interfaces/?vdc_id=${vdc.id}`)).body.results.map((i: Obj) => i.id)).toEqual([eth.id]);
    expect((await api.get(`/api/dcim/virtual-device-contexts/?interface_id=${eth.id}`)).body.results.map((v: Obj) => v.id)).toEqual([vdc.id]);
    const elsewhere = await api.create('/api/ipam/ip-addresses/', { address: '192.0.2.9/24' });
    const foreign = await api.patch(`/api/dcim/virtual-device-contexts/${vdc.id}/`, { primary_ip4: elsewhere.id });
    expect([foreign.status, foreign.body]).toEqual([400, { primary_ip4: ['Primary IP address must belong to an interface on the assigned device.'] }]);
    const own = await api.create('/api/ipam/ip-addresses/', { address: '192.0.2.10/24', assigned_object_type: 'dcim.interface', assigned_object_id: eth.id });
    const set = await api.patch(`/api/dcim/virtual-device-contexts/${vdc.id}/`, { primary_ip4: own.id });
    expect([set.status, set.body.primary_ip.id, set.body.primary_ip4.address]).toEqual([200, own.id, '192.0.2.10/24']);
    expect((await api.delete(`/api/dcim/devices/${host.id}/`)).status).toBe(409);
  });
  it('cools: intakes and outflows from templates, the same device, no loops, the cooling method', async () => {
    const type = await deviceType({ cooling_method: 'liquid', end_of_life: '2031-12-31' });
    expect([type.cooling_method.value, type.end_of_life]).toEqual(['liquid', '2031-12-31']);
    const intakeT = await api.create('/api/dcim/cooling-intake-templates/', { device_type: type.id, name: 'In 1', type: 'uqd', diameter: '12.50', diameter_unit: 'mm', max_flow: 4, max_flow_unit: 'lpm' });
    expect(Object.keys(intakeT)).toEqual(['id', 'url', 'display', 'device_type', 'module_type', 'name', 'label', 'type', 'diameter', 'diameter_unit', 'max_flow', 'max_flow_unit', 'description', 'created', 'last_updated']);
    const outT = await api.create('/api/dcim/cooling-outflow-templates/', { device_type: type.id, name: 'Out 1', cooling_intake: intakeT.id });
    expect(Object.keys(outT)).toEqual(['id', 'url', 'display', 'device_type', 'module_type', 'name', 'label', 'type', 'diameter', 'diameter_unit', 'cooling_intake', 'description', 'created', 'last_updated']);
    const made = await device(type);
    expect([made.cooling_method.value, made.cooling_intake_count, made.cooling_outflow_count]).toEqual(['liquid', 1, 1]);
    const [intake] = await list(`/api/dcim/cooling-intakes/?device_id=${made.id}`);
    expect(Object.keys(intake!)).toEqual([...HEAD, 'type', 'diameter', 'diameter_unit', 'max_flow', 'max_flow_unit', 'cooling_outflow', 'description', ...TAIL]);
    expect([intake!.type.value, intake!.diameter, intake!.max_flow_unit.value]).toEqual(['uqd', 12.5, 'lpm']);
    const [outflow] = await list(`/api/dcim/cooling-outflows/?device_id=${made.id}`);
    expect(outflow!.cooling_intake.id).toBe(intake!.id);
    // The outflow feeds the intake it comes from: a loop.
    const loop = await api.patch(`/api/dcim/cooling-intakes/${intake!.id}/`, { cooling_outflow: outflow!.id });
    expect([loop.status, loop.body]).toEqual([400, { __all__: ['Cooling intake and outflow assignments cannot form a loop.'] }]);
    const other = await device(type);
    const [theirs] = await list(`/api/dcim/cooling-outflows/?device_id=${other.id}`);
    expect((await api.patch(`/api/dcim/cooling-intakes/${intake!.id}/`, { cooling_outflow: theirs!.id })).status).toBe(200);
    const foreign = await api.patch(`/api/dcim/cooling-outflows/${outflow!.id}/`, { cooling_intake: (await list(`/api/dcim/cooling-intakes/?device_id=${other.id}`))[0]!.id });
    expect([foreign.status, foreign.body]).toEqual([400, { __all__: ['Parent cooling intake (In 1) must belong to the same device'] }]);
    expect((await list(`/api/dcim/cooling-intakes/?cooling_outflow_id=${theirs!.id}`)).map((i) => i.id)).toEqual([intake!.id]);
  });
  it('channelizes interfaces (NetBox 4.7): a breakout port, its channel subinterfaces, from templates too', async () => {
    const type = await deviceType();
    const t = { device_type: type.id };
    const port = await api.create('/api/dcim/interface-templates/', { ...t, name: 'Ethernet1', type: '400gbase-x-qsfpdd', channels: 4 });
    for (const c of [1, 2]) await api.create('/api/dcim/interface-templates/', { ...t, name: `Ethernet1:${c}`, type: 'channel', parent: port.id, channel_id: c });
    const made = await device(type);
    const interfaces = await list(`/api/dcim/interfaces/?device_id=${made.id}`);
    expect(interfaces.map((i) => [i.name, i.channels, i.channel_id, i.parent?.name ?? null])).toEqual([['Ethernet1', 4, null, null], ['Ethernet1:1', null, 1, 'Ethernet1'], ['Ethernet1:2', null, 2, 'Ethernet1']]);
    expect(Object.keys(interfaces[0]!).slice(8, 12)).toEqual(['label', 'type', 'channels', 'channel_id']);
    const parent = interfaces[0]!;
    const d = { device: made.id };
    const refusals: [Obj, Obj][] = [
      [{ name: 'x1', type: '10gbase-t', parent: parent.id }, { parent: ['Only virtual interfaces, or a channel subinterface with a channel ID assigned, may be assigned to a parent interface.'] }],
      [{ name: 'x2', type: 'channel' }, { channel_id: ['Channel interfaces must have a channel ID assigned.'] }],
      [{ name: 'x3', type: 'channel', parent: parent.id, channel_id: 5 }, { channel_id: ['Invalid channel ID (5): the parent interface provides only 4 channels.'] }],
      [{ name: 'x4', type: 'channel', parent: parent.id, channel_id: 1 }, { __all__: ['Interface with this Parent interface and Channel ID already exists.'] }],
      [{ name: 'x5', type: 'lag', channels: 2 }, { channels: ['Link Aggregation Group (LAG) interfaces cannot be channelized.'] }],
      [{ name: 'x6', type: 'virtual', poe_mode: 'pse' }, { poe_mode: ['Virtual interfaces cannot have a PoE mode.'] }],
      [{ name: 'x7', type: '1000base-t', poe_type: 'type1-ieee802.3af' }, { poe_type: ['Must specify PoE mode when designating a PoE type.'] }],
      [{ name: 'x8', type: '1000base-t', rf_role: 'ap' }, { rf_role: ['Wireless role may be set only on wireless interfaces.'] }],
    ];
    for (const [body, expected] of refusals) {
      const reply = await api.post('/api/dcim/interfaces/', { ...d, ...body });
      expect([reply.status, reply.body], body.name).toEqual([400, expected]);
    }
    const shrink = await api.patch(`/api/dcim/interfaces/${parent.id}/`, { channels: 1 });
    expect([shrink.status, shrink.body]).toEqual([400, { channels: ['Cannot set channels to 1: a channel subinterface is bound to channel 2. Delete or reassign the affected subinterface(s) first.'] }]);
    const unchannelled = await api.create('/api/dcim/interfaces/', { ...d, name: 'Ethernet2', type: '100gbase-x-qsfp28' });
    const orphan = await api.post('/api/dcim/interfaces/', { ...d, name: 'Ethernet2:1', type: 'channel', parent: unchannelled.id, channel_id: 1 });
    expect([orphan.status, orphan.body]).toEqual([400, { parent: ['The parent interface (Ethernet2) is not channelized.'] }]);
  });
  it('checks the remaining bay, module and template rules', async () => {
    // A parent type keeps its device bay templates: it may not stop being a parent while it has any.
    const parentType = await deviceType({ subdevice_role: 'parent' });
    await api.create('/api/dcim/device-bay-templates/', { device_type: parentType.id, name: 'Blade' });
    const declassify = await api.patch(`/api/dcim/device-types/${parentType.id}/`, { subdevice_role: 'child', u_height: 0 });
    expect([declassify.status, declassify.body]).toEqual([400, { subdevice_role: ['Must delete all device bay templates associated with this device before declassifying it as a parent device.'] }]);

    // Module bays: a disabled bay takes no module; bay types must meet; no module without replication gets components.
    const type = await deviceType();
    const host = await device(type);
    const [sfp, qsfp] = [await api.create('/api/dcim/module-bay-types/', { name: unique('SFP'), slug: unique('sfp') }), await api.create('/api/dcim/module-bay-types/', { name: unique('QSFP'), slug: unique('qsfp') })];
    const disabled = await api.create('/api/dcim/module-bays/', { device: host.id, name: 'Off', position: '9', enabled: false });
    expect(disabled._occupied).toBe(true);
    const card = await api.create('/api/dcim/module-types/', { manufacturer: manufacturer.id, model: unique('Card'), module_bay_types: [qsfp.id] });
    await api.create('/api/dcim/interface-templates/', { module_type: card.id, name: 'p{module}', type: '100gbase-x-qsfp28' });
    const off = await api.post('/api/dcim/modules/', { device: host.id, module_bay: disabled.id, module_type: card.id });
    expect([off.status, off.body]).toEqual([400, { module_bay: ['Cannot install a module in a disabled module bay.'] }]);
    const sfpBay = await api.create('/api/dcim/module-bays/', { device: host.id, name: 'Cage', position: '3', module_bay_types: [sfp.id] });
    const misfit = await api.post('/api/dcim/modules/', { device: host.id, module_bay: sfpBay.id, module_type: card.id });
    expect([misfit.status, misfit.body]).toEqual([400, { __all__: [`Module type ${card.model} is not compatible with module bay Cage: their bay type sets have no common members.`] }]);
    const open = await api.create('/api/dcim/module-bays/', { device: host.id, name: 'Open', position: '4' });
    const bare = await api.create('/api/dcim/modules/', { device: host.id, module_bay: open.id, module_type: card.id, replicate_components: false });
    expect((await api.get(`/api/dcim/interfaces/?module_id=${bare.id}`)).body.count).toBe(0);
    // Adopting a component a module already holds is refused.
    const held = await api.create('/api/dcim/interfaces/', { device: host.id, name: 'p5', type: '100gbase-x-qsfp28', module: bare.id });
    expect(held.module.id).toBe(bare.id);
    const five = await api.create('/api/dcim/module-bays/', { device: host.id, name: 'Five', position: '5' });
    const taken = await api.post('/api/dcim/modules/', { device: host.id, module_bay: five.id, module_type: card.id, adopt_components: true });
    expect([taken.status, taken.body]).toEqual([400, ['Cannot adopt Interface p5 as it already belongs to a module']]);
    // A bay may not sit on a module installed in it.
    const inner = await api.create('/api/dcim/module-bays/', { device: host.id, name: 'Inner', module: bare.id });
    const loop = await api.patch(`/api/dcim/module-bays/${open.id}/`, { module: bare.id });
    expect([loop.status, loop.body]).toEqual([400, { __all__: ['A module bay cannot belong to a module installed within it.'] }]);
    expect((await api.get(`/api/dcim/module-bays/?parent_id=${open.id}`)).body.results.map((b: Obj) => b.id)).toEqual([inner.id]);
    // Two placeholders in a bay one level deep.
    const twoLevel = await api.create('/api/dcim/module-types/', { manufacturer: manufacturer.id, model: unique('Deep') });
    await api.create('/api/dcim/console-port-templates/', { module_type: twoLevel.id, name: 'c{module}/{module}' });
    const six = await api.create('/api/dcim/module-bays/', { device: host.id, name: 'Six', position: '6' });
    const deep = await api.post('/api/dcim/modules/', { device: host.id, module_bay: six.id, module_type: twoLevel.id });
    expect([deep.status, deep.body]).toEqual([400, ['Cannot install module with placeholder values in a module bay tree 1 levels deep but 2 placeholders given.']]);

    // Templates: a cooling outflow's intake, and a virtual device context's primary IP family.
    const [a, b] = [await deviceType(), await deviceType()];
    const intake = await api.create('/api/dcim/cooling-intake-templates/', { device_type: b.id, name: 'In' });
    const outflow = await api.post('/api/dcim/cooling-outflow-templates/', { device_type: a.id, name: 'Out', cooling_intake: intake.id });
    expect([outflow.status, outflow.body]).toEqual([400, { __all__: ['Parent cooling intake (In) must belong to the same device type'] }]);
    const vdc = await api.create('/api/dcim/virtual-device-contexts/', { name: unique('ctx'), device: host.id, status: 'planned' });
    const v6 = await api.create('/api/ipam/ip-addresses/', { address: '2001:db8::9/64' });
    const family = await api.patch(`/api/dcim/virtual-device-contexts/${vdc.id}/`, { primary_ip4: v6.id });
    expect([family.status, family.body]).toEqual([400, { primary_ip4: ['2001:db8::9/64 is not an IPv4 address.'] }]);
  });
  it('makes a device of 1,200 components across insert batches, each with its change record and its parent', async () => {
    const type = await deviceType();
    const ports = Array.from({ length: 1100 }, (_, i) => ({ device_type: type.id, name: `Ethernet${i + 1}`, type: '10gbase-x-sfpp' }));
    const made = (await api.post('/api/dcim/interface-templates/', ports)).body as Obj[];
    expect(made).toHaveLength(1100);
    // Subinterfaces of ports in every batch of 500 (the first, the last).
    const subs = [0, 499, 500, 999, 1099].map((i) => ({ device_type: type.id, name: `Ethernet${i + 1}.10`, type: 'virtual', parent: made[i]!.id }));
    await api.post('/api/dcim/interface-templates/', subs);
    await api.post('/api/dcim/console-server-port-templates/', Array.from({ length: 95 }, (_, i) => ({ device_type: type.id, name: `Line${i + 1}` })));
    const before = await changes('dcim.interface');
    const host = await device(type);
    expect([host.interface_count, host.console_server_port_count]).toEqual([1105, 95]);
    expect(await changes('dcim.interface')).toBe(before + 1105);
    const all: Obj[] = [];
    for (let offset = 0; offset < 1105; offset += 1000) all.push(...(await list(`/api/dcim/interfaces/?device_id=${host.id}&limit=1000&offset=${offset}`)));
    const byName = new Map(all.map((i) => [i.name, i]));
    expect(byName.size).toBe(1105);
    for (const i of [0, 499, 500, 999, 1099]) expect(byName.get(`Ethernet${i + 1}.10`)!.parent.id, `Ethernet${i + 1}.10`).toBe(byName.get(`Ethernet${i + 1}`)!.id);
    expect(all.filter((i) => i.parent).length).toBe(5);
  });
});
