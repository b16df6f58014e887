import { ApiFailure, MESSAGES, errorBody } from '../ApiFailure';
import type { Session } from '../createSessions';
import {
  afterPinVerified, answersUnfreeze, applyPrequalExpiry, createPrequal, decidePrequal, prequalDocuments, storePrequalData, toPrequal,
} from '../lender/prequalActions';
import { PIN_INQUIRY } from '../lender/inquiryFields';
import { mergeAnswers } from '../lender/mergeAnswers';
import { sendRefusal } from '../lender/sendRefusal';
import type { PrequalRecord } from '../lender/PrequalRecord';
import type { Call, Handler, Reply, ServerContext } from '../ServerContext';
import { SESSION_HEADER } from '../sessionHeader';

type Body = Record<string, unknown>;

// Every prequal answer: the session header, and a declined prequalification's documents with the prequal itself.
async function withPrequalSession(ctx: ServerContext, reply: Reply, record: PrequalRecord, created?: number): Promise<Reply> {
  const token = await ctx.sessions.issue({ prequalAppId: record.id, gen: record.sessionGeneration }, created);
  const isPrequal = reply.status === 200 && reply.body !== null && typeof reply.body === 'object' && (reply.body as Body).applicationId === record.id;
  const body = isPrequal ? { ...(reply.body as Body), ...(await prequalDocuments(record)) } : reply.body;
  return { ...reply, body, headers: { ...reply.headers, [SESSION_HEADER]: token } };
}

async function sessionFor(call: Call, ctx: ServerContext, record: PrequalRecord | undefined): Promise<Session | undefined> {
  if (!record || call.headers.authorization === undefined) return undefined;
  try {
    const session = await ctx.sessions.verify(call.headers.authorization);
    return session.prequalAppId === record.id && session.gen === record.sessionGeneration ? session : undefined;
  } catch {
    return undefined;
  }
}

// The signup link's prequalification, made on first use; a new login must verify the phone again.
function openSignup(ctx: ServerContext, call: Call, continuing: boolean): PrequalRecord {
  const { signupId, prequalId } = call.params as { signupId: string; prequalId: string };
  const now = ctx.clock.now();
  let record = ctx.repo.prequals.bySignup(signupId, prequalId);
  if (!record) {
    record = createPrequal(signupId, prequalId, ctx.signupMerchants.get(signupId) ?? 'Sandbox Merchant', now);
    ctx.repo.prequals.insert(record);
  } else if (!continuing && record.pinVerified && record.status === 'PENDING') {
    record.pinVerified = false;
    record.inquiries = [{ type: 'BORROWER_PROVIDED_BORROWER_PHONE' }];
  }
  if (applyPrequalExpiry(record, now) || !continuing) ctx.repo.prequals.save(record);
  return record;
}

// Phone, pin and the data of one call, applied to a prequalification (inside the caller's transaction).
function applyPrequalBody(ctx: ServerContext, record: PrequalRecord, body: Body): Reply | undefined {
  const now = ctx.clock.now();
  if (body.decline === true && record.decision === undefined) record.persona = 'decline';
  if (body.frozen === true && record.decision === undefined) record.persona = 'frozen';
  if (body.escalateAuthentication === true && typeof body.mobileNumber === 'string') {
    const sent = ctx.codes.send(`prequal:${record.id}`, body.mobileNumber);
    if (!sent.ok) return sendRefusal(sent);
    record.borrower.mobileNumber = body.mobileNumber;
    record.inquiries = [{ type: PIN_INQUIRY }];
  }
  if (typeof body.authPin === 'string') {
    if (record.borrower.mobileNumber === undefined) throw new ApiFailure(400, 'Send your mobile number first: no code was texted yet');
    const outcome = ctx.codes.verify(`prequal:${record.id}`, record.borrower.mobileNumber, body.authPin);
    if (typeof outcome === 'object') return { status: 423, body: errorBody(MESSAGES.lockout(outcome.locked)) };
    if (outcome === 'verified') afterPinVerified(record);
    else record.inquiries = [{ type: PIN_INQUIRY, errorMessage: outcome === 'expired' ? MESSAGES.pinExpired : MESSAGES.invalidPin }];
  }
  const gaveData = storePrequalData(record, body, now);
  // A question screen's answers (saveAnswers): kept with the prequalification, after the phone step only; they
  // decide nothing and are not a re-submit (the body is not empty), and no borrower-facing answer shows them.
  if (body.answers && typeof body.answers === 'object') {
    if (!record.pinVerified) throw new ApiFailure(403, MESSAGES.verifyPhoneFirst);
    record.answers = mergeAnswers(record.answers, body.answers as Body, 'a prequalification');
  }
  if (typeof body.requestedLoanAmount === 'number') {
    const max = record.maximumLoanAmount;
    if (max === undefined || body.requestedLoanAmount > max) throw new ApiFailure(400, `Requested amount must be between $500 and $${max ?? 0}`);
    record.requestedLoanAmount = body.requestedLoanAmount;
    delete record.selectedOfferId;
    decidePrequal(record, now);
  }
  if (typeof body.selectedOfferId === 'string') {
    if (record.status === 'EXPIRED') throw new ApiFailure(409, 'The prequalification expired: reapply first');
    if (!record.offers.some((offer) => offer.id === body.selectedOfferId)) throw new ApiFailure(404, `offer not found: ${body.selectedOfferId}`);
    record.selectedOfferId = body.selectedOfferId;
  }
  if (body.reapply === true && record.status === 'EXPIRED') decidePrequal(record, now);
  const resubmits = Object.keys(body).length === 0 || gaveData;
  if (resubmits && answersUnfreeze(record)) {
    record.unfreezeConfirmed = true;
    record.inquiries = [];
  }
  if (record.status === 'PENDING' && record.pinVerified && record.inquiries.length === 0 && resubmits) decidePrequal(record, now);
  return undefined;
}

// POST and GET on the signup link (no session needed: the link is the credential, the phone code the proof).
const submitPrequal: Handler = async (call, ctx) => {
  const existing = ctx.repo.prequals.bySignup(call.params.signupId as string, call.params.prequalId as string);
  const session = await sessionFor(call, ctx, existing);
  const { reply, record } = ctx.repo.tx(() => {
    const prequal = openSignup(ctx, call, session !== undefined);
    const refused = applyPrequalBody(ctx, prequal, call.body as Body);
    ctx.repo.prequals.save(prequal);
    return { reply: refused ?? { status: 200, body: toPrequal(prequal, ctx.clock.now()) }, record: prequal };
  });
  return withPrequalSession(ctx, reply, record, session?.created);
};

const getPrequalBySignup: Handler = async (call, ctx) => {
  const existing = ctx.repo.prequals.bySignup(call.params.signupId as string, call.params.prequalId as string);
  const session = await sessionFor(call, ctx, existing);
  const record = ctx.repo.tx(() => openSignup(ctx, call, session !== undefined));
  return withPrequalSession(ctx, { status: 200, body: toPrequal(record, ctx.clock.now()) }, record, session?.created);
};

async function authorizePrequal(call: Call, ctx: ServerContext): Promise<{ record: PrequalRecord; session: Session }> {
  const session = await ctx.sessions.verify(call.headers.authorization);
  const id = call.params.applicationId as string;
  if (session.prequalAppId !== id) throw new ApiFailure(403, MESSAGES.forbidden);
  const record = ctx.repo.prequals.byId(id);
  if (!record) throw new ApiFailure(404, 'Prequalification not found');
  if (session.gen !== record.sessionGeneration) throw new ApiFailure(401, MESSAGES.tokenExpired);
  if (applyPrequalExpiry(record, ctx.clock.now())) ctx.repo.prequals.save(record);
  return { record, session };
}

const getPrequal: Handler = async (call, ctx) => {
  const { record, session } = await authorizePrequal(call, ctx);
  return withPrequalSession(ctx, { status: 200, body: toPrequal(record, ctx.clock.now()) }, record, session.created);
};

const patchPrequal: Handler = async (call, ctx) => {
  const { record: found, session } = await authorizePrequal(call, ctx);
  const { reply, record } = ctx.repo.tx(() => {
    const prequal = ctx.repo.prequals.byId(found.id) as PrequalRecord;
    const refused = applyPrequalBody(ctx, prequal, call.body as Body);
    ctx.repo.prequals.save(prequal);
    return { reply: refused ?? { status: 200, body: toPrequal(prequal, ctx.clock.now()) }, record: prequal };
  });
  return withPrequalSession(ctx, reply, record, session.created);
};

export const prequalRoutes: Record<string, Handler> = { submitPrequal, getPrequalBySignup, getPrequal, patchPrequal };
