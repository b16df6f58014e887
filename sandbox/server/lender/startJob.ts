import { randomUUID } from 'node:crypto';
import type { Reply, ServerContext } from '../ServerContext';

/** The kinds of asynchronous work, each finished by its runner in jobRunners.ts. */
export type JobKind = 'decision' | 'bankLink' | 'confirmation' | 'prequalDecision';

// Queues work that finishes after `delayMs` of sandbox time and answers 202 + jobId. The work itself runs when
// the job is polled after that (or the application is read), so it survives restarts and follows the clock.
export function startJob(ctx: ServerContext, owner: string, kind: JobKind, delayMs: number, payload: unknown = null): Reply & { jobId: string } {
  const jobId = `job-${randomUUID()}`;
  ctx.repo.jobs.insert(jobId, owner, kind, ctx.clock.now() + Math.max(0, delayMs), payload);
  return { jobId, status: 202, body: { jobId, status: 'PENDING' } };
}
