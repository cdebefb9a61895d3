// A model's first pass: its fields expanded and its metadata filled in from its own file. The later
// passes (computed fields, representations, uniques, indexes, filters) complete the draft in place
// once every model is drafted, since they look at other models.
import type { EndpointShapeName, FieldMeta, ModelMeta } from '../../contract/index.js';
import type { SchemaSource, SchemaError } from '../load/source.js';
import type { Feature, ModelFile } from './model-file.js';
import { expandField, scalar, type Mutable } from './fields.js';
import { identifier, pascal } from './names.js';

export interface Draft {
  readonly meta: Mutable<ModelMeta>;
  readonly raw: ModelFile;
  readonly file: SchemaSource;
  readonly features: ReadonlySet<Feature>;
}

export function draftModel(key: string, file: SchemaSource, errors: SchemaError[]): Draft {
  const raw = file.data as ModelFile;
  const features = new Set(raw.features ?? []);
  const verboseName = raw.verbose_name ?? raw.model;
  const table = `${raw.app}_${raw.model}`;
  const fields: FieldMeta[] = [];
  const declared = { ...raw.fields };
  if (raw.tree && !declared.parent) {
    const nested = ['id', 'url', 'display_url', 'display', ...['name', 'slug'].filter((n) => declared[n]), '_depth'];
    declared.parent = { type: 'fk', to: 'self', nullable: true, on_delete: 'cascade', nested };
  }
  const ordered = raw.tree ? ['parent', ...Object.keys(declared).filter((n) => n !== 'parent')] : Object.keys(declared);
  for (const name of ordered) fields.push(...expandField(key, table, raw.model, name, declared[name]!, file, errors));
  const standard: [Feature, FieldMeta][] = [
    ['description', scalar('description', 'string', { maxLength: 200 })],
    ['comments', scalar('comments', 'text', {})],
  ];
  for (const [feature, field] of standard) {
    if (features.has(feature) && !declared[field.name]) fields.push(field);
  }
  if (features.has('tags')) {
    fields.push({ ...scalar('tags', 'tags', {}), column: null, to: 'extras.tag', default: [] });
  }
  if (features.has('custom_fields')) {
    fields.push({ ...scalar('custom_fields', 'custom_fields', {}), column: 'custom_field_data', default: {} });
  }
  if (features.has('changelog')) {
    for (const name of ['created', 'last_updated']) {
      fields.push({ ...scalar(name, 'datetime', {}), nullable: true, readOnly: true });
    }
  }
  if (raw.tree) {
    fields.push({ ...scalar('_depth', 'integer', {}), label: 'depth', readOnly: true, default: 0 });
    fields.push({ ...scalar('_tree_key', 'text', {}), internal: true, readOnly: true });
  }
  const meta: Mutable<ModelMeta> = {
    key,
    app: raw.app,
    model: raw.model,
    className: raw.class_name ?? pascal(verboseName),
    path: raw.path,
    table,
    api: raw.api ?? true,
    readOnly: raw.read_only ?? false,
    alsoAt: raw.also_at ?? [],
    verboseName,
    verboseNamePlural: raw.verbose_name_plural ?? `${verboseName}s`,
    description: raw.description ?? '',
    source: file.file.path,
    ...(raw.traits?.length ? { traits: raw.traits } : {}),
    ...(raw.template_of ? { templateOf: { model: raw.template_of.model, fields: raw.template_of.fields } } : {}),
    ...(raw.changelog_related?.length ? { changelogRelated: raw.changelog_related } : {}),
    features: { tags: features.has('tags'), customFields: features.has('custom_fields'), changelog: features.has('changelog') },
    tree: raw.tree ?? false,
    display: raw.display === undefined ? (declared.name ? ['{name}'] : ['{id}']) : typeof raw.display === 'string' ? [raw.display] : raw.display,
    ordering: raw.ordering ?? (raw.tree ? ['_tree_key'] : declared.name ? ['name'] : ['id']),
    fields,
    computed: [],
    order: [],
    brief: [],
    nested: [],
    uniques: [],
    indexes: (raw.indexes ?? []).filter((i) => !i.where_not_null?.length).map((i) => i.fields),
    filters: [],
    search: raw.search ?? [],
    searchIndex: raw.search_index ? identifier(table, '_search') : null,
    ...(raw.search_from_start?.length ? { searchFromStart: raw.search_from_start } : {}),
    rules: raw.rules ?? [],
    endpoints: Object.entries(raw.endpoints ?? {}).map(([path, shape]) => ({ path, shape: shape as EndpointShapeName })),
    declaredAt: {},
  };
  return { meta, raw, file, features };
}

/** Generic relations declared as `to: {feature: X}` point at every model with feature X. */
export function resolveFeatureTargets(drafts: readonly Draft[]): void {
  for (const draft of drafts) {
    for (const [name, raw] of Object.entries(draft.raw.fields)) {
      if (!['generic', 'content_types', 'content_type'].includes(raw.type) || typeof raw.to !== 'object' || Array.isArray(raw.to)) continue;
      const feature = raw.to.feature;
      const targets = drafts.filter((d) => (feature === 'api' ? d.meta.api : d.features.has(feature))).map((d) => d.meta.key);
      for (const field of draft.meta.fields) {
        if (field.name === name || field.name === `${name}_type` || (field.type === 'generic' && field.parts?.type === `${name}_type`)) {
          (field as Mutable<FieldMeta>).targets = targets;
        }
      }
    }
  }
}
