import type { Session } from './createSessions';
import type { LoanRecord } from './lender/LoanRecord';
import type { PrequalRecord } from './lender/PrequalRecord';
import { identified } from './lender/toLoanApplication';
import type { Call, ServerContext } from './ServerContext';
import { SESSION_HEADER } from './sessionHeader';

/** The path parameters that name the owner: they decide the scope, so they stay out of the request's hash. */
export const OWNER_PARAMS: readonly string[] = ['id', 'applicationId', 'signupId', 'prequalId'];

/** Where an Idempotency-Key lives, for a caller allowed to be shown what is stored there. */
export interface IdempotencyScope {
  /** 'loan:<id>' or 'prequal:<id>', with ':unverified' while the phone step is pending. */
  owner: string;
  /** The refreshed session token a replayed answer carries, as the route's own answer would. */
  sessionHeaders(): Promise<Record<string, string>>;
  /** The same application's scope as it is now (a call may have verified the phone or ended the session meanwhile). */
  now(): IdempotencyScope;
}

function loanScope(ctx: ServerContext, record: LoanRecord, session: Session): IdempotencyScope {
  return {
    owner: `loan:${record.id}${identified(record) ? '' : ':unverified'}`,
    sessionHeaders: async () => ({ [SESSION_HEADER]: await ctx.sessions.issue({ loanAppId: record.id, gen: record.sessionGeneration }, session.created) }),
    now: () => loanScope(ctx, ctx.repo.loans.byId(record.id) ?? record, session),
  };
}

function prequalScope(ctx: ServerContext, record: PrequalRecord, session: Session): IdempotencyScope {
  return {
    owner: `prequal:${record.id}${record.pinVerified ? '' : ':unverified'}`,
    sessionHeaders: async () => ({ [SESSION_HEADER]: await ctx.sessions.issue({ prequalAppId: record.id, gen: record.sessionGeneration }, session.created) }),
    now: () => prequalScope(ctx, ctx.repo.prequals.byId(record.id) ?? record, session),
  };
}

// A key belongs to the application or prequalification the call is on (the one its path names, else the
// session's own), so the same key on another application is another action there. A stored answer may only be
// repeated to a caller with a live session of that owner (same application, same session generation): anyone
// else gets no scope, their call runs as if it carried no key, and the route answers them what it answers to
// such a caller (401/403, or a new login on the signup link). While the phone step is pending the scope is a
// separate one, so a new login that has not proved the phone is never shown an answer stored after the proof.
//
// With `ended`, the scope (as it is now) of a caller whose signed, unexpired session of that owner was ended since
// (an older generation): only to look up the answer stored for the very request that ended it (createIdempotency).
export async function idempotencyScope(call: Call, ctx: ServerContext, { ended = false } = {}): Promise<IdempotencyScope | undefined> {
  let session: Session;
  try {
    session = await ctx.sessions.verify(call.headers.authorization);
  } catch {
    return undefined;
  }
  const { id, applicationId, signupId, prequalId } = call.params;
  const generationFits = (current: number): boolean => (ended ? session.gen < current : session.gen === current);
  const liveLoan = (record: LoanRecord | undefined): IdempotencyScope | undefined =>
    record !== undefined && session.loanAppId === record.id && generationFits(record.sessionGeneration) ? loanScope(ctx, record, session) : undefined;
  const livePrequal = (record: PrequalRecord | undefined): IdempotencyScope | undefined =>
    record !== undefined && session.prequalAppId === record.id && generationFits(record.sessionGeneration) ? prequalScope(ctx, record, session) : undefined;
  if (id !== undefined) return liveLoan(ctx.repo.loans.byId(id) ?? ctx.repo.loans.byToken(id));
  if (applicationId !== undefined) return livePrequal(ctx.repo.prequals.byId(applicationId));
  if (signupId !== undefined && prequalId !== undefined) return livePrequal(ctx.repo.prequals.bySignup(signupId, prequalId));
  if (session.loanAppId !== undefined) return liveLoan(ctx.repo.loans.byId(session.loanAppId));
  if (session.prequalAppId !== undefined) return livePrequal(ctx.repo.prequals.byId(session.prequalAppId));
  return undefined;
}
