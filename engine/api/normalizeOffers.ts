// GET /loanapplications/{id}/offers and GET .../offers/{offerId} enter the engine through here: checked against
// the contract, defaults filled, plans sorted by term so every screen lists them the same way.
import type { PrequalOffer } from '../state/Prequal';
import type * as Contract from '../generated/contractTypes';
import { contractValidators, type ContractViolation } from './contractValidators';
import { ok, type Result } from '../Result';

/** A plan as the borrower journey reads it (a prequal offer plus the disclosure fields). */
export interface LoanOffer extends PrequalOffer {
  status: string | null;
  /** The truth in lending disclosure PDF, base64; null unless asked for. */
  truthInLending: string | null;
  truthInLendingID: string | null;
  /** Hide the 'INTEREST FREE' badge even at 0% APR. */
  skipFree: boolean;
}

// Fill a validated offer's defaults and drop fields the engine does not read.
export const normalizeOffer = (offer: Contract.LoanOffer): LoanOffer => ({
  id: offer.id,
  status: offer.status ?? null,
  loanTermMonths: offer.loanTermMonths,
  numberOfPayments: offer.numberOfPayments,
  totalPayments: offer.totalPayments,
  interestRate: offer.interestRate,
  monthlyPayment: offer.monthlyPayment,
  totalInterest: offer.totalInterest,
  firstPaymentDue: offer.firstPaymentDue,
  loanAmount: offer.loanAmount,
  truthInLending: offer.truthInLending ?? null,
  truthInLendingID: offer.truthInLendingID ?? null,
  skipFree: offer.skipFree ?? false,
});

// Plans are always shown shortest term first (stable for equal terms).
export const sortByTerm = <T extends { loanTermMonths: number }>(offers: readonly T[]): T[] =>
  [...offers].sort((a, b) => a.loanTermMonths - b.loanTermMonths);

// Validate a raw offers body ({ loanOfferDetailsList }) and return its plans normalised and sorted by term.
export function normalizeOffers(raw: unknown): Result<LoanOffer[], ContractViolation> {
  const checked = contractValidators.LoanOffersResponse(raw);
  if (!checked.ok) return checked;
  return ok(sortByTerm(checked.value.loanOfferDetailsList.map(normalizeOffer)));
}
