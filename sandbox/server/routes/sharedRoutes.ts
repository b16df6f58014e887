import { randomUUID } from 'node:crypto';
import { ApiFailure, MESSAGES } from '../ApiFailure';
import { authorizeLoan, withSession } from '../authorizeLoan';
import { runDueJob } from '../jobRunners';
import { refreshConditions } from '../lender/applyDecision';
import type { LoanRecord } from '../lender/LoanRecord';
import { identified } from '../lender/toLoanApplication';
import { stateOfZip } from '../lender/usGeography';
import type { Handler } from '../ServerContext';

/** The identity provider's template the sandbox uses. */
const IDENTITY_TEMPLATE = 'itmpl_sandbox_drivers_license';

// A consent tick or untick, recorded for the session's own application (or prequalification) only.
const recordCheckbox: Handler = async (call, ctx) => {
  const session = await ctx.sessions.verify(call.headers.authorization);
  const event = call.body as { loanID: string };
  const own = ctx.repo.loans.byId(event.loanID) ?? ctx.repo.loans.byToken(event.loanID);
  const mine = (own !== undefined && own.id === session.loanAppId) || event.loanID === session.prequalAppId;
  if (!mine) throw new ApiFailure(403, MESSAGES.forbidden);
  if (own !== undefined && own.id === session.loanAppId && !identified(own)) throw new ApiFailure(403, MESSAGES.verifyPhoneFirst);
  ctx.repo.checkboxes.add(own?.id ?? event.loanID, event, ctx.clock.now());
  return { status: 204 };
};

const checkZip: Handler = (call) => {
  const zip = (call.body as { zip: string }).zip;
  return { status: 200, body: { zip, state: stateOfZip(zip) } };
};

// The identity check (driver's licence scan): one inquiry per application; its outcome comes from the identity
// stand-in's page. A completed check satisfies moreInfoRequired at once (the sandbox does not make you wait a day).
const getPersonaInquiries: Handler = async (call, ctx) => {
  const access = await authorizeLoan(call, ctx, call.params.id as string);
  const record = ctx.repo.tx(() => {
    const loan = ctx.repo.loans.byId(access.record.id) as LoanRecord;
    const now = ctx.clock.now();
    loan.identityInquiryId ??= `inq_${randomUUID().replace(/-/g, '').slice(0, 24)}`;
    if (ctx.repo.identity.get(loan.identityInquiryId) === 'completed' && loan.progress.identityVerified !== true) {
      loan.progress.identityVerified = true;
      if (loan.decision !== undefined) refreshConditions(loan, now);
    }
    ctx.repo.loans.save(loan, now);
    return loan;
  });
  const inquiryId = record.identityInquiryId as string;
  const outcome = ctx.repo.identity.get(inquiryId);
  const b = record.borrower;
  const body = {
    templateId: IDENTITY_TEMPLATE,
    activeInquiry: { id: inquiryId, sessionToken: null },
    anySubmitted: outcome === 'completed' || outcome === 'failed',
    anyFailed: outcome === 'failed',
    piiData: {
      nameFirst: b.firstName ?? null, nameLast: b.lastName ?? null, birthdate: b.dob ?? null, addressStreet1: b.streetAddress1 ?? null,
      addressCity: b.city ?? null, addressSubdivision: b.stateCode ?? null, addressPostalCode: b.zip ?? null, countryCode: 'US',
      phoneNumber: b.mobileNumber ?? null, emailAddress: b.email ?? null,
    },
  };
  return withSession(ctx, { status: 200, body }, record, access.session.created);
};

// Polls a job of the session's own application or prequalification.
const getJob: Handler = async (call, ctx) => {
  const session = await ctx.sessions.verify(call.headers.authorization);
  const job = ctx.repo.jobs.get(call.params.jobId as string);
  if (!job) throw new ApiFailure(404, 'Job not found');
  if (job.owner !== session.loanAppId && job.owner !== session.prequalAppId) throw new ApiFailure(403, MESSAGES.forbidden);
  const record = session.loanAppId !== undefined ? ctx.repo.loans.byId(session.loanAppId) : undefined;
  if (record !== undefined && !identified(record)) throw new ApiFailure(403, MESSAGES.verifyPhoneFirst);
  if (record !== undefined && session.gen !== record.sessionGeneration) throw new ApiFailure(401, MESSAGES.tokenExpired);
  const reply = runDueJob(ctx, job);
  return record ? withSession(ctx, reply, record, session.created) : reply;
};

export const sharedRoutes: Record<string, Handler> = { recordCheckbox, checkZip, getPersonaInquiries, getJob };
