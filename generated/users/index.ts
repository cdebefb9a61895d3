// Code generated from schema/models/users/. DO NOT EDIT.
// Regenerate: make generate

import { groupModel } from './group.js';
import { permissionModel } from './objectpermission.js';
import { sessionModel } from './session.js';
import { tokenModel } from './token.js';
import { userModel } from './user.js';
import { userPreferencesModel } from './userconfig.js';

/** Models of the users application, sorted by name. */
export const usersModels = [groupModel, permissionModel, sessionModel, tokenModel, userModel, userPreferencesModel] as const;
