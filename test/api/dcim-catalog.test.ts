// The module and inventory catalog (NetBox 4.7): inventory item roles, module type profiles (a
// JSON schema, checked as NetBox's validate_schema checks it), module bay types (unique by
// manufacturer and name, and by manufacturer and slug, NULLS NOT DISTINCT; shown with their
// manufacturer) and module types (attributes checked against the profile's schema). Every
// refused write changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

describe.each(DIALECTS)('the module and inventory catalog on %s', (dialect) => {
  let api: TestServer;
  let acme: Record<string, any>;
  beforeAll(async () => {
    api = await startServer(dialect);
    acme = await api.create('/api/dcim/manufacturers/', { name: 'Acme', slug: 'acme' });
  });
  afterAll(async () => api?.close());

  const refused = async (path: string, body: Record<string, unknown>, expected: unknown, method: 'post' | 'patch' = 'post') => {
    const reply = await api[method](path, body);
    expect(reply.status, JSON.stringify(body)).toBe(400);
    expect(reply.body).toEqual(expected);
  };

  it('makes inventory item roles grey by default, with no items yet, unique by name and slug', async () => {
    const role = await api.create('/api/dcim/inventory-item-roles/', { name: 'Power supply', slug: 'power-supply' });
    expect(role).toMatchObject({ display: 'Power supply', color: '9e9e9e', inventoryitem_count: 0, comments: '', description: '' });
    expect(Object.keys(role)).toEqual([
      'id', 'url', 'display_url', 'display', 'name', 'slug', 'color', 'description', 'comments', 'tags', 'custom_fields',
      'created', 'last_updated', 'inventoryitem_count',
    ]);
    const brief = (await api.get(`/api/dcim/inventory-item-roles/${role.id}/?brief=true`)).body;
    expect(Object.keys(brief)).toEqual(['id', 'url', 'display', 'name', 'slug', 'description', 'inventoryitem_count']);
    await refused('/api/dcim/inventory-item-roles/', { name: 'Power supply', slug: 'psu' }, { name: ['inventory item role with this name already exists.'] });
  });

  it('takes as a module type profile\'s schema nothing or a valid JSON schema', async () => {
    const path = '/api/dcim/module-type-profiles/';
    const schema = { properties: { speed: { type: 'integer', title: 'Speed' }, optics: { type: 'string', enum: ['SR', 'LR'] } }, required: ['speed'] };
    const profile = await api.create(path, { name: 'Transceiver', schema });
    expect(profile.schema).toEqual(schema);
    expect(Object.keys(profile)).toEqual([
      'id', 'url', 'display_url', 'display', 'name', 'description', 'schema', 'comments', 'tags', 'custom_fields', 'created', 'last_updated',
    ]);
    expect((await api.create(path, { name: 'Plain' })).schema).toBeNull();
    // A draft-07 schema is checked against draft-07's meta-schema.
    expect((await api.create(path, { name: 'Old', schema: { $schema: 'http://json-schema.org/draft-07/schema#', definitions: {}, type: 'object' } })).schema.type).toBe('object');
    const before = (await api.get(`${path}?limit=1`)).body.count;
    await refused(path, { name: 'List', schema: ['speed'] }, { schema: ['Invalid JSON schema definition'] });
    await refused(path, { name: 'Number', schema: 7 }, { schema: ['Invalid JSON schema definition'] });
    const typo = await api.post(path, { name: 'Typo', schema: { type: 'strin' } });
    expect(typo.status).toBe(400);
    expect(typo.body.schema).toHaveLength(1);
    expect(typo.body.schema[0]).toMatch(/^Invalid JSON schema definition: schema\/type /);
    expect((await api.get(`${path}?limit=1`)).body.count).toBe(before);
    const patched = await api.patch(`${path}${profile.id}/`, { schema: { required: 'speed' } });
    expect(patched.status).toBe(400);
    expect((await api.get(`${path}${profile.id}/`)).body.schema).toEqual(schema);
  });

  it('shows a module bay type with its manufacturer, and keeps names and slugs unique per manufacturer, none included', async () => {
    const path = '/api/dcim/module-bay-types/';
    const sfp = await api.create(path, { name: 'SFP', slug: 'sfp', manufacturer: acme.id, color: 'ff0000' });
    const generic = await api.create(path, { name: 'PCIe', slug: 'pcie' });
    expect([sfp.display, generic.display]).toEqual(['Acme SFP', 'PCIe']);
    expect(sfp.manufacturer).toMatchObject({ id: acme.id, name: 'Acme', slug: 'acme' });
    expect(generic).toMatchObject({ manufacturer: null, color: '' });
    // The same name under another manufacturer (or none) is another bay type.
    await api.create(path, { name: 'SFP', slug: 'sfp' });
    const other = await api.create('/api/dcim/manufacturers/', { name: 'Other', slug: 'other' });
    await api.create(path, { name: 'PCIe', slug: 'pcie', manufacturer: other.id });
    const before = (await api.get(`${path}?limit=1`)).body.count;
    await refused(path, { name: 'SFP', slug: 'sfp2', manufacturer: acme.id }, { __all__: ['Module bay type with this Manufacturer and Name already exists.'] });
    await refused(path, { name: 'PCIe', slug: 'pcie2' }, { __all__: ['Module bay type with this Manufacturer and Name already exists.'] });
    await refused(path, { name: 'PCIe x16', slug: 'pcie' }, { __all__: ['Module bay type with this Manufacturer and Slug already exists.'] });
    expect((await api.get(`${path}?limit=1`)).body.count).toBe(before);
    // Ordered by manufacturer (its name), then name; those of no manufacturer last.
    const listed = (await api.get(`${path}?limit=0`)).body.results.map((t: Record<string, any>) => t.display);
    expect(listed).toEqual(['Acme SFP', 'Other PCIe', 'PCIe', 'SFP']);
    expect((await api.get(`${path}?manufacturer=acme`)).body.results.map((t: Record<string, any>) => t.id)).toEqual([sfp.id]);
  });

  it('checks a module type\'s attributes against its profile\'s schema, merges them on a write, and keeps none without a schema', async () => {
    const path = '/api/dcim/module-types/';
    const profile = await api.create('/api/dcim/module-type-profiles/', {
      name: 'Optic', schema: { properties: { speed: { type: 'integer' }, optics: { type: 'string', enum: ['SR', 'LR'] } }, required: ['speed'] },
    });
    const bay = await api.create('/api/dcim/module-bay-types/', { name: 'QSFP', slug: 'qsfp', manufacturer: acme.id });
    const made = await api.create(path, {
      manufacturer: acme.id, model: 'QSFP-100G-SR4', profile: profile.id, attributes: { speed: 100, optics: 'SR' },
      module_bay_types: [bay.id], airflow: 'passive', cooling_method: 'air', end_of_life: '2030-01-31',
    });
    expect(made).toMatchObject({
      display: 'QSFP-100G-SR4', attributes: { speed: 100, optics: 'SR' }, airflow: { value: 'passive', label: 'Passive' },
      cooling_method: { value: 'air', label: 'Air' }, end_of_life: '2030-01-31', module_count: 0, interface_template_count: 0,
    });
    expect(made.profile).toMatchObject({ id: profile.id, name: 'Optic' });
    expect(made.module_bay_types.map((t: Record<string, any>) => t.display)).toEqual(['Acme QSFP']);
    expect(Object.keys((await api.get(`${path}${made.id}/?brief=true`)).body)).toEqual(['id', 'url', 'display', 'profile', 'manufacturer', 'model', 'description', 'module_count']);

    // A write's attributes are merged into the stored ones, then checked.
    expect((await api.patch(`${path}${made.id}/`, { attributes: { optics: 'LR' } })).body.attributes).toEqual({ speed: 100, optics: 'LR' });
    const before = (await api.get(`${path}?limit=1`)).body.count;
    await refused(path, { manufacturer: acme.id, model: 'Bad', profile: profile.id, attributes: { speed: 'fast' } }, { __all__: ['Invalid schema: attributes/speed must be integer'] });
    await refused(path, { manufacturer: acme.id, model: 'Short', profile: profile.id, attributes: { optics: 'SR' } }, { __all__: ["Invalid schema: attributes must have required property 'speed'"] });
    await refused(`${path}${made.id}/`, { attributes: { optics: 'ER' } }, { __all__: ['Invalid schema: attributes/optics must be equal to one of the allowed values'] }, 'patch');
    expect((await api.get(`${path}?limit=1`)).body.count).toBe(before);
    expect((await api.get(`${path}${made.id}/`)).body.attributes).toEqual({ speed: 100, optics: 'LR' });
    // No attributes at all pass a schema that does not say they must be an object (as jsonschema has it).
    const bare = await api.create(path, { manufacturer: acme.id, model: 'Bare', profile: profile.id });
    expect(bare.attributes).toBeNull();

    // Without a profile (or a profile without a schema) a module type has no attributes.
    expect((await api.create(path, { manufacturer: acme.id, model: 'Blank', attributes: { speed: 1 } })).attributes).toBeNull();
    expect((await api.patch(`${path}${made.id}/`, { profile: null })).body.attributes).toBeNull();
    await refused(path, { manufacturer: acme.id, model: 'Blank' }, { __all__: ['Module type with this Manufacturer and Model already exists.'] });
    expect((await api.get(`${path}?module_bay_type=qsfp`)).body.results.map((t: Record<string, any>) => t.id)).toEqual([made.id]);
    expect((await api.get(`${path}?profile=Optic`)).body.results.map((t: Record<string, any>) => t.id)).toEqual([bare.id]);
    // The manufacturer counts its module types (NetBox 4.7's fields, in its order).
    const maker = (await api.get(`/api/dcim/manufacturers/${acme.id}/`)).body;
    expect(maker).toMatchObject({ devicetype_count: 0, moduletype_count: 3, inventoryitem_count: 0, platform_count: 0 });
    expect(Object.keys(maker).slice(-4)).toEqual(['devicetype_count', 'moduletype_count', 'inventoryitem_count', 'platform_count']);
  });
});
