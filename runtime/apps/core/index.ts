// The plug-ins of the core application.
import { objectChange } from './object-change.js';

export const corePlugins = [objectChange];
