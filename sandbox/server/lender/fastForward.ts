import type { BorrowerData, Scenario } from '../../domain/types';
import { applyDecision } from './applyDecision';
import { completeConfirmation } from './confirmPurchase';
import { DEMO_BANK, DEMO_BORROWER } from './demoBorrower';
import { LENDER, isoDate, DAY_MS } from './lenderConstants';
import type { LoanRecord, LoanStatus } from './LoanRecord';

export { DEMO_BORROWER } from './demoBorrower';

const LINKED_OR_LATER: ReadonlySet<string> = new Set(['ACCOUNT_LINKED', 'CONDITIONAL_APPROVAL_ACCOUNT_LINKED', 'DOCUMENTS_SIGNED', 'OFFER_CONVERTED', 'SETTLED']);
const SIGNED_OR_LATER: ReadonlySet<string> = new Set(['DOCUMENTS_SIGNED', 'OFFER_CONVERTED', 'SETTLED']);

// Starts a demo application in a later state (scenario.startAt) as if the borrower had walked there: data given,
// decided, a plan chosen, bank linked, documents signed, confirmed; then the merchant's cancel or refund.
export function fastForward(record: LoanRecord, startAt: NonNullable<Scenario['startAt']>, now: number): void {
  record.borrower = { ...DEMO_BORROWER, ...(record.scenario.prefilled as BorrowerData | undefined) };
  record.inquiries = [];
  record.pinVerified = true;
  record.phoneVerified = true;
  applyDecision(record, now);
  const target = startAt.status as LoanStatus;
  const plan = record.offers[Math.min(1, record.offers.length - 1)];
  if (plan && (LINKED_OR_LATER.has(target) || target === 'CANCELED' || startAt.selectedOfferStatus !== undefined)) {
    record.selectedOfferId = plan.id;
    record.selectedOfferStatus = 'SELECTED';
    record.offerAcceptedAt = now;
    plan.status = 'SELECTED';
    if (record.lockRequired) record.lock = { offerId: plan.id, status: 'CONFIRMED', at: now };
  }
  if (LINKED_OR_LATER.has(target)) {
    record.bank = { ...DEMO_BANK, linkedAt: now };
    record.progress.bankLinks = 1;
    record.progress.identityVerified = true;
    record.bankVerificationRequired = false;
    record.moreInfoRequired = false;
    record.balanceDecision = 'ELIGIBLE';
    record.autoPaymentsDecision = 'ENABLED';
  }
  if (SIGNED_OR_LATER.has(target) && plan) {
    plan.status = 'TILA_ACCEPTED';
    record.selectedOfferStatus = 'TILA_ACCEPTED';
    record.truthInLendingAcceptedAt = now;
    record.status = 'DOCUMENTS_SIGNED';
    record.emailVerificationRequired = false;
    if (target !== 'DOCUMENTS_SIGNED') completeConfirmation(record, 'YES', now);
  }
  record.status = target;
  record.statusAt = now;
  if (startAt.selectedOfferStatus !== undefined) record.selectedOfferStatus = startAt.selectedOfferStatus as LoanRecord['selectedOfferStatus'];
  if (target === 'EXPIRED') record.expiresAt = now - DAY_MS;
  if (target === 'CANCELED') record.cancelReasons = startAt.cancelReasons ?? ['MERCHANT_OPT_OUT'];
  if (startAt.refunded === true) {
    record.refunded = true;
    record.totalRefundAmount = startAt.totalRefundAmount ?? record.scenario.amount;
  }
  record.settlementDate ??= SIGNED_OR_LATER.has(target) && target !== 'DOCUMENTS_SIGNED' ? isoDate(now + LENDER.settlementDelayDays * DAY_MS) : undefined;
  if (record.settlementDate === undefined) delete record.settlementDate;
}
