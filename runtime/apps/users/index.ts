// The plug-ins and own routes of the users application.
import { objectPermission } from './object-permission.js';
import { token } from './token.js';
import { user } from './user.js';

export const usersPlugins = [objectPermission, token, user];
export { usersRoutes } from './views.js';
