import { ApiFailure, MESSAGES } from '../ApiFailure';
import { assertIdle, authorizeLoan, settleLoan, withSession } from '../authorizeLoan';
import { LINKED_PHONE_INQUIRY, PIN_INQUIRY } from '../lender/inquiryFields';
import type { LoanRecord } from '../lender/LoanRecord';
import { markPhoneVerified } from '../lender/markPhoneVerified';
import { patchLoan } from '../lender/patchLoan';
import { identified, toLoanApplication } from '../lender/toLoanApplication';
import type { Session } from '../createSessions';
import type { Call, Handler, Reply, ServerContext } from '../ServerContext';

const view = (ctx: ServerContext, record: LoanRecord, pendingJobId?: string): Reply =>
  pendingJobId !== undefined
    ? { status: 202, body: { jobId: pendingJobId, status: 'PENDING' } }
    : { status: 200, body: toLoanApplication(record, ctx.clock.now()) };

// A new login with the payment link on an application whose phone was verified in an earlier session: the
// borrower proves the phone again (returning login: LINKED_BORROWER_PHONE_VERIFICATION, then the pin).
function startLogin(ctx: ServerContext, record: LoanRecord): void {
  if (!record.phoneRequired || !record.pinVerified) return;
  record.pinVerified = false;
  record.inquiries = [{ type: LINKED_PHONE_INQUIRY }, ...record.inquiries.filter((i) => i.type !== PIN_INQUIRY && i.type !== LINKED_PHONE_INQUIRY)];
  ctx.repo.loans.save(record, ctx.clock.now());
}

// The session the call's token names, if the token is valid (a bad or old token is no session here: the link logs in).
async function sessionOf(call: Call, ctx: ServerContext): Promise<Session | undefined> {
  if (call.headers.authorization === undefined) return undefined;
  try {
    return await ctx.sessions.verify(call.headers.authorization);
  } catch {
    return undefined;
  }
}

const isLive = (session: Session | undefined, record: LoanRecord | undefined): boolean =>
  session !== undefined && record !== undefined && session.loanAppId === record.id && session.gen === record.sessionGeneration;

// A returning borrower who proved the phone on the link that lists their loans opens one of those loans with that
// proof: the loan's phone step counts as done (same number on file; when it was pending, its other sessions end).
function carryParentProof(ctx: ServerContext, record: LoanRecord, session: Session | undefined): boolean {
  if (record.parentId === undefined || !record.phoneRequired) return false;
  const parent = ctx.repo.loans.byId(record.parentId);
  const phone = parent?.phoneOnFile;
  if (!parent || !isLive(session, parent) || !identified(parent) || phone === undefined || phone !== record.phoneOnFile) return false;
  if (!record.pinVerified) {
    markPhoneVerified(record, phone);
    ctx.repo.loans.save(record, ctx.clock.now());
  }
  return true;
}

// GET /loanapplications/{id}?initToken=: the payment link's token starts (or continues) a session; without it a
// session of this application is needed. 202 while a decision or other job is still running.
const getLoanApplication: Handler = async (call, ctx) => {
  const initToken = call.query.initToken;
  const id = call.params.id as string;
  if (typeof initToken === 'string' && initToken !== '') {
    const found = ctx.repo.loans.byToken(initToken);
    if (!found || (id !== initToken && id !== found.id)) throw new ApiFailure(404, MESSAGES.notFound);
    const caller = await sessionOf(call, ctx);
    const session = isLive(caller, found) ? caller : undefined;
    const settled = ctx.repo.tx(() => {
      const current = settleLoan(ctx, found.id);
      if (current && session === undefined && !carryParentProof(ctx, current.record, caller)) startLogin(ctx, current.record);
      return current;
    });
    if (!settled) throw new ApiFailure(404, MESSAGES.notFound);
    return withSession(ctx, view(ctx, settled.record, settled.pendingJobId), settled.record, session?.created);
  }
  const access = await authorizeLoan(call, ctx, id, { phoneStep: true });
  return withSession(ctx, view(ctx, access.record, access.pendingJobId), access.record, access.session.created);
};

// PATCH /loanapplications/{id}: borrower data, phone and pin, and the other small updates (see patchLoan).
const patchLoanApplication: Handler = async (call, ctx) => {
  const access = await authorizeLoan(call, ctx, call.params.id as string, { phoneStep: true });
  assertIdle(access);
  const outcome = ctx.repo.tx(() => {
    const record = ctx.repo.loans.byId(access.record.id) as LoanRecord;
    return { ...patchLoan(ctx, record, call.body as Record<string, unknown>), record };
  });
  if (outcome.endSession) return outcome.reply;
  return withSession(ctx, outcome.reply, outcome.record, access.session.created);
};

export const loanRoutes: Record<string, Handler> = { getLoanApplication, patchLoanApplication };
