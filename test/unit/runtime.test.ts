// Unit tests of runtime helpers that do not need a database.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../runtime/auth/passwords.js';
import { randomToken, TOKEN_TEXT, tokenDigest, tokenHint } from '../../runtime/auth/tokens.js';
import { ConfigError, DEFAULTS, loadConfig } from '../../runtime/config.js';
import { openDatabase, sqliteFilename } from '../../runtime/db/database.js';
import { createApp } from '../../runtime/app.js';
import { plugins } from '../../runtime/apps/index.js';
import { checkPlugins } from '../../runtime/plugins/check.js';
import { apiDatetime, isoDatetime, now } from '../../runtime/db/values.js';
import { quotePlus } from '../../runtime/http/urls.js';
import { changeRequest, markChanges, restoreChanges } from '../../runtime/features/changelog.js';
import { naturalize, naturalizeInterface } from '../../runtime/db/natural.js';
import { pageOf } from '../../runtime/query/pagination.js';
import { renderDisplay, templatePaths } from '../../runtime/display/templates.js';
import { pythonRepr } from '../../runtime/write/related.js';
import { FieldProblem, SCALAR_VALIDATORS } from '../../runtime/write/scalars.js';
import type { FieldMeta } from '../../contract/index.js';
import type { ChangeRecord } from '../../runtime/context.js';
import { ModelIndex } from '../../runtime/registry.js';
import { registry } from '../../generated/registry.js';

describe('configuration', () => {
  it('uses the defaults, then the config file, then the environment', () => {
    expect(loadConfig({})).toEqual(DEFAULTS);
    const dir = mkdtempSync(join(tmpdir(), 'config-'));
    const file = join(dir, 'inventory.yaml');
    writeFileSync(file, 'PAGINATE_COUNT: 25\nLOGIN_REQUIRED: true\nMAX_PAGE_SIZE: null\n');
    const fromFile = loadConfig({ CONFIG_FILE: file });
    expect(fromFile.PAGINATE_COUNT).toBe(25);
    expect(fromFile.LOGIN_REQUIRED).toBe(true);
    expect(fromFile.MAX_PAGE_SIZE).toBe(0);
    const fromEnv = loadConfig({ CONFIG_FILE: file, PAGINATE_COUNT: '10', LOGIN_REQUIRED: 'false', PORT: '9000', DATABASE_URL: 'postgres://x@y/z' });
    expect([fromEnv.PAGINATE_COUNT, fromEnv.LOGIN_REQUIRED, fromEnv.PORT, fromEnv.DATABASE_URL]).toEqual([10, false, 9000, 'postgres://x@y/z']);
    rmSync(dir, { recursive: true, force: true });
  });

  it('rejects bad values and unknown settings with a clear message', () => {
    expect(() => loadConfig({ PAGINATE_COUNT: 'many' })).toThrow(ConfigError);
    expect(() => loadConfig({ LOGIN_REQUIRED: 'perhaps' })).toThrow(/LOGIN_REQUIRED/);
    expect(loadConfig({ PASSWORD_ITERATIONS: '1000' }).PASSWORD_ITERATIONS).toBe(1000);
    for (const bad of ['0', '1.5', '100000000']) expect(() => loadConfig({ PASSWORD_ITERATIONS: bad })).toThrow(/PASSWORD_ITERATIONS/);
    const dir = mkdtempSync(join(tmpdir(), 'config-'));
    const file = join(dir, 'bad.yaml');
    writeFileSync(file, 'PAGE_SIZE: 3\n');
    expect(() => loadConfig({ CONFIG_FILE: file })).toThrow(/unknown setting PAGE_SIZE/);
    expect(() => loadConfig({ CONFIG_FILE: join(dir, 'missing.yaml') })).toThrow(/does not exist/);
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads SQLite URLs', () => {
    expect(sqliteFilename('sqlite::memory:')).toBe(':memory:');
    expect(sqliteFilename('sqlite:///var/lib/x.db')).toBe('/var/lib/x.db');
    expect(sqliteFilename('sqlite:data/x.db')).toBe(join(process.cwd(), 'data/x.db'));
  });
});

describe('pagination parameters', () => {
  const config = { ...DEFAULTS, PAGINATE_COUNT: 50, MAX_PAGE_SIZE: 1000 };
  const page = (query: string) => pageOf(new URLSearchParams(query), config);
  it('follows DRF', () => {
    expect(page('')).toEqual({ mode: 'offset', limit: 50, offset: 0 });
    expect(page('limit=0')).toEqual({ mode: 'offset', limit: 1000, offset: 0 });
    expect(page('limit=5000&offset=7')).toEqual({ mode: 'offset', limit: 1000, offset: 7 });
    expect(page('limit=+5')).toEqual({ mode: 'offset', limit: 5, offset: 0 });
    expect(page('limit=x&offset=-1')).toEqual({ mode: 'offset', limit: 50, offset: 0 });
    expect(page('start=10&limit=3')).toEqual({ mode: 'cursor', limit: 3, start: 10 });
    expect(pageOf(new URLSearchParams('limit=0'), { ...config, MAX_PAGE_SIZE: 0 })).toEqual({ mode: 'offset', limit: null, offset: 0 });
    expect(pageOf(new URLSearchParams(''), { ...config, PAGINATE_COUNT: 2000 })).toEqual({ mode: 'offset', limit: 1000, offset: 0 });
  });
});

describe('query string encoding', () => {
  it('matches Python\'s quote_plus', () => {
    expect(quotePlus('a b')).toBe('a+b');
    expect(quotePlus('a~b_c.d-e')).toBe('a~b_c.d-e');
    expect(quotePlus("x*y!'()")).toBe('x%2Ay%21%27%28%29');
    expect(quotePlus('é/&=')).toBe('%C3%A9%2F%26%3D');
  });
});

describe('display templates', () => {
  const values = (map: Record<string, string | null>) => (path: string) => map[path] ?? null;
  it('picks the first alternative whose placeholders are all set', () => {
    const device = ['{name} ({asset_tag})', '{name}', '{device_type.manufacturer} {device_type.model} ({id})'];
    expect(renderDisplay(device, values({ name: 'sw1', asset_tag: 'A1' }))).toBe('sw1 (A1)');
    expect(renderDisplay(device, values({ name: 'sw1', asset_tag: '' }))).toBe('sw1');
    expect(renderDisplay(device, values({ 'device_type.manufacturer': 'Acme', 'device_type.model': 'X1', id: '7' }))).toBe('Acme X1 (7)');
    expect(renderDisplay(['{name}'], values({}))).toBe('');
    expect(templatePaths(device)).toEqual([['name'], ['asset_tag'], ['device_type', 'manufacturer'], ['device_type', 'model'], ['id']]);
  });
});

describe('timestamps', () => {
  it('are ISO 8601 UTC with microseconds and strictly increasing', () => {
    const stamps = Array.from({ length: 1000 }, () => now());
    for (const stamp of stamps) expect(stamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    for (let i = 1; i < stamps.length; i++) expect(stamps[i]! > stamps[i - 1]!).toBe(true);
  });

  it('normalise what both databases return', () => {
    expect(isoDatetime('2025-04-29 15:44:47.597092+00')).toBe('2025-04-29T15:44:47.597092Z');
    expect(isoDatetime('2025-04-29T15:44:47Z')).toBe('2025-04-29T15:44:47.000000Z');
    expect(isoDatetime('2025-04-29 17:44:47.5+02')).toBe('2025-04-29T15:44:47.500000Z');
    expect(apiDatetime('2025-04-29T15:44:47.000000Z')).toBe('2025-04-29T15:44:47Z');
    expect(apiDatetime('2025-04-29T15:44:47.597092Z')).toBe('2025-04-29T15:44:47.597092Z');
    expect(isoDatetime('2025-04-29T15:44:47.597092Z')).toBe('2025-04-29T15:44:47.597092Z');
    expect(apiDatetime('not a date')).toBe('not a date');
  });
});

describe('passwords and tokens', () => {
  it('hashes passwords in Django\'s format and checks them', async () => {
    const hash = hashPassword('s3cret', 1000);
    expect(hash).toMatch(/^pbkdf2_sha256\$1000\$[A-Za-z0-9]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('s3cret', hash)).toBe(true);
    expect(await verifyPassword('S3cret', hash)).toBe(false);
    expect(await verifyPassword('s3cret', 'md5$x$y')).toBe(false);
    // No user: hashed all the same, never a match.
    expect(await verifyPassword('', null)).toBe(false);
  });

  it('makes 160-bit hexadecimal keys and stores digests', () => {
    const key = randomToken();
    expect(key).toMatch(TOKEN_TEXT);
    expect(randomToken()).not.toBe(key);
    expect(tokenDigest(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHint(key)).toBe(key.slice(-6));
  });
});

describe('Python reprs in messages', () => {
  it('match Python', () => {
    expect(pythonRepr({ name: 'foo', site__id: 3, ok: true, none: null })).toBe("{'name': 'foo', 'site__id': 3, 'ok': True, 'none': None}");
    expect(pythonRepr("it's")).toBe('"it\'s"');
    expect(pythonRepr([1, 'a'])).toBe("[1, 'a']");
  });
});

describe('scalar validation', () => {
  const index = new ModelIndex(registry);
  const field = (extra: Partial<FieldMeta>): FieldMeta => ({
    name: 'f', type: 'string', column: 'f', label: 'f', required: false, nullable: false, blank: true, readOnly: false,
    writeOnly: false, internal: false, immutable: false, ...extra,
  });
  const problem = (f: FieldMeta, value: unknown): string[] => {
    try {
      SCALAR_VALIDATORS[f.type]!(f, value, index);
      return [];
    } catch (error) {
      return (error as FieldProblem).messages as string[];
    }
  };
  it('gives DRF\'s messages', () => {
    expect(problem(field({ maxLength: 3 }), 'abcd')).toEqual(['Ensure this field has no more than 3 characters.']);
    expect(problem(field({}), { a: 1 })).toEqual(['Not a valid string.']);
    expect(problem(field({ blank: false }), '  ')).toEqual(['This field may not be blank.']);
    expect(problem(field({ type: 'integer' }), 1.5)).toEqual(['A valid integer is required.']);
    expect(problem(field({ type: 'integer' }), '12')).toEqual([]);
    expect(problem(field({ type: 'integer', min: 1 }), 0)).toEqual(['Ensure this value is greater than or equal to 1.']);
    expect(problem(field({ type: 'decimal', digits: 4, places: 1 }), 1234.5)).toEqual(['Ensure that there are no more than 4 digits in total.']);
    expect(problem(field({ type: 'decimal', digits: 4, places: 1 }), 123.45)).toEqual(['Ensure that there are no more than 4 digits in total.']);
    expect(problem(field({ type: 'decimal', digits: 4, places: 1 }), 999.9)).toEqual([]);
    expect(problem(field({ type: 'boolean' }), 'nope')).toEqual(['Must be a valid boolean.']);
    expect(problem(field({ type: 'date' }), '2024-13-45')).toEqual(['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.']);
    expect(problem(field({ type: 'datetime' }), 'yesterday')).toEqual(['Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].']);
    expect(problem(field({ type: 'email' }), 'x@')).toEqual(['Enter a valid email address.']);
    expect(problem(field({ type: 'url' }), 'not a url')).toEqual(['Enter a valid URL.']);
    expect(problem(field({ type: 'choice', choices: 'dcim.site_status', blank: false }), 'x')).toEqual(['x is not a valid choice.']);
    expect(problem(field({ type: 'choice', choices: 'dcim.rack_width', blank: false }), [19])).toEqual(['Value must be passed directly (e.g. "foo": 123); do not use a dictionary or list.']);
  });

  it('normalises accepted values', () => {
    expect(SCALAR_VALIDATORS.string!(field({}), '  padded  ', index)).toBe('padded');
    expect(SCALAR_VALIDATORS.string!(field({ nullable: true }), '', index)).toBeNull();
    expect(SCALAR_VALIDATORS.boolean!(field({ type: 'boolean' }), 'yes', index)).toBe(true);
    expect(SCALAR_VALIDATORS.choice!(field({ type: 'choice', choices: 'dcim.rack_width' }), '19', index)).toBe(19);
    expect(SCALAR_VALIDATORS.datetime!(field({ type: 'datetime' }), '2025-01-02T03:04:05+02:00', index)).toBe('2025-01-02T01:04:05.000000Z');
  });
});

describe('change record buffer', () => {
  it('comes back to a mark: later records dropped, coalesced older records restored', () => {
    const request = changeRequest('req', 1, 'admin');
    const first = { action: 'create', postchange_data: '{"name":"a"}' } as ChangeRecord;
    request.pending.push(first);
    request.latest.set('extras.tag:1', first);
    const mark = markChanges(request);
    Object.assign(first, { postchange_data: '{"name":"b"}' });
    const second = { action: 'create', postchange_data: '{"name":"c"}' } as ChangeRecord;
    request.pending.push(second);
    request.latest.set('extras.tag:2', second);
    restoreChanges(request, mark);
    expect(request.pending).toEqual([{ action: 'create', postchange_data: '{"name":"a"}' }]);
    expect(request.pending[0]).toBe(first);
    expect([...request.latest.keys()]).toEqual(['extras.tag:1']);
    expect(markChanges(null)).toBeNull();
  });
});

describe('natural order', () => {
  const byKey = (names: readonly string[]) => [...names].reverse().sort((a, b) => {
    const [x, y] = [naturalizeInterface(a, 100), naturalizeInterface(b, 100)];
    return x < y ? -1 : x > y ? 1 : 0;
  });
  // NetBox's expectations (dcim/tests/test_natural_ordering.py).
  it.each([
    ['numeric', ['0', '0.0', '0.1', '0.2', '0.10', '0.100', '0:1', '0:1.0', '0:1.1', '0:1.10', '0:2', '1', '1.0', '1.1', '1.10', '1:1', '1:1.10', '1:2']],
    ['JunOS', ['xe-0/0/0', 'xe-0/0/1', 'xe-0/1/0', 'xe-1/0/0', 'xe-1/1/3', 'xe-2/0/0.1', 'xe-2/0/0.2', 'xe-2/0/0.10', 'xe-3/0/0:1', 'xe-3/0/0:2', 'xe-3/0/0:10', 'ae1', 'ae2', 'ae10.1', 'ae10.10', 'irb.1', 'irb.2', 'irb.10', 'lo0']],
  ])('orders %s interface names as NetBox does', (_, names) => {
    expect(byKey(names)).toEqual(names);
  });

  it('naturalizes like NetBox', () => {
    expect(naturalize('site9router21', 100)).toBe('site00000009router00000021');
    expect(naturalize('', 100)).toBe('');
    expect(naturalizeInterface('GigabitEthernet1/0/24', 100)).toBe('0001000099999999GigabitEthernet000024............');
    expect(naturalizeInterface('eth0.100', 100)).toBe('9999999999999999eth000000......000100');
    expect(naturalizeInterface('xe-1/2/3:4.5 extra7', 100)).toBe('0001000299999999xe-000003000004000005 extra00000007');
    expect(naturalizeInterface('x'.repeat(120), 100)).toHaveLength(100);
  });
});

// `make check` reports the same mismatches from the model files (test/tooling/make-check.test.ts).
describe('the start-up check', () => {
  it('refuses to create the app when a declared rule has no plug-in, naming the model file and line', async () => {
    const db = openDatabase('sqlite::memory:');
    try {
      const without = plugins.filter((p) => !('model' in p) || p.model !== 'dcim.device');
      const device = registry.models.find((m) => m.key === 'dcim.device')!;
      expect(() => createApp({ db, registry, config: loadConfig({}), plugins: without }))
        .toThrow(`${device.declaredAt['rules.clean']}: dcim.device declares the rule clean, but no plug-in implements it`);
      expect(device.declaredAt['rules.clean']).toMatch(/^schema\/models\/dcim\/device\.yaml:\d+$/);
      expect(() => createApp({ db, registry, config: loadConfig({}), plugins: [...plugins, { model: 'dcim.cabinet' }] }))
        .toThrow('a plug-in is defined for dcim.cabinet, which no model file declares');
    } finally {
      await db.close();
    }
  });

  it('checks each trait\'s plug-in once against its trait file, and keeps a model\'s own plug-in to its own parts', async () => {
    const trait = registry.traits.find((t) => t.name === 'base_interface')!;
    expect(trait.models).toEqual(['dcim.interface', 'virtualization.vminterface']);
    const at = trait.declaredAt['rules.clean']!;
    expect(at).toMatch(/^schema\/traits\/base_interface\.yaml:\d+$/);
    const others = plugins.filter((p) => !('trait' in p) || p.trait !== 'base_interface');
    const clean = async () => undefined;
    expect(checkPlugins(registry, others)).toEqual([
      `${at}: the trait base_interface declares rules.clean, but no plug-in implements it (defineTrait('base_interface', ...) in runtime/apps/traits/)`,
    ]);
    expect(checkPlugins(registry, [...others, { trait: 'base_interface', clean, afterSave: clean }, { trait: 'modular_component', clean }, { model: 'virtualization.vminterface', clean }])).toEqual([
      'runtime/apps: a plug-in is defined for the trait modular_component, whose file (schema/traits/modular_component.yaml) declares no rule and no plug-in part',
      'schema/traits/base_interface.yaml:1: the plug-in of the trait base_interface implements rules.after_save, which the trait file does not declare',
      'schema/models/virtualization/vminterface.yaml:1: the plug-in of virtualization.vminterface implements clean, which the model file does not declare (add clean to rules:)',
    ]);
    const db = openDatabase('sqlite::memory:');
    try {
      expect(() => createApp({ db, registry, config: loadConfig({}), plugins: others })).toThrow(`${at}: the trait base_interface declares rules.clean`);
    } finally {
      await db.close();
    }
  });
});
