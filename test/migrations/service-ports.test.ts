// The upgrade of services to NetBox 4.7's port mappings (the migration that drops ipam_service's
// protocol and ports): on a database migrated to the step before, services of 4.6 (one protocol,
// a list of ports, some repeated) become their mappings in the ports' order, each port once
// (NetBox's POPULATE_PORT_MAPPINGS_SQL); a service without ports keeps an empty list, as NetBox
// leaves it. Then the server reads them as 4.7 does, the deprecated fields included.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registry } from '../../generated/registry.js';
import { openDatabase, type Database } from '../../runtime/db/database.js';
import { migrate } from '../../runtime/db/migrate.js';
import { DIALECTS, freshDatabase, migrateAndAddSuperuser, startServer, type FreshDatabase } from '../support/server.js';

/** The migration that turns protocol and ports into port mappings. */
const upgrade = registry.migrations.findIndex((m) => m.operations.some((op) => op.op === 'drop_column' && op.table === 'ipam_service' && op.column === 'protocol'));

const OLD_SERVICES = [
  { name: 'ssh', protocol: 'tcp', ports: [22] },
  { name: 'web', protocol: 'tcp', ports: [443, 80, 443, 8080] },
  { name: 'dns', protocol: 'udp', ports: [53] },
  { name: 'empty', protocol: 'sctp', ports: [] },
];

describe.each(DIALECTS)('services of 4.6 upgraded to port mappings on %s', (dialect) => {
  let database: FreshDatabase;
  let db: Database;
  beforeAll(async () => {
    expect(upgrade).toBeGreaterThan(0);
    database = await freshDatabase(dialect);
    db = openDatabase(database.url);
    await migrate(db, registry.migrations.slice(0, upgrade));
    await db.knex('ipam_service').insert(OLD_SERVICES.map((s, i) => ({
      parent_object_type: 'dcim.device', parent_object_id: i + 1, name: s.name, protocol: s.protocol, ports: JSON.stringify(s.ports),
    })));
    expect(await migrate(db, registry.migrations)).toEqual(registry.migrations.slice(upgrade).map((m) => m.id));
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  it('keeps each service\'s ports as mappings, in order, each once; protocol and ports are gone', async () => {
    const rows = (await db.knex('ipam_service').select('*').orderBy('id')) as Record<string, unknown>[];
    const mappings = rows.map((row) => (typeof row.port_mappings === 'string' ? JSON.parse(row.port_mappings) : row.port_mappings));
    expect(mappings).toEqual([['tcp/22'], ['tcp/443', 'tcp/80', 'tcp/8080'], ['udp/53'], []]);
    expect(Object.keys(rows[0]!)).not.toContain('protocol');
    expect(Object.keys(rows[0]!)).not.toContain('ports');
  });

  it('serves them as 4.7 does', async () => {
    await migrateAndAddSuperuser(database.url, inject('testRun').token);
    const api = await startServer(dialect, {}, { existing: database.url });
    try {
      const web = (await api.get('/api/ipam/services/?name=web')).body.results[0];
      expect([web.display, web.port_mappings, web.protocol, web.ports]).toEqual(['web', ['tcp/443', 'tcp/80', 'tcp/8080'], { value: 'tcp', label: 'TCP' }, [80, 443, 8080]]);
      // The service without ports reads as NetBox's does, and its next save asks for a mapping.
      const empty = (await api.get('/api/ipam/services/?name=empty')).body.results[0];
      expect([empty.port_mappings, empty.protocol, empty.ports]).toEqual([[], null, []]);
      const site = await api.create('/api/dcim/sites/', { name: 'Site', slug: 'site' });
      const maker = await api.create('/api/dcim/manufacturers/', { name: 'Maker', slug: 'maker' });
      const type = await api.create('/api/dcim/device-types/', { manufacturer: maker.id, model: 'Server', slug: 'server' });
      const role = await api.create('/api/dcim/device-roles/', { name: 'Server', slug: 'server' });
      const device = await api.create('/api/dcim/devices/', { device_type: type.id, role: role.id, site: site.id });
      const saved = await api.patch(`/api/ipam/services/${empty.id}/`, { parent_object_type: 'dcim.device', parent_object_id: device.id });
      expect([saved.status, saved.body]).toEqual([400, { port_mappings: ['At least one port mapping is required.'] }]);
    } finally {
      await api.close();
    }
  });
});
