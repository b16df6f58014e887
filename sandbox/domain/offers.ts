// The loan offers (plans) the sandbox lender makes for an approved amount, in the contract's LoanOffer shape.
import { addMonthsUtc } from './addMonthsUtc';
import { amortize } from './amortize';
import { termsFor } from './planTerms';
import type { OfferPlan, PersonaName } from './types';

export { schedule } from './schedule';
export { calculatorPlans } from './calculatorPlans';

/** What an offer set is built from. */
export interface BuildOffersInput {
  loanAppId: string;
  /** The amount financed in dollars (the transaction amount); rounded to the cent. */
  amount: number;
  /** When the lender releases the money to the merchant; the first payment is due one month later. */
  releaseDate: Date;
  /** Personas the lender turns down get no offers at all. */
  persona?: PersonaName;
}

const WITHOUT_OFFERS: readonly PersonaName[] = [
  'decline', 'declineConcurrent', 'rejectState', 'rejectAge', 'rejectStale', 'limitExceeded',
];

/** Why: every plan the borrower can pick, with amounts that add up to the cent on the disclosure and the schedule. */
export function buildOffers({ loanAppId, amount, releaseDate, persona }: BuildOffersInput): OfferPlan[] {
  if (persona !== undefined && WITHOUT_OFFERS.includes(persona)) return [];
  if (!Number.isFinite(amount) || Math.round(amount * 100) <= 0) return [];
  const firstPaymentDue = addMonthsUtc(releaseDate, 1);
  return termsFor(amount)
    .map((term): OfferPlan => {
      const loan = amortize(amount, term.offerApr, term.months);
      return {
        id: `${loanAppId}-${term.months}`,
        status: 'AVAILABLE',
        loanTermMonths: term.months,
        numberOfPayments: term.months,
        interestRate: term.offerApr,
        monthlyPayment: loan.monthlyPayment,
        totalPayments: loan.totalPayments,
        totalInterest: loan.totalInterest,
        firstPaymentDue,
        loanAmount: loan.principal,
        truthInLendingID: `tila-${loanAppId}-${term.months}`,
      };
    })
    .sort((a, b) => a.loanTermMonths - b.loanTermMonths);
}
