// Objects of every model whose relations are all set, so that every page has the same shape:
// the data set of the statement-count and every-endpoint tests.
import { randomUUID } from 'node:crypto';
import { registry } from '../../generated/registry.js';
import { loadConfig } from '../../runtime/config.js';
import { EventWorker } from '../../runtime/events/worker.js';
import { ModelIndex } from '../../runtime/registry.js';
import type { FieldMeta } from '../../contract/index.js';
import type { TestServer } from './server.js';

export const UNIFORM = 'uniform';
export const ROWS = 12;

export async function seed(api: TestServer): Promise<void> {
  const u = { description: UNIFORM };
  const many = async (path: string, make: (i: number) => Record<string, unknown>) => {
    const reply = await api.post(path, Array.from({ length: ROWS }, (_, i) => ({ ...make(i), ...u })));
    if (reply.status !== 201) throw new Error(`${path}: ${reply.text}`);
    return reply.body as Record<string, any>[];
  };
  const tag = await api.create('/api/extras/tags/', { name: 'marker', slug: 'marker', description: 'root' });
  await many('/api/extras/tags/', (i) => ({ name: `tag ${i}`, slug: `tag-${i}` }));
  const tagged = { tags: [tag.id] };
  // Webhooks and event rules first, so that the sites below make events (and, after the worker's
  // pass at the end, deliveries: refused by the SSRF guard, as 127.0.0.1 is not allowed here, a
  // final failure).
  const webhooks = await many('/api/extras/webhooks/', (i) => ({ name: `hook ${i}`, payload_url: `http://127.0.0.1:9/seed/${i}`, ...tagged }));
  await many('/api/extras/event-rules/', (i) => ({
    name: `rule ${i}`, object_types: ['dcim.site'], event_types: ['object_created'], action_type: 'webhook',
    action_object_type: 'extras.webhook', action_object_id: webhooks[i]!.id, enabled: i < 2, ...tagged,
  }));
  const tenantRoot = await api.create('/api/tenancy/tenant-groups/', { name: 'tg root', slug: 'tg-root' });
  const tenantGroups = await many('/api/tenancy/tenant-groups/', (i) => ({ name: `tg ${i}`, slug: `tg-${i}`, parent: tenantRoot.id, ...tagged }));
  const tenants = await many('/api/tenancy/tenants/', (i) => ({ name: `tenant ${i}`, slug: `tenant-${i}`, group: tenantGroups[i]!.id, ...tagged }));
  const regionRoot = await api.create('/api/dcim/regions/', { name: 'region root', slug: 'region-root' });
  const regions = await many('/api/dcim/regions/', (i) => ({ name: `region ${i}`, slug: `region-${i}`, parent: regionRoot.id, ...tagged }));
  const groupRoot = await api.create('/api/dcim/site-groups/', { name: 'sg root', slug: 'sg-root' });
  const groups = await many('/api/dcim/site-groups/', (i) => ({ name: `sg ${i}`, slug: `sg-${i}`, parent: groupRoot.id, ...tagged }));
  const sites = await many('/api/dcim/sites/', (i) => ({ name: `site ${i}`, slug: `site-${i}`, region: regions[i]!.id, group: groups[i]!.id, tenant: tenants[i]!.id, ...tagged }));
  const locationRoots = await Promise.all(sites.map((s, i) => api.create('/api/dcim/locations/', { name: `building ${i}`, slug: `building-${i}`, site: s.id })));
  const locations = await many('/api/dcim/locations/', (i) => ({ name: `room ${i}`, slug: `room-${i}`, site: sites[i]!.id, parent: locationRoots[i]!.id, tenant: tenants[i]!.id, ...tagged }));
  const rackRoles = await many('/api/dcim/rack-roles/', (i) => ({ name: `rr ${i}`, slug: `rr-${i}`, ...tagged }));
  const racks = await many('/api/dcim/racks/', (i) => ({ name: `rack ${i}`, site: sites[i]!.id, location: locations[i]!.id, tenant: tenants[i]!.id, role: rackRoles[i]!.id, ...tagged }));
  const manufacturers = await many('/api/dcim/manufacturers/', (i) => ({ name: `maker ${i}`, slug: `maker-${i}`, ...tagged }));
  const platformRoot = await api.create('/api/dcim/platforms/', { name: 'platform root', slug: 'platform-root' });
  const platforms = await many('/api/dcim/platforms/', (i) => ({ name: `platform ${i}`, slug: `platform-${i}`, parent: platformRoot.id, manufacturer: manufacturers[i]!.id, ...tagged }));
  const types = await many('/api/dcim/device-types/', (i) => ({ model: `model ${i}`, slug: `model-${i}`, manufacturer: manufacturers[i]!.id, default_platform: platforms[i]!.id, ...tagged }));
  const roleRoot = await api.create('/api/dcim/device-roles/', { name: 'role root', slug: 'role-root' });
  const roles = await many('/api/dcim/device-roles/', (i) => ({ name: `role ${i}`, slug: `role-${i}`, parent: roleRoot.id, ...tagged }));
  const devices = await many('/api/dcim/devices/', (i) => ({
    name: `device ${i}`, device_type: types[i]!.id, role: roles[i]!.id, tenant: tenants[i]!.id, platform: platforms[i]!.id,
    site: sites[i]!.id, location: locations[i]!.id, rack: racks[i]!.id, ...tagged,
  }));
  const lags = await Promise.all(devices.map((d) => api.create('/api/dcim/interfaces/', { device: d.id, name: 'bond0', type: 'lag' })));
  const interfaces = await many('/api/dcim/interfaces/', (i) => ({
    device: devices[i]!.id, name: 'eth0', type: '1000base-t', parent: lags[i]!.id, bridge: lags[i]!.id, lag: lags[i]!.id, ...tagged,
  }));

  // ipam
  const rirs = await many('/api/ipam/rirs/', (i) => ({ name: `rir ${i}`, slug: `rir-${i}`, ...tagged }));
  const roles2 = await many('/api/ipam/roles/', (i) => ({ name: `ipam role ${i}`, slug: `ipam-role-${i}`, ...tagged }));
  const targets = await many('/api/ipam/route-targets/', (i) => ({ name: `65000:${i}`, tenant: tenants[i]!.id, ...tagged }));
  const vrfs = await many('/api/ipam/vrfs/', (i) => ({ name: `vrf ${i}`, rd: `65000:${i}`, tenant: tenants[i]!.id, import_targets: [targets[i]!.id], export_targets: [targets[i]!.id], ...tagged }));
  await many('/api/ipam/aggregates/', (i) => ({ prefix: `10.${i}.0.0/16`, rir: rirs[i]!.id, tenant: tenants[i]!.id, ...tagged }));
  const asns = await many('/api/ipam/asns/', (i) => ({ asn: 65000 + i, rir: rirs[i]!.id, role: roles2[i]!.id, tenant: tenants[i]!.id, ...tagged }));
  await many('/api/ipam/asn-ranges/', (i) => ({ name: `asn range ${i}`, slug: `asn-range-${i}`, rir: rirs[i]!.id, start: 64512 + i * 10, end: 64512 + i * 10 + 5, tenant: tenants[i]!.id, ...tagged }));
  const vlanGroups = await many('/api/ipam/vlan-groups/', (i) => ({ name: `vg ${i}`, slug: `vg-${i}`, scope_type: 'dcim.site', scope_id: sites[i]!.id, tenant: tenants[i]!.id, ...tagged }));
  const vlans = await many('/api/ipam/vlans/', (i) => ({ vid: 100 + i, name: `vlan ${i}`, site: sites[i]!.id, group: vlanGroups[i]!.id, tenant: tenants[i]!.id, role: roles2[i]!.id, ...tagged }));
  await many('/api/ipam/prefixes/', (i) => ({
    prefix: `10.${i}.0.0/24`, vrf: vrfs[i]!.id, scope_type: 'dcim.site', scope_id: sites[i]!.id, tenant: tenants[i]!.id, vlan: vlans[i]!.id, role: roles2[i]!.id, ...tagged,
  }));
  await many('/api/ipam/ip-ranges/', (i) => ({ start_address: `10.${i}.0.100/24`, end_address: `10.${i}.0.120/24`, vrf: vrfs[i]!.id, tenant: tenants[i]!.id, role: roles2[i]!.id, ...tagged }));
  const insides = await Promise.all(vrfs.map((v, i) => api.create('/api/ipam/ip-addresses/', { address: `172.16.${i}.1/24`, vrf: v.id })));
  const addresses = await many('/api/ipam/ip-addresses/', (i) => ({
    address: `10.${i}.0.1/24`, vrf: vrfs[i]!.id, tenant: tenants[i]!.id, assigned_object_type: 'dcim.interface', assigned_object_id: interfaces[i]!.id,
    nat_inside: insides[i]!.id, ...tagged,
  }));
  const patched = await api.patch('/api/dcim/devices/', devices.map((d, i) => ({ id: d.id, primary_ip4: addresses[i]!.id })));
  if (patched.status !== 200) throw new Error(patched.text);
  await many('/api/ipam/services/', (i) => ({
    parent_object_type: 'dcim.device', parent_object_id: devices[i]!.id, name: `ssh ${i}`, protocol: 'tcp', ports: [22], ipaddresses: [addresses[i]!.id], ...tagged,
  }));
  await many('/api/dcim/mac-addresses/', (i) => ({ mac_address: `00:00:00:00:00:${String(i + 10).padStart(2, '0')}`, assigned_object_type: 'dcim.interface', assigned_object_id: interfaces[i]!.id, ...tagged }));
  await many('/api/dcim/virtual-chassis/', (i) => ({ name: `vc ${i}`, ...tagged }));

  // circuits
  const providers = await many('/api/circuits/providers/', (i) => ({ name: `provider ${i}`, slug: `provider-${i}`, asns: [asns[i]!.id], ...tagged }));
  const accounts = await many('/api/circuits/provider-accounts/', (i) => ({ provider: providers[i]!.id, account: `acct-${i}`, name: `account ${i}`, ...tagged }));
  await many('/api/circuits/provider-networks/', (i) => ({ provider: providers[i]!.id, name: `network ${i}`, ...tagged }));
  const circuitTypes = await many('/api/circuits/circuit-types/', (i) => ({ name: `ctype ${i}`, slug: `ctype-${i}`, ...tagged }));
  const circuits = await many('/api/circuits/circuits/', (i) => ({ cid: `c-${i}`, provider: providers[i]!.id, provider_account: accounts[i]!.id, type: circuitTypes[i]!.id, tenant: tenants[i]!.id, ...tagged }));
  await many('/api/circuits/circuit-terminations/', (i) => ({ circuit: circuits[i]!.id, term_side: 'A', termination_type: 'dcim.site', termination_id: sites[i]!.id, ...tagged }));

  // virtualization
  const clusterTypes = await many('/api/virtualization/cluster-types/', (i) => ({ name: `cl type ${i}`, slug: `cl-type-${i}`, ...tagged }));
  const clusterGroups = await many('/api/virtualization/cluster-groups/', (i) => ({ name: `cl group ${i}`, slug: `cl-group-${i}`, ...tagged }));
  const clusters = await many('/api/virtualization/clusters/', (i) => ({
    name: `cluster ${i}`, type: clusterTypes[i]!.id, group: clusterGroups[i]!.id, tenant: tenants[i]!.id, scope_type: 'dcim.site', scope_id: sites[i]!.id, ...tagged,
  }));
  const machines = await many('/api/virtualization/virtual-machines/', (i) => ({
    name: `vm ${i}`, site: sites[i]!.id, cluster: clusters[i]!.id, role: roles[i]!.id, platform: platforms[i]!.id, tenant: tenants[i]!.id, vcpus: 2, memory: 1024, ...tagged,
  }));
  await many('/api/virtualization/interfaces/', (i) => ({ virtual_machine: machines[i]!.id, name: 'eth0', vrf: vrfs[i]!.id, ...tagged }));
  await many('/api/virtualization/virtual-disks/', (i) => ({ virtual_machine: machines[i]!.id, name: 'disk0', size: 10, ...tagged }));

  // tenancy contacts, extras
  const contactRoot = await api.create('/api/tenancy/contact-groups/', { name: 'cg root', slug: 'cg-root' });
  const contactGroups = await many('/api/tenancy/contact-groups/', (i) => ({ name: `cg ${i}`, slug: `cg-${i}`, parent: contactRoot.id, ...tagged }));
  const contactRoles = await many('/api/tenancy/contact-roles/', (i) => ({ name: `cr ${i}`, slug: `cr-${i}`, ...tagged }));
  const contacts = await many('/api/tenancy/contacts/', (i) => ({ name: `contact ${i}`, groups: [contactGroups[i]!.id], ...tagged }));
  await many('/api/tenancy/contact-assignments/', (i) => ({ object_type: 'dcim.site', object_id: sites[i]!.id, contact: contacts[i]!.id, role: contactRoles[i]!.id, priority: 'primary', ...tagged }));
  await many('/api/extras/config-contexts/', (i) => ({ name: `cc ${i}`, weight: 100 + i, data: { key: i }, regions: [regions[i]!.id], tags: ['marker'] }));
  const choiceSets = await many('/api/extras/custom-field-choice-sets/', (i) => ({ name: `set ${i}`, extra_choices: [['a', 'A'], [`v${i}`, `Value ${i}`]] }));
  await many('/api/extras/custom-fields/', (i) => ({ name: `cf_${i}`, type: 'select', object_types: ['dcim.site', 'dcim.device'], choice_set: choiceSets[i]!.id, default: 'a' }));
  await many('/api/extras/journal-entries/', (i) => ({ assigned_object_type: 'dcim.device', assigned_object_id: devices[i]!.id, kind: 'info', comments: `note ${i}`, ...tagged }));
  const userGroups = await many('/api/users/groups/', (i) => ({ name: `group ${i}` }));
  const users = await many('/api/users/users/', (i) => ({ username: `seed-${i}`, password: `seed password ${i}`, first_name: 'Seed', groups: [userGroups[i]!.id] }));
  await many('/api/extras/subscriptions/', (i) => ({ object_type: 'dcim.site', object_id: sites[i]!.id, user: users[i]!.id }));
  await many('/api/extras/notifications/', (i) => ({ object_type: 'dcim.device', object_id: devices[i]!.id, user: users[i]!.id, event_type: 'object_created' }));
  await many('/api/extras/notification-groups/', (i) => ({ name: `ng ${i}`, groups: [userGroups[i]!.id], users: [users[i]!.id] }));
  // v1 tokens: the test servers configure no pepper.
  await many('/api/users/tokens/', (i) => ({ user: users[i]!.id, version: 1 }));
  await many('/api/users/permissions/', (i) => ({
    name: `permission ${i}`, object_types: ['dcim.site'], actions: ['view'], constraints: { slug: `site-${i}` }, groups: [userGroups[i]!.id], users: [users[i]!.id],
  }));
  // Jobs are made by the runtime only (read-only endpoint): rows as a finished background write leaves them.
  await api.db.knex('core_job').insert(Array.from({ length: ROWS }, (_, i) => ({
    name: `Bulk create sites ${i}`, created: `2026-01-01T00:00:${String(i).padStart(2, '0')}.000000Z`, completed: `2026-01-01T00:01:${String(i).padStart(2, '0')}.000000Z`,
    status: 'completed', job_id: randomUUID(), user_id: users[i]!.id, data: JSON.stringify({ status_code: 201, data: [] }), error: '',
    queue_name: 'default', notifications: 'always', log_entries: '[]', execution_time: '00:01:00',
  })));
  // The worker's pass: events become deliveries (two enabled rules × twelve sites), each tried once.
  const worker = new EventWorker({ db: api.db, index: new ModelIndex(registry), config: loadConfig({}, { DATABASE_URL: 'sqlite::memory:' }), log: () => {} });
  await worker.runOnce();
}

/** Endpoints whose uniform rows are not found by ?description=uniform. */
export const SELECTORS: Readonly<Record<string, string>> = {
  'tenancy/contact-assignments': 'priority=primary',
  'extras/journal-entries': 'kind=info',
  'core/object-types': 'app_label=ipam',
  // Change records of one type: their changed objects load in one query (one per type on a page).
  'core/object-changes': 'changed_object_type=dcim.site&action=create',
  'extras/object-changes': 'changed_object_type=dcim.site&action=create',
  'extras/content-types': 'app_label=ipam',
  'users/users': 'first_name=Seed',
  // Refused by the SSRF guard: a final failure at the first attempt.
  'extras/webhook-deliveries': 'status=failed',
  'extras/subscriptions': 'object_type=dcim.site',
  'core/jobs': 'status=completed',
  'extras/notifications': 'object_type=dcim.device',
};

/** The query that selects an endpoint's uniform rows. */
export function selector(route: string): string {
  return SELECTORS[route] ?? `description=${UNIFORM}`;
}

/** A represented value as a client writes it back: related objects by id, choices by value. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function writtenValue(field: FieldMeta, value: any): unknown {
  if (value === null || value === undefined) return value;
  if (field.type === 'fk') return value.id;
  if ((field.type === 'm2m' || field.type === 'tags') && !field.flat) return value.map((v: { id: number }) => v.id);
  if (field.type === 'choice' && !field.plainChoice) return value.value;
  return value;
}
