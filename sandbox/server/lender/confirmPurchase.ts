import { addMonthsUtc } from '../../domain/addMonthsUtc';
import { ApiFailure } from '../ApiFailure';
import { DAY_MS, LENDER, isoDate } from './lenderConstants';
import type { LoanRecord } from './LoanRecord';

export type Answer = 'YES' | 'NO';

// Whether the borrower may answer now: only signed documents can be confirmed, and a YES needs a verified email
// when the decision asked for one.
export function checkConfirmation(record: LoanRecord, answer: Answer): void {
  if (record.status === 'OFFER_CONVERTED' || record.status === 'SETTLED') throw new ApiFailure(409, 'The purchase is already confirmed');
  // Signed documents: status DOCUMENTS_SIGNED, or an approval whose selected offer is already TILA_ACCEPTED (the
  // journey routes both to the purchase confirmation, spec section 4 rules 5 and 11).
  const signed = record.status === 'DOCUMENTS_SIGNED'
    || ((record.status === 'OFFER_AVAILABLE' || record.status === 'CONDITIONAL_APPROVAL') && record.selectedOfferStatus === 'TILA_ACCEPTED');
  if (!signed) throw new ApiFailure(409, `Nothing to confirm in status ${record.status}: sign the documents first`);
  if (answer === 'YES' && record.emailVerificationRequired) throw new ApiFailure(409, 'Verify your email before confirming the purchase');
}

// The settlement date once the merchant may be paid: a lock the merchant has not confirmed holds the money.
export function settlementFor(record: LoanRecord, now: number): string | undefined {
  if (record.lockRequired && record.lock?.status !== 'CONFIRMED') return undefined;
  return isoDate(now + LENDER.settlementDelayDays * DAY_MS);
}

// YES converts the offer (OFFER_CONVERTED) and dates the first payment a month after settlement; NO leaves the
// signed documents waiting (and, under flags.emailVerificationOnLater, asks for the email to be verified). Answers
// the contract's ConfirmationResponse.
export function completeConfirmation(record: LoanRecord, answer: Answer, now: number): Record<string, unknown> {
  if (answer === 'YES') {
    record.status = 'OFFER_CONVERTED';
    record.statusAt = now;
    record.selectedOfferStatus = 'CONVERTED';
    for (const offer of record.offers) if (offer.id === record.selectedOfferId) offer.status = 'CONVERTED';
    record.serviceCompletionDate ??= isoDate(now);
    const settlementDate = settlementFor(record, now);
    if (settlementDate !== undefined) record.settlementDate = settlementDate;
  } else if (record.scenario.flags?.emailVerificationOnLater === true && record.emailVerified !== true) {
    // The reminder to confirm later goes by email: this lender (scenario flag) wants the address verified first.
    record.emailVerificationRequired = true;
  }
  const converted = record.status === 'OFFER_CONVERTED';
  return {
    newFirstPaymentDue: converted ? addMonthsUtc(now + LENDER.settlementDelayDays * DAY_MS, 1) : null,
    newStatus: record.status,
    serviceCompletionDate: record.serviceCompletionDate ?? null,
    loanServicer: LENDER.servicer,
    settlementDate: record.settlementDate ?? null,
  };
}
