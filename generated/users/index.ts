// Code generated from schema/models/users/. DO NOT EDIT.
// Regenerate: make generate

import { tokenModel } from './token.js';
import { userModel } from './user.js';

/** Models of the users application, sorted by name. */
export const usersModels = [tokenModel, userModel] as const;
