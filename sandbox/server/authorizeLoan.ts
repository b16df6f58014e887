import { ApiFailure, MESSAGES } from './ApiFailure';
import type { Session } from './createSessions';
import { runDueJob } from './jobRunners';
import { applyExpiry } from './lender/lifecycle';
import type { LoanRecord } from './lender/LoanRecord';
import { identified } from './lender/toLoanApplication';
import type { Call, Reply, ServerContext } from './ServerContext';
import { SESSION_HEADER } from './sessionHeader';

export interface LoanAccess {
  record: LoanRecord;
  session: Session;
  /** A job of this application still running (GET answers 202 with it; changes wait for it). */
  pendingJobId?: string;
}

// Brings a stored application up to date before it is served: a due job is finished, a passed expiry applied.
export function settleLoan(ctx: ServerContext, id: string): { record: LoanRecord; pendingJobId?: string } | undefined {
  let record = ctx.repo.loans.byId(id);
  if (record?.pendingJobId !== undefined) {
    const job = ctx.repo.jobs.get(record.pendingJobId);
    if (job && !job.done) {
      const reply = runDueJob(ctx, job);
      if (reply.status === 202) return { record, pendingJobId: job.id };
    }
    record = ctx.repo.loans.byId(id);
    if (record?.pendingJobId !== undefined) {
      delete record.pendingJobId;
      ctx.repo.loans.save(record, ctx.clock.now());
    }
  }
  if (record && applyExpiry(record, ctx.clock.now())) ctx.repo.loans.save(record, ctx.clock.now());
  return record && { record };
}

export interface AuthorizeOptions {
  /** The route is a phone step (reading the application, sending or checking a code): allowed before the code. */
  phoneStep?: boolean;
}

// The session of a call on /loanapplications/{id}: a valid token for this very application, else 401 (no or bad
// token: 'Unauthorized.', old or ended: 'Token has expired') or 403 (a session of another application). While the
// application's phone step is pending, only the phone steps are open: every other route is 403 'Verify your phone
// number first' (names, documents, offers, the purchase itself wait for the code).
export async function authorizeLoan(call: Call, ctx: ServerContext, id: string, options: AuthorizeOptions = {}): Promise<LoanAccess> {
  const session = await ctx.sessions.verify(call.headers.authorization);
  const stored = ctx.repo.loans.byId(id) ?? ctx.repo.loans.byToken(id);
  if (session.loanAppId === undefined || stored?.id !== session.loanAppId) throw new ApiFailure(403, MESSAGES.forbidden);
  if (session.gen !== stored.sessionGeneration) throw new ApiFailure(401, MESSAGES.tokenExpired);
  if (options.phoneStep !== true && !identified(stored)) throw new ApiFailure(403, MESSAGES.verifyPhoneFirst);
  const settled = settleLoan(ctx, stored.id);
  if (!settled) throw new ApiFailure(404, MESSAGES.notFound);
  return { ...settled, session };
}

// Adds the refreshed session token (same session start, new hour) to an answer.
export async function withSession(ctx: ServerContext, reply: Reply, record: LoanRecord, created?: number): Promise<Reply> {
  const token = await ctx.sessions.issue({ loanAppId: record.id, gen: record.sessionGeneration }, created);
  return { ...reply, headers: { ...reply.headers, [SESSION_HEADER]: token } };
}

/** A change cannot start while a job of the application runs. */
export function assertIdle(access: LoanAccess): void {
  if (access.pendingJobId !== undefined) throw new ApiFailure(409, `Still working on the application: poll job ${access.pendingJobId}`);
}
