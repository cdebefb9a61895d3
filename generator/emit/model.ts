// generated/<app>/<model>.ts: the model's declarations (ModelMeta) and the type of its
// complete representation.
import type { ComputedMeta, FieldMeta, ModelMeta } from '../../runtime/types.js';
import type { IR } from '../ir/build.js';
import { BASE_FIELDS } from '../ir/build.js';
import { camel } from '../ir/names.js';
import { literal } from './literal.js';
import { typescriptFile } from './typescript.js';

export function modelVariable(model: ModelMeta): string {
  return `${camel(model.className)}Model`;
}

export function modelFilePath(model: ModelMeta): string {
  return `generated/${model.app}/${model.model}.ts`;
}

const FIELD_KEYS: readonly (keyof FieldMeta)[] = [
  'name', 'type', 'column', 'label', 'helpText', 'required', 'nullable', 'blank', 'readOnly', 'writeOnly', 'internal',
  'immutable', 'default', 'maxLength', 'minLength', 'min', 'max', 'digits', 'places', 'choices', 'plainChoice', 'to',
  'onDelete', 'onDeleteFor', 'nested', 'flat', 'through', 'targets', 'generic', 'parts', 'ipColumns', 'naturalKey',
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
    features: model.features,
    tree: model.tree,
    display: model.display,
    ...(model.displayHook ? { displayHook: model.displayHook } : {}),
    ordering: model.ordering,
    fields: model.fields.map((field) => Object.fromEntries(FIELD_KEYS.filter((k) => field[k] !== undefined).map((k) => [k, field[k]])) as unknown as FieldMeta),
    computed: model.computed,
    order: model.order,
    brief: model.brief,
    nested: model.nested,
    uniques: model.uniques,
    indexes: model.indexes,
    filters: model.filters,
    search: model.search,
    hooks: model.hooks,
    endpoints: model.endpoints,
  } satisfies ModelMeta;
  const recordName = `${model.className}Record`;
  const types = model.order.map((name) => recordType(model, name, ir));
  const used = ['ChoiceRecord', 'NestedRecord'].filter((name) => types.some((t) => t.includes(name)));
  return typescriptFile(model.source, (file) => {
    file.addImportDeclaration({
      isTypeOnly: true,
      moduleSpecifier: '../../runtime/types.js',
      namedImports: [...used, 'ModelMeta'].sort(),
    });
    file.addInterface({
      name: recordName,
      isExported: true,
      docs: [`The complete representation of a ${model.verboseName}, as the API returns it.`],
      properties: model.order.map((name, i) => ({ name, isReadonly: true, type: types[i]! })),
    });
    file.addStatements(`\nexport const ${modelVariable(model)} = ${literal(meta)} as const satisfies ModelMeta;`);
  });
}

function recordType(model: ModelMeta, name: string, ir: IR): string {
  if ((BASE_FIELDS as readonly string[]).includes(name)) return name === 'id' ? 'number' : 'string';
  const computed = model.computed.find((c) => c.name === name);
  if (computed) return computedType(computed);
  const field = model.fields.find((f) => f.name === name)!;
  const nullable = (type: string) => (field.nullable ? `${type} | null` : type);
  switch (field.type) {
    case 'integer': case 'bigint': case 'float': case 'decimal': return nullable('number');
    case 'boolean': return nullable('boolean');
    case 'json': return 'unknown';
    case 'int_array': return 'readonly number[]';
    case 'content_types': return 'readonly string[]';
    case 'fk': case 'generic': return 'NestedRecord | null';
    case 'm2m': case 'tags': return 'readonly NestedRecord[]';
    case 'custom_fields': return 'Readonly<Record<string, unknown>>';
    case 'choice': {
      const numeric = (ir.choices[field.choices!] ?? []).every((c) => typeof c.value === 'number');
      if (field.plainChoice) return `${numeric ? 'number' : 'string'} | null`;
      return numeric ? 'ChoiceRecord<number> | null' : 'ChoiceRecord | null';
    }
    default: return nullable('string');
  }
}

function computedType(computed: ComputedMeta): string {
  if (computed.kind === 'count') return 'number';
  if (computed.kind === 'list') return computed.single ? 'NestedRecord | null' : 'readonly NestedRecord[]';
  if (computed.kind === 'hook' || computed.kind === 'alias') return { integer: 'number', boolean: 'boolean', string: 'string | null', json: 'unknown', list: 'readonly unknown[]' }[computed.valueType];
  return { integer: 'number', boolean: 'boolean', string: 'string | null', json: 'unknown', list: 'readonly unknown[]' }[computed.valueType];
}
