// generated/<app>/index.ts (each app's models), generated/choices.ts, generated/registry.ts and
// the migration files.
import type { MigrationMeta, ModelMeta } from '../../contract/index.js';
import type { IR } from '../ir/build.js';
import { literal } from './literal.js';
import { modelVariable } from './model.js';
import { pluginDeclarations, typeNames } from './types.js';
import { importOf, typescriptFile } from './typescript.js';

export function appsOf(ir: IR): string[] {
  return [...new Set(ir.models.map((m) => m.app))].sort();
}

export function appVariable(app: string): string {
  return `${app}Models`;
}

export function emitAppIndex(app: string, models: readonly ModelMeta[]): string {
  return typescriptFile(`schema/models/${app}/`, (file) => {
    file.addImportDeclarations(models.map((model) => importOf(`./${model.model}.js`, [modelVariable(model)])));
    file.addStatements(`\n/** Models of the ${app} application, sorted by name. */
export const ${appVariable(app)} = [${models.map(modelVariable).join(', ')}] as const;`);
  });
}

export function emitChoices(ir: IR): string {
  return typescriptFile('schema/choices/', (file) => {
    file.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: '../contract/index.js', namedImports: ['Registry'] });
    file.addStatements(`\n/** Every choice set, by <app>.<name>: values and labels in declaration order. */
export const choices = ${literal(ir.choices)} as const satisfies Registry['choices'];

/** The name of a choice set. */
export type ChoiceSet = keyof typeof choices;

/** The values of a choice set. */
export type ChoiceValue<S extends ChoiceSet> = (typeof choices)[S][number]['value'];`);
  });
}

export function emitRegistry(ir: IR): string {
  return typescriptFile('schema/', (file) => {
    file.addImportDeclarations([
      importOf('../contract/index.js', ['Registry'], true),
      importOf('./choices.js', ['choices']),
      importOf('./migrations/index.js', ['migrations']),
      ...appsOf(ir).map((app) => importOf(`./${app}/index.js`, [appVariable(app)])),
      ...ir.models.map((model) => importOf(`./${model.app}/${model.model}.js`, [typeNames(model).types], true)),
    ]);
    const models = appsOf(ir).map((app) => `...${appVariable(app)}`).join(', ');
    const types = ir.models.map((m) => `  ${literal(m.key)}: ${typeNames(m).types};`).join('\n');
    const routes = Object.fromEntries(ir.models.filter((m) => m.api).map((m) => [m.key, `${m.app}/${m.path}`]));
    const byKey = new Map(ir.models.map((m) => [m.key, m]));
    // A trait's plug-in parts are the same in every model that has it: typed from the first.
    const traitTypes = ir.traits.map((trait) => `  ${trait.name}: {
    readonly models: ${trait.models.length ? trait.models.map((key) => literal(key)).join(' | ') : 'never'};
    readonly plugin: ${trait.models.length ? pluginDeclarations(byKey.get(trait.models[0]!)!, Object.keys(trait.declaredAt)).replace(/\n/g, '\n    ') : 'never'};
  };`).join('\n');
    file.addStatements(`\n/** Everything the runtime serves: every model, choice set and migration. */
export const registry = {
  apiVersion: ${literal(ir.apiVersion)},
  models: [${models}],
  traits: ${literal(ir.traits).replace(/\n/g, '\n  ')},
  choices,
  migrations,
} as const satisfies Registry;

/** The typed surface of every model, by model key (record, brief, nested, input, filters, row, values, plug-in). */
export interface ModelTypes {
${types}
}

/** A model key ("dcim.device"). */
export type ModelKey = keyof ModelTypes;

/** Every trait that declares plug-in parts: the models that have it and the parts its plug-in (defineTrait) implements. */
export interface TraitTypes {${traitTypes ? `\n${traitTypes}\n` : ''}}

/** The name of a trait whose plug-in implements parts. */
export type TraitName = keyof TraitTypes;

/** The route of every model the API serves: model key → "app/path" under /api/. */
export const routes = ${literal(routes)} as const satisfies Partial<Record<ModelKey, string>>;

/** A model key the API serves. */
export type RoutedModelKey = keyof typeof routes;`);
  });
}

export function migrationVariable(id: string): string {
  return `m${id.slice(0, 4)}`;
}

export function emitMigration(migration: MigrationMeta): string {
  return typescriptFile('the change of schema/ between two snapshots', (file) => {
    file.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: '../../contract/index.js', namedImports: ['MigrationMeta'] });
    file.addStatements(`\n/** Append-only: applied by the server at start-up, in order. */
export const migration = ${literal(migration)} as const satisfies MigrationMeta;`);
  });
}

export function emitMigrationIndex(ids: readonly string[]): string {
  return typescriptFile('generated/migrations/', (file) => {
    file.addImportDeclarations([
      importOf('../../contract/index.js', ['MigrationMeta'], true),
      ...ids.map((id) => importOf(`./${id}.js`, [{ name: 'migration', alias: migrationVariable(id) }])),
    ]);
    file.addStatements(`\n/** Every migration, oldest first. */
export const migrations = [${ids.map(migrationVariable).join(', ')}] as const satisfies readonly MigrationMeta[];`);
  });
}
