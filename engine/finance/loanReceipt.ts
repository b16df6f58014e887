// What 'Loan Confirmed' shows as the borrower's receipt, read only from what the lender said: the loan
// application, its plans (GET .../offers) and, right after a YES, the confirmation's answer.
import type { LoanOffer } from '../api/normalizeOffers';
import type { CalendarDate } from '../fields/shared/CalendarDate';
import { isoDateOf } from '../fields/shared/isoDateOf';
import { toCalendarDate } from '../fields/shared/toCalendarDate';
import type { LoanApplication } from '../state/LoanApplication';

/**
 * When the first payment is due, as far as the lender has said it.
 * AMBIGUITY: the spec gives a first due date in three places (the plan's firstPaymentDue, the confirmation's
 * newFirstPaymentDue, and 'one month after release' with the application's settlementDate) and never says which
 * a receipt shows. Decision, in order:
 * 1. An offer lock the merchant has not confirmed holds the money (no settlementDate): no date is promised, the
 *    receipt says it is one month after the merchant confirms ('afterMerchantConfirms').
 * 2. The confirmation just answered (newFirstPaymentDue): the lender's own date for this YES.
 * 3. The settlement date plus one calendar month (spec section 1), on any later visit.
 * 4. The signed plan's firstPaymentDue, the date the Truth in Lending disclosure shows.
 */
export type FirstPaymentDue =
  | { kind: 'date'; value: string | number; source: 'confirmation' | 'settlement' | 'disclosure' }
  | { kind: 'afterMerchantConfirms' };

export interface LoanReceipt {
  merchantName: string | null;
  /** The disclosure's amount financed (the plan's loanAmount), else the transaction amount. */
  amountFinanced: number | null;
  months: number | null;
  /** Percent, as the API gives it (5.99 is 5.99% APR). */
  apr: number | null;
  monthlyPayment: number | null;
  totalPayments: number | null;
  firstPaymentDue: FirstPaymentDue | null;
  /** The loan id as borrowers see it: its first 8 characters (spec section 9). */
  loanId: string;
  /** The servicer of this loan; `named` when it is the one site.yaml names (whose contacts the app knows). */
  servicer: { name: string; named: boolean };
  /** The signed plan's id, for its Truth in Lending disclosure (the application's selected offer until the plans are read). */
  offerId: string | null;
}

/** Offer statuses that mean the borrower chose and signed this plan. */
const SIGNED = ['CONVERTED', 'TILA_ACCEPTED', 'SELECTED'];

const oneMonthAfter = (date: CalendarDate): string => {
  const month = date.month === 12 ? 1 : date.month + 1;
  const year = date.month === 12 ? date.year + 1 : date.year;
  // A 31st is followed by the last day of a shorter month (as the lender's schedule does).
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return isoDateOf({ year, month, day: Math.min(date.day, last) });
};

const newFirstPaymentDue = (confirmation: unknown): number | null => {
  const value = (confirmation as { newFirstPaymentDue?: unknown } | null | undefined)?.newFirstPaymentDue;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

function firstPaymentDue(loan: LoanApplication, plan: LoanOffer | null, confirmation: unknown): FirstPaymentDue | null {
  const settlement = toCalendarDate(loan.settlementDate);
  if (loan.lockRequired && !settlement) return { kind: 'afterMerchantConfirms' };
  const confirmed = newFirstPaymentDue(confirmation);
  if (confirmed !== null) return { kind: 'date', value: confirmed, source: 'confirmation' };
  if (settlement) return { kind: 'date', value: oneMonthAfter(settlement), source: 'settlement' };
  return plan ? { kind: 'date', value: plan.firstPaymentDue, source: 'disclosure' } : null;
}

// Why: the receipt is the borrower's record of what they agreed to, so each value comes from the lender's data,
// the plan they signed first; a value the lender has not given stays null and the screen leaves its row out.
export function loanReceipt(loan: LoanApplication, plans: readonly LoanOffer[], confirmation: unknown, namedServicer: string): LoanReceipt {
  const plan = plans.find((p) => p.id === loan.selectedLoanOfferId)
    ?? SIGNED.map((status) => plans.find((p) => p.status === status)).find(Boolean)
    ?? null;
  const servicer = loan.loanServicer?.trim() || namedServicer;
  return {
    merchantName: loan.merchantName ?? loan.doingBusinessAs ?? null,
    amountFinanced: plan?.loanAmount ?? loan.transactionAmount ?? null,
    months: plan?.loanTermMonths ?? null,
    apr: plan?.interestRate ?? null,
    monthlyPayment: plan?.monthlyPayment ?? null,
    totalPayments: plan?.totalPayments ?? null,
    firstPaymentDue: firstPaymentDue(loan, plan, confirmation),
    loanId: loan.loanApplicationId.slice(0, 8),
    servicer: { name: servicer, named: servicer === namedServicer },
    offerId: plan?.id ?? loan.selectedLoanOfferId ?? null,
  };
}
