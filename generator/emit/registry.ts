// generated/<app>/index.ts (each app's models), generated/choices.ts, generated/registry.ts and
// the migration files.
import type { MigrationMeta, ModelMeta } from '../../runtime/types.js';
import type { IR } from '../ir/build.js';
import { literal } from './literal.js';
import { modelVariable } from './model.js';
import { typescriptFile } from './typescript.js';

export function appsOf(ir: IR): string[] {
  return [...new Set(ir.models.map((m) => m.app))].sort();
}

export function appVariable(app: string): string {
  return `${app}Models`;
}

export function emitAppIndex(app: string, models: readonly ModelMeta[]): string {
  return typescriptFile(`schema/models/${app}/`, (file) => {
    for (const model of models) {
      file.addImportDeclaration({ moduleSpecifier: `./${model.model}.js`, namedImports: [modelVariable(model)] });
    }
    file.addStatements(`\n/** Models of the ${app} application, sorted by name. */
export const ${appVariable(app)} = [${models.map(modelVariable).join(', ')}] as const;`);
  });
}

export function emitChoices(ir: IR): string {
  return typescriptFile('schema/choices/', (file) => {
    file.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: '../runtime/types.js', namedImports: ['Registry'] });
    file.addStatements(`\n/** Every choice set, by <app>.<name>: values and labels in declaration order. */
export const choices = ${literal(ir.choices)} as const satisfies Registry['choices'];`);
  });
}

export function emitRegistry(ir: IR): string {
  return typescriptFile('schema/', (file) => {
    file.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: '../runtime/types.js', namedImports: ['Registry'] });
    file.addImportDeclaration({ moduleSpecifier: './choices.js', namedImports: ['choices'] });
    file.addImportDeclaration({ moduleSpecifier: './migrations/index.js', namedImports: ['migrations'] });
    for (const app of appsOf(ir)) {
      file.addImportDeclaration({ moduleSpecifier: `./${app}/index.js`, namedImports: [appVariable(app)] });
    }
    const models = appsOf(ir).map((app) => `...${appVariable(app)}`).join(', ');
    file.addStatements(`\n/** Everything the runtime serves: every model, choice set and migration. */
export const registry = {
  apiVersion: ${literal(ir.apiVersion)},
  models: [${models}],
  choices,
  migrations,
} as const satisfies Registry;`);
  });
}

export function migrationVariable(id: string): string {
  return `m${id.slice(0, 4)}`;
}

export function emitMigration(migration: MigrationMeta): string {
  return typescriptFile('the change of schema/ between two snapshots', (file) => {
    file.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: '../../runtime/types.js', namedImports: ['MigrationMeta'] });
    file.addStatements(`\n/** Append-only: applied by the server at start-up, in order. */
export const migration = ${literal(migration)} as const satisfies MigrationMeta;`);
  });
}

export function emitMigrationIndex(ids: readonly string[]): string {
  return typescriptFile('generated/migrations/', (file) => {
    file.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: '../../runtime/types.js', namedImports: ['MigrationMeta'] });
    for (const id of ids) {
      file.addImportDeclaration({ moduleSpecifier: `./${id}.js`, namedImports: [{ name: 'migration', alias: migrationVariable(id) }] });
    }
    file.addStatements(`\n/** Every migration, oldest first. */
export const migrations = [${ids.map(migrationVariable).join(', ')}] as const satisfies readonly MigrationMeta[];`);
  });
}
