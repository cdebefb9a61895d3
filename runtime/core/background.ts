// Background bulk writes (spec 4.5; NetBox 4.7's BackgroundOperationMixin and AsyncAPIJob): a bulk
// POST, PUT, PATCH or DELETE with ?background=true and a list body is answered 202 with a job,
// before any validation. A worker later runs the request again through the same dispatcher, as the
// same user, with the same all-or-none semantics, and stores {status_code, data}: exactly the reply
// the synchronous request would have had, whatever its size. With If-Match: 400. Without a live
// worker: 503. A write whose request or answer holds a secret (a user's password, a new token's
// secret) is refused: a job would keep it at rest, readable by whoever may view jobs.
import { randomUUID } from 'node:crypto';
import type { ModelMeta } from '../../contract/index.js';
import { RequestAccess } from '../auth/access.js';
import { loadGrants } from '../auth/grants.js';
import type { AppDeps } from '../context.js';
import { now, type Row } from '../db/values.js';
import { liveWorkers } from '../events/heartbeat.js';
import type { JobOutcome, StoredJob } from '../jobs/runner.js';
import { ApiError, detail } from '../http/errors.js';
import { jsonReply, type ApiRequest, type Reply } from '../objects/request.js';

const JOB_MODEL = 'core.job';
const VERB: Readonly<Record<string, string>> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };

/** What a job stores to run the request again: no credentials, and (see holdsSecrets) no secret. */
interface JobRequest {
  readonly method: string;
  readonly path: string;
  /** The query as sent, without `background`. */
  readonly search: string;
  readonly body: unknown[];
  readonly id: string;
  readonly base: string;
  readonly userId: number | null;
}

/** Whether the request asks for the background: a bulk write (a list body) with ?background=true. */
export function wantsBackground(request: ApiRequest): boolean {
  return (request.query.get('background') ?? '').toLowerCase() === 'true' && Array.isArray(request.body) && request.method in VERB;
}

/** Whether a write of `model` could hold a secret in its request (a password) or its answer (a secret shown once). */
function holdsSecrets(model: ModelMeta): boolean {
  return model.fields.some((field) => field.type === 'password') || model.computed.some((field) => field.kind === 'plugin' && field.secret === true);
}

/** Queues the request as a job: the 202 that answers it. */
export async function deferToBackground(deps: AppDeps, model: ModelMeta, request: ApiRequest): Promise<Reply> {
  if (request.headers['if-match'] !== undefined) throw new ApiError(400, ['The If-Match header is not supported with background processing.']);
  if (holdsSecrets(model)) {
    throw new ApiError(400, [`Background processing is not available for ${model.verboseNamePlural}: a job would keep their secrets (passwords, token secrets) at rest.`]);
  }
  if ((await liveWorkers(deps.db.knex, deps.index)) === 0) throw detail(503, 'Unable to process request: RQ worker process not running.');
  const query = new URLSearchParams(request.query);
  query.delete('background');
  const search = query.size ? `?${query.toString()}` : '';
  const stored: JobRequest = {
    method: request.method, path: request.path, search, body: request.body as unknown[], id: request.id, base: request.baseUrl, userId: request.user?.id ?? null,
  };
  const jobs = deps.index.model(JOB_MODEL);
  const [row] = (await deps.db.knex(jobs.table).insert({
    name: `Bulk ${VERB[request.method]} ${model.verboseNamePlural}`, created: now(), status: 'pending', job_id: randomUUID(),
    user_id: stored.userId, queue_name: 'default', notifications: 'always', log_entries: '[]', error: '', data: null,
    request: JSON.stringify(stored),
  }).returning('id')) as ({ id: unknown } | number)[];
  const id = Number(typeof row === 'object' ? row!.id : row);
  const url = `${stored.base}/api/core/jobs/${id}/`;
  return jsonReply({ job: { id, url, status: 'pending' } }, 202, { Location: url });
}

/** How the worker runs a stored request: the request core's entry point. */
export type Handle = (request: Omit<ApiRequest, 'params'>) => Promise<Reply>;

/** The worker's runner of background bulk writes: the stored request, through the request core. */
export function backgroundRunner(deps: AppDeps, handle: Handle): (job: StoredJob) => Promise<JobOutcome> {
  return async (job) => {
    const stored = JSON.parse(job.request) as JobRequest;
    const users = deps.index.model('users.user');
    const user = stored.userId === null ? undefined : ((await deps.db.knex(users.table).where('id', stored.userId).first()) as Row | undefined);
    // The identity is checked again when the job runs (NetBox's execution-time check).
    if (!user) return { failed: 'The requesting user no longer exists.' };
    if (!user.is_active) return { failed: 'The requesting user is no longer active.' };
    const authUser = { id: Number(user.id), username: String(user.username), isSuperuser: Boolean(user.is_superuser) };
    const grants = authUser.isSuperuser ? new Map() : await loadGrants(deps.db.knex, deps.index, authUser.id, deps.config);
    const reply = await handle({
      id: stored.id, method: stored.method, path: stored.path, search: stored.search, query: new URLSearchParams(stored.search),
      body: stored.body, headers: {}, user: authUser, token: null, access: new RequestAccess(authUser, null, grants, deps.config),
      baseUrl: stored.base, apiVersion: null, commitFence: job.fence,
    });
    return { status: reply.status, body: reply.body ?? null };
  };
}
