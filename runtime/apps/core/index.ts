// The plug-ins of the core application.
import { objectChange } from './object-change.js';
import { objectType } from './object-type.js';

export const corePlugins = [objectChange, objectType];
