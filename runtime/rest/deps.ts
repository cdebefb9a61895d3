// What the HTTP layer needs; built once by createApp.
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { ModelIndex } from '../registry.js';
import type { Registry } from '../types.js';

export interface AppDeps {
  readonly db: Database;
  readonly registry: Registry;
  readonly index: ModelIndex;
  readonly config: Config;
  /** The generated OpenAPI description, served at /api/schema/. */
  readonly openapi: string | null;
}
