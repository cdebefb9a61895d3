// Background bulk writes (spec 4.5; NetBox 4.7's BackgroundOperationMixin and AsyncAPIJob): a bulk
// POST, PUT, PATCH or DELETE with ?background=true and a list body is answered 202 with a job,
// before any validation; a worker later runs the very same handler with the same all-or-none
// semantics, as the same user, and stores {status_code, data} as the synchronous request would
// have answered. With If-Match: 400. Without a live worker: 503.
import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import type { ModelMeta } from '../../contract/index.js';
import { RequestAccess } from '../auth/access.js';
import { loadGrants } from '../auth/grants.js';
import type { AppDeps } from '../context.js';
import { now, type Row } from '../db/values.js';
import { liveWorkers } from '../events/heartbeat.js';
import type { JobOutcome, StoredJob } from '../jobs/runner.js';
import { ApiError, detail } from '../http/errors.js';
import { baseUrl } from '../http/urls.js';
import { requestParams } from '../requests/objects.js';
import { bulkDestroy, bulkUpdate, create } from './model-views.js';

const JOB_MODEL = 'core.job';
const VERB: Readonly<Record<string, string>> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };
const HANDLERS = { POST: create, PUT: bulkUpdate, PATCH: bulkUpdate, DELETE: bulkDestroy } as const;

/** What a job stores to replay the request. */
interface JobRequest {
  readonly method: keyof typeof HANDLERS;
  readonly path: string;
  readonly model: string;
  readonly body: unknown[];
  readonly id: string;
  readonly base: string;
  readonly userId: number | null;
}

/** Queues the request as a job and answers 202 when it asks for the background; false to go on synchronously. */
export async function deferToBackground(deps: AppDeps, model: ModelMeta, req: Request, res: Response): Promise<boolean> {
  if ((requestParams(req).get('background') ?? '').toLowerCase() !== 'true' || !Array.isArray(req.json) || !(req.method in HANDLERS)) return false;
  if (req.headers['if-match'] !== undefined) throw new ApiError(400, ['The If-Match header is not supported with background processing.']);
  if ((await liveWorkers(deps.db.knex, deps.index)) === 0) throw detail(503, 'Unable to process request: RQ worker process not running.');
  const request: JobRequest = {
    method: req.method as JobRequest['method'], path: req.originalUrl.split('?')[0]!, model: model.key, body: req.json,
    id: req.id, base: baseUrl(req), userId: req.user?.id ?? null,
  };
  const jobs = deps.index.model(JOB_MODEL);
  const [row] = (await deps.db.knex(jobs.table).insert({
    name: `Bulk ${VERB[req.method]} ${model.verboseNamePlural}`, created: now(), status: 'pending', job_id: randomUUID(),
    user_id: request.userId, queue_name: 'default', notifications: 'always', log_entries: '[]', error: '', data: null,
    request: JSON.stringify(request),
  }).returning('id')) as ({ id: unknown } | number)[];
  const id = Number(typeof row === 'object' ? row!.id : row);
  const url = `${request.base}/api/core/jobs/${id}/`;
  res.status(202).setHeader('Location', url);
  res.json({ job: { id, url, status: 'pending' } });
  return true;
}

/** The worker's runner of background bulk writes: the same handler, on a request rebuilt from the job. */
export function backgroundRunner(deps: AppDeps): (job: StoredJob) => Promise<JobOutcome> {
  return async (job) => {
    const request = JSON.parse(job.request) as JobRequest;
    const users = deps.index.model('users.user');
    const user = request.userId === null ? undefined : ((await deps.db.knex(users.table).where('id', request.userId).first()) as Row | undefined);
    // The identity is checked again when the job runs (NetBox's execution-time check).
    if (!user) return { failed: 'The requesting user no longer exists.' };
    if (!user.is_active) return { failed: 'The requesting user is no longer active.' };
    const authUser = { id: Number(user.id), username: String(user.username), isSuperuser: Boolean(user.is_superuser) };
    const grants = authUser.isSuperuser ? new Map() : await loadGrants(deps.db.knex, deps.index, authUser.id, deps.config);
    const base = new URL(request.base);
    const replayed = {
      method: request.method, json: request.body, headers: {}, originalUrl: request.path, params: {}, id: request.id,
      user: authUser, token: null, access: new RequestAccess(authUser, null, grants, deps.config), commitFence: job.fence,
      protocol: base.protocol.slice(0, -1), get: (name: string) => (name.toLowerCase() === 'host' ? base.host : undefined), socket: {},
    } as unknown as Request;
    const captured: { status: number; body: unknown } = { status: 200, body: null };
    const sink = {
      status(code: number) { captured.status = code; return sink; },
      json(body: unknown) { captured.body = body; return sink; },
      end() { return sink; },
      setHeader() { return sink; },
      set() { return sink; },
    } as unknown as Response;
    try {
      await HANDLERS[request.method](deps, deps.index.model(request.model), replayed, sink);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      captured.status = error.status;
      captured.body = error.body;
    }
    return { status: captured.status, body: captured.body };
  };
}
