// core.objecttype holds one row per model (NetBox's content types), written at start-up from the
// registry: inserted when new, updated when changed, removed when the model is gone. Ids stay
// stable across restarts.
import type { ModelMeta, Registry } from '../../contract/index.js';
import type { Database } from './database.js';
import type { Queryable } from './query.js';
import type { Row } from './values.js';

/** The verbose names of the applications, as NetBox shows them. */
export const APP_NAMES: Readonly<Record<string, string>> = {
  circuits: 'Circuits', core: 'Core', dcim: 'DCIM', extras: 'Extras', ipam: 'IPAM', tenancy: 'Tenancy', users: 'Users',
  virtualization: 'Virtualization', vpn: 'VPN', wireless: 'Wireless',
};

/** The features of a model, named as NetBox names them. */
function features(model: ModelMeta, registry: Registry): string[] {
  const targeted = (key: string) => registry.models.some((m) => m.key === key && m.fields.some((f) => f.type === 'generic' && f.targets?.includes(model.key)));
  const out = new Set<string>();
  if (model.features.changelog) out.add('change_logging').add('event_rules');
  if (model.features.customFields) out.add('custom_fields');
  if (model.features.tags) out.add('tags');
  if (targeted('extras.journalentry')) out.add('journaling');
  if (targeted('tenancy.contactassignment')) out.add('contacts');
  return [...out].sort();
}

export function objectTypeRow(model: ModelMeta, registry: Registry): Row {
  return {
    app_label: model.app,
    model: model.model,
    app_name: APP_NAMES[model.app] ?? model.app,
    model_name: model.verboseName,
    model_name_plural: model.verboseNamePlural,
    public: model.api,
    features: JSON.stringify(features(model, registry)),
    is_plugin_model: false,
    rest_api_endpoint: model.api ? `/api/${model.app}/${model.path}/` : null,
    description: model.description || null,
  };
}

/** The table of core.objecttype (the runtime keeps its rows). */
export const OBJECT_TYPE_TABLE = 'core_objecttype';

/** "app.model" of an object type row. */
export const objectTypeKey = (row: Row): string => `${String(row.app_label)}.${String(row.model)}`;

/** The "app.model" keys of the object types with these ids (unknown ids left out). */
export async function objectTypeKeysById(q: Queryable, ids: readonly number[]): Promise<string[]> {
  if (!ids.length) return [];
  return ((await q(OBJECT_TYPE_TABLE).select('app_label', 'model').whereIn('id', [...ids])) as Row[]).map(objectTypeKey);
}

export async function syncObjectTypes(db: Database, registry: Registry): Promise<void> {
  const table = OBJECT_TYPE_TABLE;
  await db.knex.transaction(async (trx) => {
    const existing = new Map(((await trx(table).select('*')) as Row[]).map((r) => [`${r.app_label}.${r.model}`, r]));
    for (const model of registry.models) {
      const row = objectTypeRow(model, registry);
      const stored = existing.get(model.key);
      existing.delete(model.key);
      if (!stored) await trx(table).insert(row);
      else if (Object.entries(row).some(([k, v]) => String(normalise(stored[k])) !== String(v))) await trx(table).where('id', stored.id as number).update(row);
    }
    const gone = [...existing.values()].map((r) => Number(r.id));
    if (gone.length) await trx(table).whereIn('id', gone).delete();
  });
}

/** Stored values as the row builder writes them (JSON as text, booleans as booleans). */
function normalise(value: unknown): unknown {
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  // JSON text as PostgreSQL formats it ("[\"a\", \"b\"]") compares in JSON.stringify's form.
  if (typeof value === 'string' && /^[[{]/.test(value)) return JSON.stringify(JSON.parse(value));
  if (value === 0 || value === 1) return Boolean(value);
  return value;
}
