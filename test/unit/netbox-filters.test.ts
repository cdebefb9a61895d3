// Each model's list filters against NetBox 4.7's: the filter names of every list endpoint equal
// those of the filterset NetBox's viewset applies, read from NetBox's source by
// scripts/netbox-filters.py into test/reference/netbox-filters.json. An extra filter here turns a
// parameter NetBox ignores into a filter (a 400 for a value it cannot match); a missing one ignores
// what NetBox filters. The deliberate differences are listed below, each with its reason; the test
// also fails on an entry that no longer names a difference, so the list stays true.
//
// Base names are compared. A NetBox name that holds a lookup (`mask_length__gte`, `created__gte`)
// matches our filter of the base name when that filter's kind takes the lookup (contract/filters.ts).
// The lookups NetBox generates for each filter are in the data file for the reader, not compared:
// ours come from one table keyed by filter kind, NetBox's from the filter class or the model field.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { LOOKUPS, type ModelMeta } from '../../contract/index.js';
import { registry } from '../../generated/registry.js';
import { FEATURES } from '../../runtime/features/index.js';

interface Reference {
  readonly source: { readonly commit: string };
  readonly models: Readonly<Record<string, {
    readonly filterset: string | null;
    readonly filters: Readonly<Record<string, { readonly declared_in: string }>>;
    readonly prefixes: readonly string[];
  }>>;
}

const reference = JSON.parse(readFileSync(join(import.meta.dirname, '../reference/netbox-filters.json'), 'utf8')) as Reference;

/** A deliberate difference: these filter names, on these models (or every model), and why. */
interface Difference {
  readonly models: readonly string[] | 'every';
  readonly names: readonly string[];
  readonly reason: string;
}

// Group names (G1 … G19) are those of /work/shared/reference/netbox-breadth.md: the NetBox models and
// fields this service does not have yet, in the order they are planned.

/** NetBox filters this service does not have: each filters by something that does not exist here. */
const NETBOX_ONLY: readonly Difference[] = [
  { models: 'every', names: ['owner', 'owner_id', 'owner_group', 'owner_group_id'],
    reason: 'Owners and owner groups (OwnerFilterMixin) are not modelled yet (G15).' },
  { models: ['dcim.devicetype'], names: ['has_front_image', 'has_rear_image'],
    reason: 'Device type images are not stored (front_image and rear_image are not fields here).' },
  { models: ['dcim.device'], names: ['has_virtual_device_context'],
    reason: 'Virtual device contexts are not modelled yet (G14).' },
  { models: ['dcim.device', 'dcim.devicerole', 'dcim.platform', 'virtualization.virtualmachine'], names: ['config_template_id'],
    reason: 'Config templates are not modelled yet (G12).' },
  { models: ['ipam.vlangroup'], names: ['rack_group'],
    reason: 'Rack groups are not among the scope types of VLAN groups here yet (G10).' },
  { models: ['extras.configcontext'], names: ['profile', 'profile_id', 'data_source_id', 'data_file_id', 'data_synced', 'auto_sync_enabled'],
    reason: 'Config context profiles and data sources (synced data) are not modelled yet (G17).' },
  { models: ['extras.customfield'], names: ['nulls_first'],
    reason: "NetBox 4.7's CustomField.nulls_first is not a field here yet." },
  { models: ['extras.customfieldchoiceset'], names: ['choice_colors'],
    reason: "NetBox 4.7's CustomFieldChoiceSet.choice_colors is not a field here yet." },
  { models: ['tenancy.contactassignment'], names: ['q'],
    reason: "NetBox searches the contact's and the role's names; a model's search runs over its own fields only." },
];

/** Filters this service has and NetBox does not. */
const OURS_ONLY: readonly Difference[] = [
  { models: ['extras.notification'], names: ['id', 'object_type', 'object_id', 'user_id', 'created', 'read', 'event_type'],
    reason: "NetBox 4.7's viewsets for notifications and subscriptions set no filterset_class (there is no such filterset), so NetBox ignores every parameter there. The generated filters are kept: they are the only way to find one object's notifications (the webhook and background-job tests use them), and no client relies on a filter being ignored." },
  { models: ['extras.subscription'], names: ['id', 'object_type', 'object_id', 'user_id', 'created'],
    reason: 'As for notifications: NetBox ignores every parameter of this list; the generated filters are kept.' },
  { models: ['extras.notificationgroup'], names: ['id', 'name', 'description', 'q'],
    reason: "NetBox 4.7's NotificationGroupViewSet sets no filterset_class (its NotificationGroupFilterSet serves the UI only), so NetBox ignores every parameter there; the generated filters are kept, as for notifications." },
];

/** List endpoints NetBox does not have (so nothing to compare with), and why they are here. */
const OUR_ENDPOINTS: Readonly<Record<string, string>> = {
  'extras.webhookdelivery': "This service's own record of webhook deliveries (attempts, answers, redelivery); NetBox sends webhooks from a job queue and keeps no such list.",
};

/** Our filter names of a model: its declared filters, its features' filters, `q` when it has search fields. */
function ourNames(model: ModelMeta): Set<string> {
  const names = new Set(model.filters.map((f) => f.name));
  for (const feature of FEATURES) if (feature.enabled(model)) for (const name of feature.filterNames ?? []) names.add(name);
  if (model.search.length) names.add('q');
  return names;
}

/** Whether our model answers NetBox's filter name: the same name, or `base__lookup` our `base` takes. */
function answers(model: ModelMeta, ours: ReadonlySet<string>, name: string): boolean {
  if (ours.has(name)) return true;
  const split = name.lastIndexOf('__');
  if (split <= 0) return false;
  const base = model.filters.find((f) => f.name === name.slice(0, split));
  return base !== undefined && !base.lookup && (LOOKUPS[base.kind] as readonly string[]).includes(name.slice(split + 2));
}

function allowed(list: readonly Difference[], model: string, name: string): Difference | undefined {
  return list.find((d) => (d.models === 'every' || d.models.includes(model)) && d.names.includes(name));
}

const listed = registry.models.filter((m) => m.api) as readonly ModelMeta[];

describe('list filters equal NetBox 4.7 filtersets', () => {
  const used = new Set<Difference>();
  const problems: string[] = [];
  for (const model of listed) {
    const theirs = reference.models[model.key];
    if (!theirs) {
      if (!OUR_ENDPOINTS[model.key]) problems.push(`${model.key}: NetBox has no such list endpoint (add it to OUR_ENDPOINTS with a reason)`);
      continue;
    }
    const ours = ourNames(model);
    for (const name of Object.keys(theirs.filters)) {
      if (answers(model, ours, name)) continue;
      const entry = allowed(NETBOX_ONLY, model.key, name);
      if (entry) used.add(entry);
      else problems.push(`${model.key}: missing ${name} (NetBox ${theirs.filters[name]!.declared_in})`);
    }
    for (const name of ours) {
      if (Object.hasOwn(theirs.filters, name)) continue;
      const entry = allowed(OURS_ONLY, model.key, name);
      if (entry) used.add(entry);
      else problems.push(`${model.key}: extra ${name} (NetBox ${theirs.filterset ? `${theirs.filterset} has no such filter` : 'filters nothing here'})`);
    }
    if (theirs.prefixes.includes('cf_') !== model.features.customFields) {
      problems.push(`${model.key}: cf_ filters ${model.features.customFields ? 'here only' : 'in NetBox only'}`);
    }
  }

  test('every filter name matches, or is a listed difference', () => {
    expect(problems).toEqual([]);
  });

  test('every listed difference is still a difference', () => {
    const stale: string[] = [];
    for (const [list, side] of [[NETBOX_ONLY, 'NetBox'], [OURS_ONLY, 'ours']] as const) {
      for (const entry of list) {
        if (entry.models === 'every') {
          if (!used.has(entry)) stale.push(`${side}: ${entry.names.join(', ')} (every model): no model differs`);
          continue;
        }
        for (const key of entry.models) {
          const model = listed.find((m) => m.key === key);
          const theirs = reference.models[key];
          if (!model || !theirs) {
            stale.push(`${side}: ${key} is not a model with a NetBox list endpoint`);
            continue;
          }
          const ours = ourNames(model);
          for (const name of entry.names) {
            const differs = side === 'NetBox' ? Object.hasOwn(theirs.filters, name) && !answers(model, ours, name) : ours.has(name) && !Object.hasOwn(theirs.filters, name);
            if (!differs) stale.push(`${side}: ${key} ${name} is not a difference`);
          }
        }
      }
    }
    for (const key of Object.keys(OUR_ENDPOINTS)) {
      if (reference.models[key] || !listed.some((m) => m.key === key)) stale.push(`OUR_ENDPOINTS: ${key}`);
    }
    expect(stale).toEqual([]);
  });
});
