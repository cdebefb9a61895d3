// Token rules (NetBox 4.7's Token.clean and TokenSerializer.validate): a new token gets a random
// secret, of which only digests are stored (runtime/auth/tokens.ts); v2 needs a pepper; a new
// token may not expire in the past; a token for another user needs users.grant_token (with its
// constraints read against that user, as NetBox's user_may_grant_token); allowed_ips holds at
// most MAX_ALLOWED_IPS IP networks (auth/client-ip.ts), checked here so that a bad entry is a 400, never a failure
// at authentication. The secret is disclosed to the creating response only (`token`), under the
// token's digest.
import type { WriteContext } from '../../context.js';
import { detail } from '../../http/errors.js';
import { containsPattern } from '../../query/scalar.js';
import { ConstraintError, constraintCondition, USER_TOKEN, type Constraint } from '../../query/constraints.js';
import { currentPepper, maskedToken, newToken } from '../../auth/tokens.js';
import { allowedNetworks } from '../../auth/client-ip.js';
import { defineModel } from '../kit/define.js';

export const GRANT_TOKEN = 'users.grant_token';
const DISCLOSED_KEY = (digest: string) => `users.token:${digest}`;

export const token = defineModel('users.token', {
  async clean(ctx, values, existing) {
    const ips = allowedNetworks(values.allowed_ips);
    if (ips instanceof Error) return { allowed_ips: [ips.message] };
    values.allowed_ips = ips;
    if (existing) return;

    const version = Number(values.version ?? 2) as 1 | 2;
    const pepper = currentPepper(ctx.config.API_TOKEN_PEPPERS);
    if (version === 2 && !pepper) return { __all__: ['Unable to save v2 tokens: API_TOKEN_PEPPERS is not defined.'] };
    if (values.expires && Date.parse(String(values.expires)) <= Date.now()) {
      return { expires: [`Expiration time must be in the future. Current server time is ${serverTime()} (UTC).`] };
    }
    if (!(await mayGrantTo(ctx, Number(values.user)))) {
      throw detail(403, 'This user does not have permission to create tokens for other users.');
    }
    const made = newToken(version, pepper);
    Object.assign(values, made.columns, { created: new Date().toISOString() });
    ctx.disclosed?.set(DISCLOSED_KEY(made.columns.hmac_digest ?? made.columns.key_digest!), made.secret);
  },
  display(object) {
    return object.version === 2 ? String(object.key ?? '') : maskedToken(String(object.key_hint ?? ''));
  },
  computed: {
    async token(ctx, objects) {
      const out = new Map<number, string>();
      for (const object of objects) {
        const secret = ctx.disclosed?.get(DISCLOSED_KEY(String(object.hmac_digest ?? object.key_digest)));
        if (typeof secret === 'string') out.set(object.id, secret);
      }
      return out;
    },
  },
  filters: {
    // NetBox's TokenFilterSet.search: the exact key, or a user name or description containing the text.
    async q(ctx, values) {
      const text = (values[0] ?? '').trim();
      if (!text) return null;
      const like = ctx.dialect === 'postgres' ? 'ILIKE' : 'LIKE';
      const pattern = containsPattern(text);
      const users = ctx.index.model('users.user');
      return (qb) => qb.where((any) => any
        .where('users_token.key', text)
        .orWhereRaw(`?? ${like} ? ESCAPE '\\'`, ['users_token.description', pattern])
        .orWhereIn('users_token.user_id', ctx.q(users.table).select('id').whereRaw(`?? ${like} ? ESCAPE '\\'`, ['username', pattern])));
    },
  },
});

/** "YYYY-MM-DD HH:MM:SS", the server time in NetBox's message (this service runs in UTC). */
function serverTime(): string {
  return new Date().toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * Whether the requesting user may create a token for `userId`: always for themselves; for others
 * with users.grant_token, whose constraints name the token's fields: `user` (the target user) and
 * `user__<field>` (the target's fields) are checked against the target user; any other field
 * cannot be known before the token exists, so such a grant allows nothing (NetBox fails closed).
 */
async function mayGrantTo(ctx: WriteContext, userId: number): Promise<boolean> {
  const access = ctx.access;
  if (!access || access.userId === userId) return true;
  const sets = access.constraintsOf(GRANT_TOKEN);
  if (sets === undefined) return false;
  if (sets === null) return true;
  const onUser: Constraint[] = [];
  for (const set of sets) {
    const remapped: Record<string, unknown> = {};
    for (const [lookup, value] of Object.entries(set)) {
      const resolved = value === USER_TOKEN ? access.userId : value;
      if (lookup === 'user') remapped.id = resolved;
      else if (lookup.startsWith('user__')) remapped[lookup.slice('user__'.length)] = resolved;
      else return false;
    }
    onUser.push(remapped);
  }
  const users = ctx.index.model('users.user');
  try {
    return Boolean(await ctx.q(users.table).where(constraintCondition(ctx, users, onUser, access.userId)).where(`${users.table}.id`, userId).first());
  } catch (error) {
    if (error instanceof ConstraintError) return false;
    throw error;
  }
}
