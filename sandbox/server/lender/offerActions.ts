import { ApiFailure, MESSAGES } from '../ApiFailure';
import type { LoanRecord } from './LoanRecord';
import { OFFER_STATUSES } from './toLoanApplication';

// The offer the path names, on an application where offers can still be chosen or signed.
function offerOf(record: LoanRecord, offerId: string) {
  const offer = record.offers.find((candidate) => candidate.id === offerId);
  if (!offer) throw new ApiFailure(404, `offer not found: ${offerId}`);
  if (!OFFER_STATUSES.has(record.status)) throw new ApiFailure(409, `Offers cannot change in status ${record.status}`);
  return offer;
}

// Borrower picks a plan (SELECTED). Choosing another plan drops a lock on the old one; choosing the selected
// one again changes nothing.
export function selectOffer(record: LoanRecord, offerId: string, now: number): void {
  offerOf(record, offerId);
  if (record.selectedOfferId === offerId && record.selectedOfferStatus === 'SELECTED') return;
  if (record.lock !== undefined && record.lock.offerId !== offerId) delete record.lock;
  record.selectedOfferId = offerId;
  record.selectedOfferStatus = 'SELECTED';
  record.offerAcceptedAt = now;
  for (const offer of record.offers) offer.status = offer.id === offerId ? 'SELECTED' : 'AVAILABLE';
}

// Borrower asks the merchant to lock the selected offer (merchant confirms or declines through the control API).
export function lockOffer(record: LoanRecord, offerId: string, now: number): void {
  offerOf(record, offerId);
  if (record.selectedOfferId !== offerId) throw new ApiFailure(409, 'offer not selected: select it before locking');
  if (!record.lockRequired) throw new ApiFailure(409, 'This application does not need an offer lock');
  if (record.lock?.offerId === offerId && record.lock.status !== 'EXPIRED') return;
  record.lock = { offerId, status: 'REQUESTED', at: now };
}

export interface SignInput {
  ssn4?: string;
  truthInLendingDisclosureAccepted?: boolean;
  loanAgreementAccepted?: boolean;
}

/** Why the last credit check at signing declines (flags.declineAtSigning): a new obligation since the decision. */
export const SIGNING_DECLINE_REASONS = ['EXCESSIVE_OBLIGATIONS'];

// A last credit check at signing (flags.declineAtSigning) finds the file changed since the decision: the application
// is DECLINED instead of signed, with an adverse action notice like any decline (the offers cannot be taken).
function declineAtSigning(record: LoanRecord, now: number): void {
  const decision = record.decision;
  if (decision) record.decision = { ...decision, status: 'DECLINED', declineReasons: SIGNING_DECLINE_REASONS, rejectReasons: [] };
  record.status = 'DECLINED';
  record.statusAt = now;
}

// Borrower signs the truth in lending disclosure of the selected offer with the last 4 of their SSN. Every
// condition of the decision must be met first (bank verified and eligible, identity checked, offer locked).
export function signOffer(record: LoanRecord, offerId: string, input: SignInput, now: number): void {
  const offer = offerOf(record, offerId);
  if (record.selectedOfferId !== offerId) throw new ApiFailure(409, 'offer not selected: select it before signing');
  if (record.bankVerificationRequired && (record.bank === undefined || record.balanceDecision === 'INELIGIBLE')) {
    throw new ApiFailure(409, 'Bank verification is required before signing: link an eligible bank account');
  }
  if (record.moreInfoRequired) throw new ApiFailure(409, 'Identity verification is required before signing');
  if (record.lockRequired && record.lock?.status === 'DECLINED') throw new ApiFailure(409, 'The merchant declined the offer lock');
  if (record.lockRequired && record.lock?.offerId !== offerId) throw new ApiFailure(409, 'Lock the offer before signing: the merchant must confirm it');
  if (input.truthInLendingDisclosureAccepted !== true || input.loanAgreementAccepted !== true) {
    throw new ApiFailure(400, MESSAGES.acceptTerms, { field: 'ssn4' });
  }
  if (input.ssn4 === undefined) throw new ApiFailure(400, MESSAGES.ssn4Missing, { field: 'ssn4' });
  const digits = (record.borrower.ssn4 ?? record.borrower.ssn ?? '').replace(/\D/g, '').slice(-4);
  if (digits !== '' && digits !== input.ssn4) throw new ApiFailure(400, MESSAGES.ssn4Mismatch, { field: 'ssn4' });
  if (digits === '') record.borrower.ssn4 = input.ssn4;
  if (record.scenario.flags?.declineAtSigning === true) {
    declineAtSigning(record, now);
    return;
  }
  offer.status = 'TILA_ACCEPTED';
  record.selectedOfferStatus = 'TILA_ACCEPTED';
  record.truthInLendingAcceptedAt = now;
  record.status = 'DOCUMENTS_SIGNED';
  record.statusAt = now;
}
