// The public payment calculator's estimates (document 2: plans, minimum APRs, 36/60-month thresholds). Pure: the
// calculator screen calls it on every amount or APR change.
import { amortize } from './amortize';
import { termsFor } from './planTerms';

/** The calculator's APR selector: 'Lowest' uses each plan's own minimum APR. */
export type AprChoice = 'Lowest' | 10 | 15 | 20 | 25;

/** One calculator row, in the spec's calculator plan shape. */
export interface CalculatorPlan {
  id: string;
  months: number;
  /** Estimated monthly payment in dollars. */
  amount: number;
  /** Estimated total interest in dollars. */
  interest: number;
  /** The APR (percent) the estimate used. */
  apr: number;
  /** The plan's lowest APR (percent). */
  minApr: number;
}

/** Why: the calculator and the real offers share the same math and term table, so an estimate matches an offer at the same APR. */
export function calculatorPlans(amount: number, aprChoice: AprChoice): CalculatorPlan[] {
  if (!Number.isFinite(amount) || Math.round(amount * 100) <= 0) return [];
  return termsFor(amount).map((term) => {
    const apr = aprChoice === 'Lowest' ? term.calculatorMinApr : aprChoice;
    const loan = amortize(amount, apr, term.months);
    return { id: `plan-${term.months}`, months: term.months, amount: loan.monthlyPayment, interest: loan.totalInterest, apr, minApr: term.calculatorMinApr };
  });
}

/** The calculator's APR selector in order (document 2: Lowest, 10%, 15%, 20%, 25%). */
export const APR_CHOICES: readonly AprChoice[] = ['Lowest', 10, 15, 20, 25];

/** The amount the calculator starts at, in whole dollars (document 2, section 9). */
export const DEFAULT_CALCULATOR_AMOUNT = 3000;
