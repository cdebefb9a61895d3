// generated/<app>/<model>.ts: the model's declarations (ModelMeta) and its typed surface
// (generator/emit/types.ts).
import type { FieldMeta, ModelMeta } from '../../contract/index.js';
import type { IR } from '../ir/build.js';
import { camel } from '../ir/names.js';
import { emitTypes, type TypeImports } from './types.js';
import { literal } from './literal.js';
import { importOf, typescriptFile, type ImportSpec } from './typescript.js';

export function modelVariable(model: ModelMeta): string {
  return `${camel(model.className)}Model`;
}

export function modelFilePath(model: ModelMeta): string {
  return `generated/${model.app}/${model.model}.ts`;
}

const FIELD_KEYS: readonly (keyof FieldMeta)[] = [
  'name', 'type', 'column', 'label', 'helpText', 'required', 'nullable', 'blank', 'readOnly', 'writeOnly', 'internal',
  'immutable', 'default', 'maxLength', 'minLength', 'min', 'max', 'digits', 'places', 'choices', 'plainChoice', 'to',
  'onDelete', 'onDeleteFor', 'nested', 'flat', 'unstored', 'through', 'targets', 'generic', 'parts', 'ipColumns', 'naturalKey',
];

export function emitModel(model: ModelMeta, ir: IR): string {
  const meta = {
    key: model.key,
    app: model.app,
    model: model.model,
    className: model.className,
    path: model.path,
    table: model.table,
    api: model.api,
    readOnly: model.readOnly,
    alsoAt: model.alsoAt,
    verboseName: model.verboseName,
    verboseNamePlural: model.verboseNamePlural,
    description: model.description,
    source: model.source,
    ...(model.traits ? { traits: model.traits } : {}),
    ...(model.templateOf ? { templateOf: model.templateOf } : {}),
    ...(model.changelogRelated ? { changelogRelated: model.changelogRelated } : {}),
    features: model.features,
    tree: model.tree,
    display: model.display,
    ordering: model.ordering,
    fields: model.fields.map((field) => Object.fromEntries(FIELD_KEYS.filter((k) => field[k] !== undefined).map((k) => [k, field[k]])) as unknown as FieldMeta),
    computed: model.computed,
    order: model.order,
    brief: model.brief,
    nested: model.nested,
    uniques: model.uniques,
    indexes: model.indexes,
    ...(model.partialIndexes ? { partialIndexes: model.partialIndexes } : {}),
    filters: model.filters,
    search: model.search,
    searchIndex: model.searchIndex,
    ...(model.searchFromStart ? { searchFromStart: model.searchFromStart } : {}),
    ...(model.countedBy ? { countedBy: model.countedBy } : {}),
    rules: model.rules,
    endpoints: model.endpoints,
    declaredAt: Object.fromEntries(Object.entries(model.declaredAt).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
    ...(model.traitParts ? { traitParts: model.traitParts } : {}),
  } satisfies ModelMeta;
  const imports: TypeImports = { models: new Map(), contract: new Set(['ModelMeta']), choices: false };
  const types = emitTypes(model, ir, imports);
  const byKey = new Map(ir.models.map((m) => [m.key, m]));
  const source = model.traits ? `${model.source} with ${model.traits.map((name) => `schema/traits/${name}.yaml`).join(', ')}` : model.source;
  return typescriptFile(source, (file) => {
    // One manipulation per kind: ts-morph parses the whole file again after each.
    const declarations: ImportSpec[] = [importOf('../../contract/index.js', [...imports.contract].sort(), true)];
    if (imports.choices) declarations.push(importOf('../choices.js', ['ChoiceValue'], true));
    for (const key of [...imports.models.keys()].sort()) {
      const other = byKey.get(key)!;
      const specifier = other.app === model.app ? `./${other.model}.js` : `../${other.app}/${other.model}.js`;
      declarations.push(importOf(specifier, [...imports.models.get(key)!].sort(), true));
    }
    file.addImportDeclarations(declarations);
    file.addStatements([`\n${types}`, `export const ${modelVariable(model)} = ${literal(meta)} as const satisfies ModelMeta;`]);
  });
}
