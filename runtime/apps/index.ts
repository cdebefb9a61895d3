// Every model's plug-in, by application: the list createApp indexes and the plug-in check compares
// with the model files; and the routes applications serve beside their models' endpoints. A new plug-in is added to its app's list; nothing registers itself.
import { cablingRoutes } from './dcim/cabling/endpoints.js';
import type { AppRoute, Plugin } from '../context.js';
import { circuitsPlugins } from './circuits/index.js';
import { corePlugins } from './core/index.js';
import { dcimPlugins } from './dcim/index.js';
import { extrasPlugins } from './extras/index.js';
import { ipamPlugins } from './ipam/index.js';
import { traitPlugins } from './traits/index.js';
import { usersPlugins, usersRoutes } from './users/index.js';
import { virtualizationPlugins } from './virtualization/index.js';
import { vpnPlugins } from './vpn/index.js';
import { wirelessPlugins } from './wireless/index.js';

export const plugins: readonly Plugin[] = [
  ...circuitsPlugins, ...corePlugins, ...dcimPlugins, ...extrasPlugins, ...ipamPlugins, ...usersPlugins, ...virtualizationPlugins, ...vpnPlugins, ...wirelessPlugins, ...traitPlugins,
];

/** The applications' own routes (beside their models' endpoints). */
export const routes: readonly AppRoute[] = [...usersRoutes, ...cablingRoutes];
