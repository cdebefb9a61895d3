// Code generated from schema/. DO NOT EDIT.
// Regenerate: make generate

import type { Registry } from '../runtime/types.js';
import { choices } from './choices.js';
import { migrations } from './migrations/index.js';
import { dcimModels } from './dcim/index.js';
import { extrasModels } from './extras/index.js';
import { tenancyModels } from './tenancy/index.js';
import { usersModels } from './users/index.js';

/** Everything the runtime serves: every model, choice set and migration. */
export const registry = {
  apiVersion: '4.7',
  models: [...dcimModels, ...extrasModels, ...tenancyModels, ...usersModels],
  choices,
  migrations,
} as const satisfies Registry;
