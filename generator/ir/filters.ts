// Filters: one generated per field (by its type), then the filter mixins of schema/settings.yaml that
// apply to the model, then the model's own declarations (each replacing a filter of the same name, or
// removing it with `false`). What is generated follows NetBox's filtersets, which name a field's
// filter after the field and a foreign key's as `<fk>_id` (ids) and, for a target with a slug,
// `<fk>` (slugs); a many-to-many field's filters they declare in the singular (`region_id` for
// `regions`), a filter by a target's name or other attribute only where it suits (`device`), and
// never one on a hidden attribute such as `_depth`: a model declares those.
import type { FieldMeta, FilterMeta, IpFilterOp, ModelMeta, PathStep } from '../../contract/index.js';
import type { SchemaSource, PathSegment, SchemaError } from '../load/source.js';
import type { Draft } from './draft.js';
import type { FilterMixin, RawFilter, Settings } from './model-file.js';
import { resolvePath, stepOf } from './paths.js';

const FILTER_KIND: Partial<Record<FieldMeta['type'], FilterMeta['kind']>> = {
  string: 'string', slug: 'string', color: 'string', url: 'string', email: 'string', time_zone: 'string',
  integer: 'number', bigint: 'number', float: 'number', decimal: 'decimal',
  boolean: 'boolean', date: 'date', datetime: 'datetime', choice: 'choice', uuid: 'uuid',
  content_type: 'string',
};

/** IP fields filter by network (prefixes) or by host under any mask (addresses), as NetBox's methods do. */
const IP_FILTER: Partial<Record<FieldMeta['type'], IpFilterOp>> = { ip_prefix: 'exact', ip_address: 'host' };

/** The filter of a scalar or IP field by its own value (under the field's name), if its type has one. */
function ownFilter(field: FieldMeta): FilterMeta | null {
  const kind = FILTER_KIND[field.type];
  if (kind) return { name: field.name, kind, field: field.name };
  const ip = IP_FILTER[field.type];
  if (ip) return { name: field.name, kind: 'ip', ip, field: field.name };
  return null;
}

/** The generated filters of every field, then the mixins' and the model's declared ones. */
export function buildFilters(draft: Draft, byKey: ReadonlyMap<string, Draft>, settingsFile: SchemaSource, errors: SchemaError[]): FilterMeta[] {
  const { meta, raw, file } = draft;
  const filters = new Map<string, FilterMeta>([['id', { name: 'id', kind: 'number', field: 'id' }]]);
  const declared = new Map<string, string>();
  for (const field of meta.fields) {
    if (field.internal || field.writeOnly || field.name.startsWith('_')) continue;
    const own = ownFilter(field);
    if (own) {
      filters.set(field.name, own);
    } else if (field.type === 'fk') {
      const target = byKey.get(field.to!);
      if (!target) continue;
      const step = stepOf(meta, field);
      // Filters by a tree node include its descendants (NetBox's TreeNodeMultipleChoiceFilter), except `parent`.
      const descendants = target.meta.tree && field.name !== 'parent' ? { descendants: true } : {};
      filters.set(`${field.name}_id`, { name: `${field.name}_id`, kind: 'related', paths: [[step]], attr: 'id', ...descendants });
      if (hasSlug(target.meta)) filters.set(field.name, { name: field.name, kind: 'related', paths: [[step]], attr: 'slug', ...descendants });
    }
  }
  // Mixins next, so that a model's own declaration of the same name wins.
  ((settingsFile.data as Settings).filter_mixins ?? []).forEach((mixin, i) => {
    if (!mixinApplies(meta, mixin, byKey)) return;
    for (const [name, spec] of Object.entries(mixin.filters)) {
      // The model removes it (`name: false`): not checked against the model.
      if (raw.filters?.[name] === false) {
        filters.set(name, { name, kind: 'related', paths: [] });
        continue;
      }
      const fail = (at: PathSegment[], message: string) => {
        errors.push(settingsFile.error(['filter_mixins', i, 'filters', name, ...at], `filter_mixins[${i}].${name} on ${meta.key}: ${message}`));
        return null;
      };
      const filter = declaredFilter(meta, name, spec, byKey, fail);
      if (filter) filters.set(name, filter);
      if (filter) declared.set(name, settingsFile.where(['filter_mixins', i, 'filters', name]));
    }
  });
  for (const [name, spec] of Object.entries(raw.filters ?? {})) {
    const fail = (at: PathSegment[], message: string) => {
      errors.push(file.error(['filters', name, ...at], `filters.${name}: ${message}`));
      return null;
    };
    if (spec === false) {
      // NetBox has no such filter: the generated or mixin one goes.
      if (!filters.delete(name)) fail([], 'false removes a generated or mixin filter, and there is none of this name');
      continue;
    }
    const filter = declaredFilter(meta, name, spec, byKey, fail);
    if (filter) filters.set(name, filter);
    if (filter) declared.set(name, file.where(['filters', name]));
  }
  // The plug-in filters that remain, with where they were declared (a model's own declaration wins).
  for (const filter of filters.values()) {
    if (filter.kind === 'plugin') (meta.declaredAt as Record<string, string>)[`filters.${filter.name}`] = declared.get(filter.name)!;
  }
  return [...filters.values()];
}

function mixinApplies(meta: ModelMeta, mixin: FilterMixin, byKey: ReadonlyMap<string, Draft>): boolean {
  const { relation, to, target_of: targetOf, tree, generic } = mixin.when;
  if (relation) return meta.fields.some((f) => f.name === relation && f.type === 'fk' && f.to === to);
  if (tree) return meta.tree;
  if (generic) return meta.fields.some((f) => f.name === generic && f.type === 'generic');
  const [app, model, field] = targetOf!.split('.');
  const relationField = byKey.get(`${app}.${model}`)?.meta.fields.find((f) => f.name === field && f.type === 'generic');
  return relationField?.targets?.includes(meta.key) ?? false;
}

/** One declared filter (a model's `filters:` entry or a mixin's), checked against the model. */
function declaredFilter(
  meta: ModelMeta, name: string, spec: RawFilter,
  byKey: ReadonlyMap<string, Draft>, fail: (at: PathSegment[], message: string) => null,
): FilterMeta | null {
  if (spec.path || spec.paths) {
    const resolved = (spec.paths ?? [spec.path!]).map((path) => resolvePath(meta, path, byKey));
    const problem = resolved.find((r): r is string => typeof r === 'string');
    if (problem) return fail([], problem);
    const paths = resolved as PathStep[][];
    if (spec.exists) return { name, kind: 'exists', paths };
    const ends = new Set(paths.map((p) => p.at(-1)!.to));
    if (ends.size > 1) return fail([], `the paths end at different models (${[...ends].join(', ')})`);
    const last = byKey.get(paths[0]!.at(-1)!.to)!.meta;
    const attr = spec.attr ?? (name.endsWith('_id') ? 'id' : defaultAttr(last));
    if (!attr || (attr !== 'id' && !last.fields.some((f) => f.name === attr && f.column !== null))) {
      return fail([], `${last.key} has no attribute "${spec.attr ?? '(slug or name)'}"`);
    }
    if (spec.descendants && !last.tree) return fail(['descendants'], `${last.key} is not a tree model`);
    return { name, kind: 'related', paths, attr, ...(spec.descendants ? { descendants: true } : {}) };
  }
  if (spec.ip) {
    const field = meta.fields.find((f) => f.name === spec.field);
    if (!field?.ipColumns) return fail(['field'], `"${spec.field}" is not an IP field`);
    return { name, kind: 'ip', ip: spec.ip, field: field.name };
  }
  if (spec.present) {
    const unknown = spec.present.filter((f) => !meta.fields.some((m) => m.name === f && m.column !== null));
    if (unknown.length) return fail(['present'], `unknown field(s) ${unknown.join(', ')}`);
    return { name, kind: 'present', fields: spec.present };
  }
  if (spec.groups) {
    const field = meta.fields.find((f) => f.name === spec.field);
    if (!field || field.column === null) return fail(['field'], `"${spec.field}" is not a stored field`);
    const unknown = (spec.others_null ?? []).filter((f) => !meta.fields.some((m) => m.name === f && m.column !== null));
    if (unknown.length) return fail(['others_null'], `unknown field(s) ${unknown.join(', ')}`);
    return {
      name, kind: 'group', field: field.name, groups: spec.groups, ...(spec.others ? { others: spec.others } : {}),
      ...(spec.others_null?.length ? { othersNull: spec.others_null } : {}),
    };
  }
  if (spec.count) {
    const computed = meta.computed.find((c) => c.name === spec.count);
    if (computed?.kind !== 'count' || computed.cumulative) return fail(['count'], `"${spec.count}" is not a (non-cumulative) computed count`);
    return { name, kind: 'count', computed: computed.name };
  }
  if (spec.object_type_id_of) {
    const field = meta.fields.find((f) => f.name === spec.object_type_id_of);
    if (!field || field.column === null || !['string', 'content_type'].includes(field.type)) {
      return fail(['object_type_id_of'], `"${spec.object_type_id_of}" is not a stored object type ("app.model") field`);
    }
    return { name, kind: 'object_type_id', field: field.name };
  }
  if (spec.plugin) return { name, kind: 'plugin' };
  const field = meta.fields.find((f) => f.name === spec.field && !f.internal);
  // A text field has no generated filter (NetBox's filtersets name few: comments never), but one
  // declared by name filters as a string does (an IKE policy's preshared_key in Meta.fields).
  const own = field && (field.type === 'text' && field.column !== null ? { name: field.name, kind: 'string' as const, field: field.name } : ownFilter(field));
  if (!own) return fail(['field'], `"${spec.field}" has no filter of its own`);
  return { ...own, name, ...(spec.lookup ? { lookup: spec.lookup } : {}) };
}

function defaultAttr(model: ModelMeta): string | undefined {
  return hasSlug(model) ? 'slug' : model.fields.some((f) => f.name === 'name') ? 'name' : undefined;
}

function hasSlug(model: ModelMeta): boolean {
  return model.fields.some((f) => f.name === 'slug');
}
