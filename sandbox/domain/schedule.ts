// Every payment of a plan, with its due date: the table behind the disclosure's payment schedule.
import { addMonthsUtc } from './addMonthsUtc';
import { amortize } from './amortize';
import type { OfferPlan } from './types';

/** One scheduled payment, dollars rounded to the cent. */
export interface ScheduledPayment {
  number: number;
  /** Epoch ms: payment 1 is the offer's firstPaymentDue, each next one a calendar month later. */
  due: number;
  amount: number;
  interest: number;
  principal: number;
  /** Balance left after this payment. */
  balance: number;
}

/** Why: QA and the disclosure can show each payment, and their sum is the offer's totalPayments to the cent. */
export function schedule(offer: Pick<OfferPlan, 'loanAmount' | 'interestRate' | 'numberOfPayments' | 'firstPaymentDue'>): ScheduledPayment[] {
  const loan = amortize(offer.loanAmount, offer.interestRate, offer.numberOfPayments);
  // Due dates count from the first due date, so a clamped Feb 28 is followed by Mar 28 (day of the first due date).
  return loan.payments.map((row) => ({
    number: row.number,
    due: addMonthsUtc(offer.firstPaymentDue, row.number - 1),
    amount: row.payment,
    interest: row.interest,
    principal: row.principal,
    balance: row.balance,
  }));
}
