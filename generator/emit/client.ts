// generated/client/: a typed TypeScript client of the API from the same IR — core.ts (the
// machinery, rendered from templates/client/core.ts.mustache) and index.ts (every endpoint with
// its model's types, by application and path as pynetbox names them: device-types → device_types).
import Mustache from 'mustache';
import type { ModelMeta } from '../../contract/index.js';
import type { IR } from '../ir/build.js';
import { literal } from './literal.js';
import { appsOf } from './registry.js';
import { header, typescriptFile } from './typescript.js';

/** An endpoint's property name: its path with underscores (pynetbox's attribute names). */
export const endpointName = (model: ModelMeta): string => model.path.replace(/-/g, '_');

export function emitClient(ir: IR): Map<string, string> {
  const routed = ir.models.filter((m) => m.api);
  const core = Mustache.render(ir.templates.clientCore, { header: header('templates/client/core.ts.mustache').trimEnd(), apiVersion: ir.apiVersion });
  const index = typescriptFile('schema/', (file) => {
    file.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: '../registry.js', namedImports: ['ModelTypes', 'RoutedModelKey'] });
    file.addImportDeclaration({ moduleSpecifier: './core.js', namedImports: ['Client', 'Endpoint', { name: 'ClientOptions', isTypeOnly: true }] });
    file.addExportDeclaration({ moduleSpecifier: './core.js' });
    const apps = appsOf({ ...ir, models: routed }).map((app) => {
      const models = routed.filter((m) => m.app === app);
      return `  readonly ${app}: {\n${models.map((m) => `    readonly ${endpointName(m)}: Endpoint<ModelTypes[${literal(m.key)}]>;`).join('\n')}\n  };`;
    });
    const paths = Object.fromEntries(routed.map((m) => [m.key, [m.app, endpointName(m), `${m.app}/${m.path}`]]));
    file.addStatements(`
/** Every endpoint of the API, by application and endpoint name (the path with underscores). */
export interface Api {
  /** The client the endpoints send their requests with. */
  readonly client: Client;
${apps.join('\n')}
}

/** Where each model's endpoint is: model key → [application, endpoint name, "app/path"]. */
export const ENDPOINTS = ${literal(paths)} as const satisfies Record<RoutedModelKey, readonly [string, string, string]>;

/**
 * The typed client: \`const api = createApi({ url, token })\`, then
 * \`await api.dcim.devices.list({ site_id: [1], status: ['active'], limit: 10 })\`.
 */
export function createApi(options: ClientOptions): Api {
  const client = new Client(options);
  const api: Record<string, Record<string, unknown>> = {};
  for (const [app, name, path] of Object.values(ENDPOINTS)) (api[app] ??= {})[name] = new Endpoint(client, path);
  return { client, ...api } as unknown as Api;
}

/** The endpoint of a model, by its key. */
export function endpointOf<K extends RoutedModelKey>(api: Api, key: K): Endpoint<ModelTypes[K]> {
  const [app, name] = ENDPOINTS[key];
  return (api as unknown as Record<string, Record<string, Endpoint<ModelTypes[K]>>>)[app]![name]!;
}`);
  });
  return new Map([['generated/client/core.ts', core], ['generated/client/index.ts', index]]);
}
