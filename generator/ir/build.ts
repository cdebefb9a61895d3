// Model files → IR: every default made explicit, every reference resolved, every name checked.
// Pure: takes parsed files, returns data or a list of errors that name file and line. Each pass over
// the models lives in a module of its own (choices, fields and drafts, references, computed fields,
// representations, plug-in declarations, uniques, indexes, filters, routes, renames).
import type { ChoiceMeta, ModelMeta, TraitMeta } from '../../contract/index.js';
import type { SchemaSource, SchemaError } from '../load/source.js';
import type { Templates } from '../load/templates.js';
import { buildChoices } from './choices.js';
import { buildComputed } from './computed.js';
import { draftModel, resolveFeatureTargets, type Draft } from './draft.js';
import { buildFilters } from './filters.js';
import { countedColumns } from './counted.js';
import { buildIndexes, buildPartialIndexes } from './indexes.js';
import type { ModelFile, Settings } from './model-file.js';
import { assignTraitParts, buildTraits, declarePlugins } from './plugins.js';
import { checkReferences } from './references.js';
import { collectRenames, type Renames } from './renames.js';
import { buildRepresentations } from './representations.js';
import { checkRoutes } from './routes.js';
import { buildUniques } from './uniques.js';

export interface IR {
  readonly apiVersion: string;
  readonly models: readonly ModelMeta[];
  /** The traits that declare plug-in parts. */
  readonly traits: readonly TraitMeta[];
  readonly choices: Readonly<Record<string, readonly ChoiceMeta[]>>;
  readonly renames: Renames;
  /** The templates of text artifacts (templates/), read with the schema. */
  readonly templates: Templates;
}

export class SchemaErrors extends Error {
  constructor(readonly errors: readonly SchemaError[]) {
    super(errors.map((e) => e.message).join('\n'));
  }
}

export function buildIR(
  settingsFile: SchemaSource, modelFiles: readonly SchemaSource[], choiceFiles: readonly SchemaSource[], templates: Templates, traitFiles: readonly SchemaSource[] = [],
): IR {
  const errors: SchemaError[] = [];
  const choices = buildChoices(choiceFiles, errors);
  const files = new Map<string, SchemaSource>();
  for (const file of modelFiles) {
    const raw = file.data as ModelFile;
    const key = `${raw.app}.${raw.model}`;
    const expected = `schema/models/${raw.app}/${raw.model}.yaml`;
    if (!file.file.path.endsWith(expected)) {
      errors.push(file.error(['model'], `model ${key} must live in ${expected}`));
    }
    if (files.has(key)) errors.push(file.error(['model'], `model ${key} is also defined in ${files.get(key)!.file.path}`));
    else files.set(key, file);
  }
  const drafts = [...files.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, file]) => draftModel(key, file, errors));
  const byKey = new Map(drafts.map((d) => [d.meta.key, d]));
  resolveFeatureTargets(drafts);
  const models = drafts.map((draft) => finishModel(draft, byKey, choices, errors));
  const settings = settingsFile.data as Settings;
  if (!errors.length) for (const draft of drafts) draft.meta.filters = buildFilters(draft, byKey, settingsFile, errors);
  for (const draft of drafts) assignTraitParts(draft);
  checkRoutes(drafts, errors);
  if (errors.length) throw new SchemaErrors(errors);
  return { apiVersion: settings.api_version, models, traits: buildTraits(traitFiles, models), choices, renames: collectRenames(drafts), templates };
}

/** The passes that complete a drafted model, in the order their errors are reported. */
function finishModel(draft: Draft, byKey: ReadonlyMap<string, Draft>, choices: Record<string, readonly ChoiceMeta[]>, errors: SchemaError[]): ModelMeta {
  const { meta } = draft;
  checkReferences(draft, byKey, choices, errors);
  (draft.raw.changelog_related ?? []).forEach((name, i) => {
    const field = meta.fields.find((f) => f.name === name);
    if (field?.type !== 'fk' && field?.type !== 'generic') errors.push(draft.file.error(['changelog_related', i], `changelog_related: "${name}" is not a foreign key or a generic relation`));
    else if (!draft.features.has('changelog')) errors.push(draft.file.error(['changelog_related', i], 'changelog_related: the model has no change log'));
  });
  meta.computed = buildComputed(draft, byKey, errors);
  buildRepresentations(draft, byKey, errors);
  declarePlugins(draft, errors);
  meta.uniques = buildUniques(draft, errors);
  meta.indexes = buildIndexes(draft, errors);
  const partial = buildPartialIndexes(draft);
  if (partial.length) meta.partialIndexes = partial;
  const counted = countedColumns(draft, errors);
  if (counted.length) meta.countedBy = counted;
  return meta;
}
