import { decide } from '../../domain/decide';
import { buildOffers } from '../../domain/offers';
import { DAY_MS, LENDER } from './lenderConstants';
import type { LoanRecord } from './LoanRecord';

// When the money would reach the merchant if the borrower confirmed on the service date (or today): offers date
// the first payment one month after that.
export function expectedRelease(record: LoanRecord, now: number): Date {
  const service = record.serviceCompletionDate === undefined ? now : Date.parse(`${record.serviceCompletionDate}T12:00:00Z`);
  return new Date(Math.max(now, service) + LENDER.settlementDelayDays * DAY_MS);
}

// Underwrites the application (the domain's decide()) and stores the outcome: status, reasons, conditions, the
// inquiries the decision raises and, when approved, the offers. A decision that still needs data keeps PENDING.
export function applyDecision(record: LoanRecord, now: number): void {
  const decision = decide(record.borrower, record.scenario, new Date(now), record.progress);
  record.decision = decision;
  record.inquiries = decision.inquiries.map((type) => ({ type }));
  record.loanLimitExceeded = decision.loanLimitExceeded === true;
  if ((decision.status as string) === 'PENDING') return;
  record.status = decision.status;
  record.statusAt = now;
  record.bankVerificationRequired = decision.bankVerificationRequired;
  record.moreInfoRequired = decision.moreInfoRequired;
  record.emailVerificationRequired = decision.emailVerificationRequired && record.emailVerified !== true;
  record.lockRequired = decision.lockRequired;
  if (decision.balanceDecision !== null) record.balanceDecision = decision.balanceDecision;
  const approved = decision.status === 'OFFER_AVAILABLE' || decision.status === 'CONDITIONAL_APPROVAL';
  record.offers = approved
    ? buildOffers({ loanAppId: record.id, amount: record.scenario.amount, releaseDate: expectedRelease(record, now), persona: decision.persona })
    : [];
}

// After something changed on an approved application (a bank link, the identity check): the conditions are
// decided again, without touching its status or offers.
export function refreshConditions(record: LoanRecord, now: number): void {
  const decision = decide(record.borrower, record.scenario, new Date(now), record.progress);
  record.decision = decision;
  record.bankVerificationRequired = decision.bankVerificationRequired;
  record.moreInfoRequired = decision.moreInfoRequired;
  if (decision.balanceDecision !== null) record.balanceDecision = decision.balanceDecision;
}
