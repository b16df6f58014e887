import { renderTruthInLending } from '../../domain/truthInLendingPdf';
import { ApiFailure, MESSAGES } from '../ApiFailure';
import { assertIdle, authorizeLoan, withSession } from '../authorizeLoan';
import { LENDER } from '../lender/lenderConstants';
import type { LoanRecord } from '../lender/LoanRecord';
import { lockOffer, selectOffer, signOffer } from '../lender/offerActions';
import { ssn4Guard } from '../lender/ssn4Guard';
import { toLoanApplication } from '../lender/toLoanApplication';
import type { Handler, Reply, ServerContext } from '../ServerContext';

// Runs a change on the stored application in one transaction and answers the application after it.
function change(ctx: ServerContext, id: string, apply: (record: LoanRecord, now: number) => void): { reply: Reply; record: LoanRecord } {
  return ctx.repo.tx(() => {
    const record = ctx.repo.loans.byId(id) as LoanRecord;
    const now = ctx.clock.now();
    apply(record, now);
    ctx.repo.loans.save(record, now);
    return { reply: { status: 200, body: toLoanApplication(record, now) }, record };
  });
}

// The truth in lending disclosure of one plan, as a real PDF (base64) drawn from the plan's own numbers.
async function disclosure(record: LoanRecord, offerId: string, now: number): Promise<string> {
  const offer = record.offers.find((candidate) => candidate.id === offerId);
  if (!offer) throw new ApiFailure(404, `offer not found: ${offerId}`);
  const name = [record.borrower.firstName, record.borrower.lastName].filter(Boolean).join(' ') || 'Borrower';
  const pdf = await renderTruthInLending({
    offer, borrowerName: name, merchantName: record.scenario.merchant.name, lenderName: LENDER.name, loanAppId: record.id, issuedAt: new Date(now),
  });
  return Buffer.from(pdf).toString('base64');
}

const getLoanOffers: Handler = async (call, ctx) => {
  const { record, session, pendingJobId } = await authorizeLoan(call, ctx, call.params.id as string);
  const reply: Reply = pendingJobId !== undefined
    ? { status: 202, body: { jobId: pendingJobId, status: 'PENDING' } }
    : { status: 200, body: { loanOfferDetailsList: record.offers.map((offer) => ({ ...offer, truthInLending: null })) } };
  return withSession(ctx, reply, record, session.created);
};

const getLoanOffer: Handler = async (call, ctx) => {
  const { record, session } = await authorizeLoan(call, ctx, call.params.id as string);
  const offerId = call.params.offerId as string;
  const offer = record.offers.find((candidate) => candidate.id === offerId);
  if (!offer) throw new ApiFailure(404, `offer not found: ${offerId}`);
  const wantsDocument = call.query.provideTruthInLendingDocument === 'true' || call.query.provideTruthInLendingDocument === true;
  const truthInLending = wantsDocument ? await disclosure(record, offerId, ctx.clock.now()) : null;
  return withSession(ctx, { status: 200, body: { loanOfferDetailsList: [{ ...offer, truthInLending }] } }, record, session.created);
};

// SELECTED picks the plan; TILA_ACCEPTED signs its disclosure with ssn4 and the acceptances.
const patchLoanOffer: Handler = async (call, ctx) => {
  const access = await authorizeLoan(call, ctx, call.params.id as string);
  assertIdle(access);
  const body = call.body as { status: 'SELECTED' | 'TILA_ACCEPTED'; ssn4?: string; truthInLendingDisclosureAccepted?: boolean; loanAgreementAccepted?: boolean };
  const offerId = call.params.offerId as string;
  if (body.status === 'SELECTED') {
    const { reply, record } = change(ctx, access.record.id, (loan, now) => selectOffer(loan, offerId, now));
    return withSession(ctx, reply, record, access.session.created);
  }
  const guard = ssn4Guard(ctx.repo, ctx.clock.now);
  guard.assertOpen(access.record.id);
  try {
    const { reply, record } = change(ctx, access.record.id, (loan, now) => signOffer(loan, offerId, body, now));
    guard.succeeded(record.id);
    return withSession(ctx, reply, record, access.session.created);
  } catch (caught) {
    if (caught instanceof ApiFailure && caught.message === MESSAGES.ssn4Mismatch) throw guard.failed(access.record.id, caught);
    throw caught;
  }
};

// The lock request carries an Idempotency-Key (the contract requires it; registerContractRoutes honours it): a
// retry answers the first answer and locks nothing twice.
const lockLoanOffer: Handler = async (call, ctx) => {
  const access = await authorizeLoan(call, ctx, call.params.id as string);
  assertIdle(access);
  const offerId = call.params.offerId as string;
  const { reply, record } = change(ctx, access.record.id, (loan, now) => lockOffer(loan, offerId, now));
  return withSession(ctx, reply, record, access.session.created);
};

export const offerRoutes: Record<string, Handler> = { getLoanOffers, getLoanOffer, patchLoanOffer, lockLoanOffer };
