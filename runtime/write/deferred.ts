// Work a plug-in may leave to the end of a bulk write's first pass, merged by key and done once:
// the cable paths of a bulk of 1,000 cables are traced together at the end (a few dozen
// statements) rather than after each cable (a few dozen each). Only the first pass of a bulk
// defers (runtime/core/bulk.ts): if the merged work fails there, the bulk runs again item by
// item without deferring, so a failure is reported against the item that caused it, as before.
// A single write does its work at once (no `deferred` on its context).
import type { DeferredWork, WriteContext } from '../context.js';

interface Job {
  part: unknown;
  readonly merge: (into: unknown, part: unknown) => unknown;
  readonly run: (ctx: WriteContext, merged: unknown) => Promise<void>;
}

export class Deferred implements DeferredWork {
  private readonly jobs = new Map<string, Job>();

  add<S>(key: string, part: S, merge: (into: S, part: S) => S, run: (ctx: WriteContext, merged: S) => Promise<void>): void {
    const job = this.jobs.get(key);
    if (job) job.part = job.merge(job.part, part);
    else this.jobs.set(key, { part, merge: merge as Job['merge'], run: run as Job['run'] });
  }

  /** Runs every job in the order their keys were first added; a job may add more work, run after it. */
  async run(ctx: WriteContext): Promise<void> {
    while (this.jobs.size) {
      const [key, job] = this.jobs.entries().next().value as [string, Job];
      this.jobs.delete(key);
      await job.run(ctx, job.part);
    }
  }
}

/** Does `run(part)` now, or adds it to the context's deferred work. */
export async function deferrable<S>(ctx: WriteContext, key: string, part: S, merge: (into: S, part: S) => S, run: (ctx: WriteContext, merged: S) => Promise<void>): Promise<void> {
  if (ctx.deferred) ctx.deferred.add(key, part, merge, run);
  else await run(ctx, part);
}
