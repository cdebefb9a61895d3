// The plug-ins of the users application.
import { objectPermission } from './object-permission.js';
import { user } from './user.js';

export const usersPlugins = [objectPermission, user];
