// Custom fields: definitions through the API (no migration, no restart), every defined field read
// (null when unset), defaults on create, merge on update, NetBox's validation messages, and
// cf_<name> filters with each type's lookups and the field's filter logic, on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

describe.each(DIALECTS)('custom fields on %s', (dialect) => {
  let api: TestServer;
  let sites: Record<string, any>[];
  beforeAll(async () => {
    api = await startServer(dialect);
    const colours = await api.create('/api/extras/custom-field-choice-sets/', {
      name: 'Colours', extra_choices: [['red', 'Red'], ['green', 'Green'], ['blue', 'Blue']],
    });
    expect(colours.choices_count).toBe(3);
    const fields = [
      { name: 'owner_team', type: 'text', label: 'Owner team' },
      { name: 'code', type: 'text', filter_logic: 'exact', validation_regex: '^[A-Z]{3}$' },
      { name: 'secret', type: 'text', filter_logic: 'disabled' },
      { name: 'racks_planned', type: 'integer', default: 4, validation_minimum: 0, validation_maximum: 100 },
      { name: 'power_kw', type: 'decimal' },
      { name: 'staffed', type: 'boolean', default: false },
      { name: 'opened', type: 'date' },
      { name: 'colour', type: 'select', choice_set: colours.id },
      { name: 'accents', type: 'multiselect', choice_set: colours.id },
      { name: 'homepage', type: 'url' },
      { name: 'extra', type: 'json' },
      { name: 'buddy', type: 'object', related_object_type: 'dcim.site' },
      { name: 'neighbours', type: 'multiobject', related_object_type: 'dcim.site' },
    ];
    const created = await api.post('/api/extras/custom-fields/', fields.map((f) => ({ object_types: ['dcim.site'], ...f })));
    expect(created.status).toBe(201);
    sites = (await api.post('/api/dcim/sites/', [
      { name: 'Alpha', slug: 'alpha', custom_fields: { owner_team: 'Network Core', code: 'ALP', racks_planned: 10, power_kw: 12.5, staffed: true, opened: '2024-01-15', colour: 'red', accents: ['red', 'blue'], homepage: 'example.com/alpha', extra: { a: 1 } } },
      { name: 'Beta', slug: 'beta', custom_fields: { owner_team: 'Edge', code: 'BET', racks_planned: 20, power_kw: 3, colour: 'green', accents: ['green'] } },
      { name: 'Gamma', slug: 'gamma' },
    ])).body;
  });
  afterAll(async () => api?.close());

  it('describes definitions like the reference', async () => {
    const field = (await api.get('/api/extras/custom-fields/?name=colour')).body.results[0];
    expect(field).toMatchObject({ display: 'Colour', type: { value: 'select', label: 'Selection' }, data_type: 'string', object_types: ['dcim.site'], filter_logic: { value: 'loose', label: 'Loose' } });
    expect(field.choice_set).toMatchObject({ name: 'Colours', choices_count: 3 });
    expect((await api.get('/api/extras/custom-fields/?name=owner_team')).body.results[0].display).toBe('Owner team');
    const bad = await api.post('/api/extras/custom-fields/', { name: 'Bad Name', type: 'text', object_types: ['dcim.site'] });
    expect(bad.body).toEqual({ name: ['Only alphanumeric characters and underscores are allowed.'] });
    const noSet = await api.post('/api/extras/custom-fields/', { name: 'pick', type: 'select', object_types: ['dcim.site'] });
    expect(noSet.body).toEqual({ choice_set: ['Selection fields must specify a set of choices.'] });
    const noType = await api.post('/api/extras/custom-fields/', { name: 'link', type: 'object', object_types: ['dcim.site'] });
    expect(noType.body).toEqual({ related_object_type: ['Object fields must define an object type.'] });
    const wrongType = await api.post('/api/extras/custom-fields/', { name: 'thing', type: 'text', object_types: ['dcim.nothing'] });
    expect(wrongType.body).toEqual({ object_types: ['Invalid content type: dcim.nothing'] });
    const immutable = await api.patch(`/api/extras/custom-fields/${field.id}/`, { type: 'text' });
    expect(immutable.body.type.value).toBe('select');
    const forSites = await api.get('/api/extras/custom-fields/?object_type=dcim.site&limit=100');
    expect(forSites.body.count).toBe(13);
    expect((await api.get('/api/extras/custom-fields/?object_type=dcim.device')).body.count).toBe(0);
    const siteType = (await api.get('/api/core/object-types/?app_label=dcim&model=site')).body.results[0];
    expect((await api.get(`/api/extras/custom-fields/?object_type_id=${siteType.id}&type=select`)).body.results.map((f: { name: string }) => f.name)).toEqual(['colour']);
  });

  it('reads every defined field, null when unset, and applies defaults on create', async () => {
    const [alpha, , gamma] = sites;
    expect(Object.keys(gamma!.custom_fields).sort()).toEqual(
      ['accents', 'buddy', 'code', 'colour', 'extra', 'homepage', 'neighbours', 'opened', 'owner_team', 'power_kw', 'racks_planned', 'secret', 'staffed'],
    );
    expect(gamma!.custom_fields).toMatchObject({ owner_team: null, racks_planned: 4, staffed: false, colour: null, buddy: null });
    expect(alpha!.custom_fields).toMatchObject({
      owner_team: 'Network Core', racks_planned: 10, power_kw: 12.5, staffed: true, opened: '2024-01-15',
      colour: { value: 'red', label: 'Red' }, accents: [{ value: 'red', label: 'Red' }, { value: 'blue', label: 'Blue' }],
      homepage: 'https://example.com/alpha', extra: { a: 1 },
    });
    // Other models are untouched.
    expect((await api.create('/api/dcim/manufacturers/', { name: 'No cf', slug: 'no-cf' })).custom_fields).toEqual({});
  });

  it('merges updates into the stored values and resolves object fields', async () => {
    const [alpha, beta, gamma] = sites;
    const path = `/api/dcim/sites/${alpha!.id}/`;
    const patched = await api.patch(path, { custom_fields: { power_kw: 14, buddy: beta!.id, neighbours: [{ slug: 'beta' }, gamma!.id] } });
    expect(patched.status).toBe(200);
    expect(patched.body.custom_fields).toMatchObject({ owner_team: 'Network Core', power_kw: 14, buddy: { id: beta!.id, name: 'Beta' } });
    expect(patched.body.custom_fields.neighbours.map((s: { name: string }) => s.name)).toEqual(['Beta', 'Gamma']);
    // The select read back as {value, label} is accepted on write (what clients send back).
    const echoed = await api.patch(path, { custom_fields: { ...patched.body.custom_fields, owner_team: 'Core' } });
    expect(echoed.status).toBe(200);
    expect(echoed.body.custom_fields.colour).toEqual({ value: 'red', label: 'Red' });
    const cleared = await api.patch(path, { custom_fields: { homepage: null } });
    expect(cleared.body.custom_fields.homepage).toBeNull();
    const missing = await api.patch(path, { custom_fields: { buddy: 999999 } });
    expect(missing.body).toEqual({ custom_fields: { buddy: ['Unknown related object(s): 999999'] } });
  });

  it('refuses unknown names and bad values with the reference\'s messages, changing nothing', async () => {
    const path = `/api/dcim/sites/${sites[1]!.id}/`;
    const unknown = await api.patch(path, { custom_fields: { nope: 1 } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ custom_fields: { nope: "Custom field 'nope' does not exist for this object type." } });
    const notDict = await api.patch(path, { custom_fields: ['x'] });
    expect(notDict.body).toEqual({ custom_fields: ['Invalid data format. Custom field data must be passed as a dictionary mapping field names to their values.'] });
    const cases: [Record<string, unknown>, string][] = [
      [{ racks_planned: 'many' }, "Invalid value for custom field 'racks_planned': Value must be an integer."],
      [{ racks_planned: 101 }, "Invalid value for custom field 'racks_planned': Value must not exceed 100.0000"],
      [{ racks_planned: -1 }, "Invalid value for custom field 'racks_planned': Value must be at least 0.0000"],
      [{ code: 'lower' }, "Invalid value for custom field 'code': Value must match regex '^[A-Z]{3}$'"],
      [{ staffed: 'yes' }, "Invalid value for custom field 'staffed': Value must be true or false."],
      [{ opened: '15/01/2024' }, "Invalid value for custom field 'opened': Date values must be in ISO 8601 format (YYYY-MM-DD)."],
      [{ colour: 'pink' }, "Invalid value for custom field 'colour': Invalid choice (pink) for choice set Colours."],
      [{ accents: ['red', 'pink'] }, "Invalid value for custom field 'accents': Invalid choice(s) (['red', 'pink']) for choice set Colours."],
      [{ owner_team: 5 }, "Invalid value for custom field 'owner_team': Value must be a string."],
    ];
    for (const [data, message] of cases) {
      const reply = await api.patch(path, { custom_fields: data });
      expect(reply.status, JSON.stringify(data)).toBe(400);
      expect(reply.body).toEqual({ __all__: [message] });
    }
    expect((await api.get(path)).body.custom_fields).toMatchObject({ racks_planned: 20, code: 'BET', owner_team: 'Edge' });
  });

  it('enforces required and unique fields, including on objects created before the field', async () => {
    const required = await api.create('/api/extras/custom-fields/', { name: 'asset_code', type: 'text', object_types: ['dcim.region'], required: true, unique: true });
    const missing = await api.post('/api/dcim/regions/', { name: 'R1', slug: 'r1' });
    expect(missing.body).toEqual({ __all__: ["Missing required custom field 'asset_code'."] });
    const first = await api.post('/api/dcim/regions/', { name: 'R1', slug: 'r1', custom_fields: { asset_code: 'A-1' } });
    expect(first.status).toBe(201);
    const twin = await api.post('/api/dcim/regions/', { name: 'R2', slug: 'r2', custom_fields: { asset_code: 'A-1' } });
    expect(twin.body).toEqual({ __all__: ["Custom field 'asset_code' must have a unique value."] });
    expect((await api.patch(`/api/dcim/regions/${first.body.id}/`, { description: 'same value is fine' })).status).toBe(200);
    expect((await api.delete(`/api/extras/custom-fields/${required.id}/`)).status).toBe(204);
    // Once the definition is gone, its stale values are no longer shown.
    expect((await api.get(`/api/dcim/regions/${first.body.id}/`)).body.custom_fields).toEqual({});
  });

  it('filters by cf_<name> with each type\'s lookups and the filter logic', async () => {
    const names = async (query: string) => {
      const reply = await api.get(`/api/dcim/sites/?${query}&ordering=name`);
      expect(reply.status, `${query}: ${reply.text}`).toBe(200);
      return reply.body.results.map((s: { name: string }) => s.name);
    };
    await api.patch(`/api/dcim/sites/${sites[0]!.id}/`, { custom_fields: { owner_team: 'Network Core' } });
    expect(await names('cf_owner_team=core')).toEqual(['Alpha']);            // loose: contains, any case
    expect(await names('cf_owner_team__isw=edg')).toEqual(['Beta']);
    expect(await names('cf_owner_team__n=core')).toEqual(['Beta', 'Gamma']);  // negation includes unset
    expect(await names('cf_code=AL')).toEqual([]);                            // exact logic
    expect(await names('cf_code=ALP')).toEqual(['Alpha']);
    expect(await names('cf_secret=x')).toEqual(['Alpha', 'Beta', 'Gamma']);   // disabled: ignored
    expect(await names('cf_racks_planned__gte=10&cf_racks_planned__lt=20')).toEqual(['Alpha']);
    expect(await names('cf_racks_planned=4&cf_racks_planned=20')).toEqual(['Beta', 'Gamma']);
    expect(await names('cf_power_kw__gt=5')).toEqual(['Alpha']);
    expect(await names('cf_staffed=true')).toEqual(['Alpha']);
    expect(await names('cf_staffed=false')).toEqual(['Beta', 'Gamma']);
    expect(await names('cf_opened__lt=2025-01-01')).toEqual(['Alpha']);
    expect(await names('cf_colour=green')).toEqual(['Beta']);
    expect(await names('cf_accents=blue')).toEqual(['Alpha']);
    expect(await names('cf_accents=green&cf_accents=blue')).toEqual(['Alpha', 'Beta']);
    expect(await names(`cf_buddy=${sites[1]!.id}`)).toEqual(['Alpha']);
    expect(await names(`cf_neighbours=${sites[2]!.id}`)).toEqual(['Alpha']);
    expect(await names('cf_opened=null')).toEqual(['Beta', 'Gamma']);
    expect(await names('cf_unknown=1')).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect((await api.get('/api/dcim/sites/?cf_racks_planned=lots')).body).toEqual({ cf_racks_planned: ['Enter a whole number.'] });
  });
  it('validates a field\'s default, keeps choices that objects hold, and pages through a set\'s choices', async () => {
    const sizes = await api.create('/api/extras/custom-field-choice-sets/', {
      name: 'Sizes', extra_choices: [['s', 'Small'], ['m', 'Medium'], ['l', 'Large'], ['xl', 'Extra large']],
    });
    const fieldCount = async () => (await api.get('/api/extras/custom-fields/?limit=1')).body.count as number;
    const before = await fieldCount();
    const badDefaults: [Record<string, unknown>, string][] = [
      [{ type: 'integer', default: 'four' }, 'Invalid default value "four": Value must be an integer.'],
      [{ type: 'integer', default: 500, validation_maximum: 100 }, 'Invalid default value "500": Value must not exceed 100.0000'],
      [{ type: 'text', default: 'abc', validation_regex: '^[A-Z]+$' }, 'Invalid default value "abc": Value must match regex \'^[A-Z]+$\''],
      [{ type: 'text', default: 5 }, 'Invalid default value "5": Value must be a string.'],
      [{ type: 'boolean', default: 'yes' }, 'Invalid default value "yes": Value must be true or false.'],
      [{ type: 'date', default: '2024-13-45' }, 'Invalid default value "2024-13-45": Date values must be in ISO 8601 format (YYYY-MM-DD).'],
      [{ type: 'select', choice_set: sizes.id, default: 'xxl' }, 'Invalid default value "xxl": Invalid choice (xxl) for choice set Sizes.'],
      [{ type: 'multiselect', choice_set: sizes.id, default: ['s', 'q'] }, 'Invalid default value "[\'s\', \'q\']": Invalid choice(s) ([\'s\', \'q\']) for choice set Sizes.'],
    ];
    for (const [definition, message] of badDefaults) {
      const reply = await api.post('/api/extras/custom-fields/', { name: 'bad_default', object_types: ['dcim.site'], ...definition });
      expect(reply.status, JSON.stringify(definition)).toBe(400);
      expect(reply.body).toEqual({ default: [message] });
    }
    expect(await fieldCount()).toBe(before);
    // '' is no value: accepted as a default unless the field is required (CustomField.validate()).
    expect((await api.post('/api/extras/custom-fields/', { name: 'blank_required', type: 'text', required: true, default: '', object_types: ['dcim.device'] })).body)
      .toEqual({ default: ['Invalid default value "": Required field cannot be empty.'] });
    const blank = await api.create('/api/extras/custom-fields/', { name: 'blank_count', type: 'integer', default: '', object_types: ['dcim.device'] });
    expect((await api.delete(`/api/extras/custom-fields/${blank.id}/`)).status).toBe(204);
    // Values are unique within a set; order_alphabetically sorts by value, in code point order.
    expect((await api.post('/api/extras/custom-field-choice-sets/', { name: 'Twice', extra_choices: [['a', 'A'], ['a', 'B']] })).body)
      .toEqual({ __all__: ["Duplicate value 'a' found in extra choices."] });
    const sorted = await api.create('/api/extras/custom-field-choice-sets/', { name: 'Sorted', order_alphabetically: true, extra_choices: [['b', 'Zulu'], ['a', 'Alpha'], ['C', 'x']] });
    expect((await api.get(`/api/extras/custom-field-choice-sets/${sorted.id}/choices/`)).body.results.map((c: { id: string }) => c.id)).toEqual(['C', 'a', 'b']);

    const size = await api.create('/api/extras/custom-fields/', { name: 'size', type: 'select', choice_set: sizes.id, default: 'm', object_types: ['dcim.site'] });
    await api.create('/api/extras/custom-fields/', { name: 'sizes', type: 'multiselect', choice_set: sizes.id, default: ['s'], object_types: ['dcim.site'] });
    const delta = await api.create('/api/dcim/sites/', { name: 'Delta', slug: 'delta' });
    expect(delta.custom_fields).toMatchObject({ size: { value: 'm', label: 'Medium' }, sizes: [{ value: 's', label: 'Small' }] });
    // A default that passes is kept; changing it to one that does not is refused too.
    expect((await api.patch(`/api/extras/custom-fields/${size.id}/`, { default: 'huge' })).body).toEqual({ default: ['Invalid default value "huge": Invalid choice (huge) for choice set Sizes.'] });

    const setPath = `/api/extras/custom-field-choice-sets/${sizes.id}/`;
    const withoutMedium = await api.patch(setPath, { extra_choices: [['s', 'Small'], ['l', 'Large'], ['xl', 'Extra large']] });
    expect(withoutMedium.status).toBe(400);
    expect(withoutMedium.body).toEqual({ __all__: ['Cannot remove choice m as there are DCIM | site objects which reference it.'] });
    const withoutSmall = await api.patch(setPath, { extra_choices: [['m', 'Medium'], ['l', 'Large'], ['xl', 'Extra large']] });
    expect(withoutSmall.body).toEqual({ __all__: ['Cannot remove choice s as there are DCIM | site objects which reference it.'] });
    expect((await api.get(setPath)).body.choices_count).toBe(4);
    // A choice no object holds may go; labels may change.
    const trimmed = await api.patch(setPath, { extra_choices: [['s', 'Small'], ['m', 'Medium'], ['l', 'LARGE']] });
    expect(trimmed.status).toBe(200);
    expect(trimmed.body.choices_count).toBe(3);

    const choices = await api.get(`${setPath}choices/`);
    expect(choices.status).toBe(200);
    expect(choices.body).toEqual({
      count: 3, next: null, previous: null,
      results: [{ id: 's', display: 'Small' }, { id: 'm', display: 'Medium' }, { id: 'l', display: 'LARGE' }],
    });
    expect((await api.get(`${setPath}choices/?q=lar`)).body.results).toEqual([{ id: 'l', display: 'LARGE' }]);
    expect((await api.get(`${setPath}choices/?q=MED`)).body.results).toEqual([{ id: 'm', display: 'Medium' }]);
    const first = await api.get(`${setPath}choices/?limit=1`);
    expect(first.body).toMatchObject({ count: 3, previous: null, results: [{ id: 's' }] });
    expect(first.body.next).toBe(`${api.base}${setPath}choices/?limit=1&offset=1`);
    const second = await api.get(first.body.next);
    expect(second.body).toMatchObject({ results: [{ id: 'm' }], previous: `${api.base}${setPath}choices/?limit=1` });
    expect((await api.get('/api/extras/custom-field-choice-sets/99999/choices/')).status).toBe(404);
    expect((await api.post(`${setPath}choices/`, {})).status).toBe(405);
  });
});
