// Code generated from schema/. DO NOT EDIT.
// Regenerate: make generate

import type { Registry } from '../runtime/types.js';
import { choices } from './choices.js';
import { migrations } from './migrations/index.js';
import { circuitsModels } from './circuits/index.js';
import { coreModels } from './core/index.js';
import { dcimModels } from './dcim/index.js';
import { extrasModels } from './extras/index.js';
import { ipamModels } from './ipam/index.js';
import { tenancyModels } from './tenancy/index.js';
import { usersModels } from './users/index.js';
import { virtualizationModels } from './virtualization/index.js';

/** Everything the runtime serves: every model, choice set and migration. */
export const registry = {
  apiVersion: '4.7',
  models: [...circuitsModels, ...coreModels, ...dcimModels, ...extrasModels, ...ipamModels, ...tenancyModels, ...usersModels, ...virtualizationModels],
  choices,
  migrations,
} as const satisfies Registry;
