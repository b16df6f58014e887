// The lender's plan menu in one table (engine/finance, shared by the sandbox offers and the browser calculator):
// which terms exist, from what amount, at what APR.
//
// Offer APR schedule (what the sandbox lender actually offers). Every rate is at or above the calculator's
// published minimum for its term, so the public calculator's "Lowest" estimate never promises less than a real
// offer costs; the 3-month plan is interest free (the INTEREST FREE badge):
//   3 months 0% · 6 months 4.99% · 12 months 5.99% · 24 months 9.99% · 36 months 14.99% · 60 months 19.99%
// Calculator minimum APRs (document 2, section 9): 0, 4.9, 5.9, 7.9, 8.9, 9.9.
// 36-month plans need at least $5,000 and 60-month plans at least $8,000; shorter plans always show.

/** One term of the plan menu. */
export interface PlanTerm {
  months: 3 | 6 | 12 | 24 | 36 | 60;
  /** The APR (percent) the sandbox lender offers for this term. */
  offerApr: number;
  /** The calculator's lowest APR (percent) for this term. */
  calculatorMinApr: number;
  /** Smallest loan amount (dollars) that gets this term. */
  minAmount: number;
}

/** Why: offers and the calculator read the same menu, so a term added here shows up in both. */
export const PLAN_TERMS: readonly PlanTerm[] = [
  { months: 3, offerApr: 0, calculatorMinApr: 0, minAmount: 0 },
  { months: 6, offerApr: 4.99, calculatorMinApr: 4.9, minAmount: 0 },
  { months: 12, offerApr: 5.99, calculatorMinApr: 5.9, minAmount: 0 },
  { months: 24, offerApr: 9.99, calculatorMinApr: 7.9, minAmount: 0 },
  { months: 36, offerApr: 14.99, calculatorMinApr: 8.9, minAmount: 5000 },
  { months: 60, offerApr: 19.99, calculatorMinApr: 9.9, minAmount: 8000 },
];

/**
 * Why: the terms an amount gets. Thresholds compare the amount in cents, the amount the loan is made for; a term
 * also needs at least $1 of principal a month (only toy amounts miss that), so every payment is a real payment.
 */
export function termsFor(amount: number): PlanTerm[] {
  const amountCents = Math.round(amount * 100);
  return PLAN_TERMS.filter((term) => amountCents >= Math.max(term.minAmount, term.months) * 100);
}
