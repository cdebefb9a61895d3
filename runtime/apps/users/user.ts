// User rules: the password is hashed before it is stored (a PUT or PATCH without one keeps the
// stored hash), a new password ends the user's browser sessions (as Django's session auth hash
// does), and str(user) is NetBox's "username (full name)".
import { hashPassword, isPasswordHash } from '../../auth/passwords.js';
import { query } from '../kit/data.js';
import { defineModel } from '../kit/define.js';

export const user = defineModel('users.user', {
  async clean(ctx, values, existing) {
    // The stored hash is what an update without a password carries along; anything else is a new password.
    if (typeof values.password === 'string' && !(existing && values.password === existing.password && isPasswordHash(values.password))) {
      values.password = hashPassword(values.password, ctx.config.PASSWORD_ITERATIONS);
    }
    if (!existing) values.date_joined = new Date().toISOString();
  },
  async afterSave(ctx, saved, before) {
    if (before && saved.password !== before.password) await query(ctx, 'users.session').where('user_id', saved.id).delete();
  },
  display(object) {
    const fullName = [object.first_name, object.last_name].filter(Boolean).join(' ').trim();
    return fullName ? `${String(object.username)} (${fullName})` : String(object.username);
  },
});
