import { ApiFailure, MESSAGES } from '../ApiFailure';
import { assertIdle, authorizeLoan, settleLoan, withSession } from '../authorizeLoan';
import { LINKED_PHONE_INQUIRY, PIN_INQUIRY } from '../lender/inquiryFields';
import type { LoanRecord } from '../lender/LoanRecord';
import { patchLoan } from '../lender/patchLoan';
import { toLoanApplication } from '../lender/toLoanApplication';
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

// Whether the call carries a live session of this application (a reload inside the same session).
async function liveSession(call: Call, ctx: ServerContext, record: LoanRecord) {
  if (call.headers.authorization === undefined) return undefined;
  try {
    const session = await ctx.sessions.verify(call.headers.authorization);
    return session.loanAppId === record.id && session.gen === record.sessionGeneration ? session : undefined;
  } catch {
    return undefined;
  }
}

// GET /loanapplications/{id}?initToken=: the payment link's token starts (or continues) a session; without it a
// session of this application is needed. 202 while a decision or other job is still running.
const getLoanApplication: Handler = async (call, ctx) => {
  const initToken = call.query.initToken;
  const id = call.params.id as string;
  if (typeof initToken === 'string' && initToken !== '') {
    const found = ctx.repo.loans.byToken(initToken);
    if (!found || (id !== initToken && id !== found.id)) throw new ApiFailure(404, MESSAGES.notFound);
    const session = await liveSession(call, ctx, found);
    const settled = ctx.repo.tx(() => {
      const current = settleLoan(ctx, found.id);
      if (current && session === undefined) startLogin(ctx, current.record);
      return current;
    });
    if (!settled) throw new ApiFailure(404, MESSAGES.notFound);
    return withSession(ctx, view(ctx, settled.record, settled.pendingJobId), settled.record, session?.created);
  }
  const access = await authorizeLoan(call, ctx, id);
  return withSession(ctx, view(ctx, access.record, access.pendingJobId), access.record, access.session.created);
};

// PATCH /loanapplications/{id}: borrower data, phone and pin, and the other small updates (see patchLoan).
const patchLoanApplication: Handler = async (call, ctx) => {
  const access = await authorizeLoan(call, ctx, call.params.id as string);
  assertIdle(access);
  const outcome = ctx.repo.tx(() => {
    const record = ctx.repo.loans.byId(access.record.id) as LoanRecord;
    return { ...patchLoan(ctx, record, call.body as Record<string, unknown>), record };
  });
  if (outcome.endSession) return outcome.reply;
  return withSession(ctx, outcome.reply, outcome.record, access.session.created);
};

export const loanRoutes: Record<string, Handler> = { getLoanApplication, patchLoanApplication };
