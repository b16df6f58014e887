// The one place loan payment math lives (engine/finance): pure and import-free, so the browser calculator, the
// sandbox lender's offers and the disclosure all compute the same cents.
//
// Rounding (the rule the offers, the schedule and the truth-in-lending disclosure all share):
// - Everything is computed in whole cents.
// - The level payment is the standard amortization payment P*r/(1-(1+r)^-n) with r = APR/12 (30/360, simple
//   interest), rounded UP to the cent. At 0% it is P/n rounded up to the cent.
// - Each month's interest is the balance times r, rounded half-up to the cent; the rest of the payment is principal.
// - The last payment is whatever is left: the remaining balance plus its last month's interest. Because the level
//   payment was rounded up, the last payment is a few cents smaller than the others, never larger (if interest
//   rounding ever made it larger, the level payment is raised by a cent and the schedule recomputed).
// So totalPayments = monthlyPayment*(n-1) + finalPayment exactly, and totalInterest = totalPayments - principal.

/** One row of an amortization schedule, in dollars rounded to the cent. */
export interface AmortizedPayment {
  /** 1-based payment number. */
  number: number;
  payment: number;
  interest: number;
  principal: number;
  /** Balance left after this payment (0 after the last). */
  balance: number;
}

/** A whole loan's payments, in dollars rounded to the cent. */
export interface Amortization {
  principal: number;
  aprPercent: number;
  months: number;
  /** The level payment of payments 1..n-1. */
  monthlyPayment: number;
  /** Payment n: at most monthlyPayment (it absorbs the rounding). */
  finalPayment: number;
  totalPayments: number;
  totalInterest: number;
  payments: AmortizedPayment[];
}

const cents = (dollars: number): number => Math.round(dollars * 100);
const dollars = (wholeCents: number): number => wholeCents / 100;

// Interest for a month on a balance in cents, half-up to the cent (tiny epsilon absorbs binary float noise).
const monthInterest = (balanceCents: number, monthlyRate: number): number =>
  Math.floor(balanceCents * monthlyRate + 0.5 + 1e-9);

// The level payment before any correction, in cents.
function levelPaymentCents(principalCents: number, monthlyRate: number, months: number): number {
  if (monthlyRate === 0) return Math.ceil(principalCents / months);
  const exact = (principalCents * monthlyRate) / (1 - Math.pow(1 + monthlyRate, -months));
  return Math.ceil(exact - 1e-7);
}

// Runs the schedule for a level payment; the last row takes what is left.
function runSchedule(principalCents: number, monthlyRate: number, months: number, paymentCents: number) {
  const rows: { payment: number; interest: number; principal: number; balance: number }[] = [];
  let balance = principalCents;
  for (let k = 1; k <= months; k += 1) {
    const interest = monthInterest(balance, monthlyRate);
    const payment = k === months ? balance + interest : paymentCents;
    const principal = payment - interest;
    balance -= principal;
    rows.push({ payment, interest, principal, balance });
  }
  return rows;
}

/** Why: offers, the schedule, the disclosure and the calculator must agree to the cent, so they all call this. */
export function amortize(principal: number, aprPercent: number, months: number): Amortization {
  if (!Number.isFinite(principal) || principal <= 0) throw new RangeError(`amortize: principal must be a positive amount, got ${principal}`);
  if (!Number.isFinite(aprPercent) || aprPercent < 0) throw new RangeError(`amortize: aprPercent must be 0 or more, got ${aprPercent}`);
  if (!Number.isInteger(months) || months < 1) throw new RangeError(`amortize: months must be a whole number of 1 or more, got ${months}`);

  const principalCents = cents(principal);
  const monthlyRate = aprPercent / 100 / 12;
  let paymentCents = levelPaymentCents(principalCents, monthlyRate, months);
  let rows = runSchedule(principalCents, monthlyRate, months, paymentCents);
  // Interest rounding can, rarely, leave a last payment above the level one: raise the level payment a cent.
  while (months > 1 && (rows[months - 1]?.payment ?? 0) > paymentCents) {
    paymentCents += 1;
    rows = runSchedule(principalCents, monthlyRate, months, paymentCents);
  }

  const finalCents = rows[months - 1]?.payment ?? 0;
  // Only absurdly small loans (less than about a cent per payment per payment) cannot be spread this way.
  if (finalCents <= 0 || rows.some((row) => row.balance < 0)) {
    throw new RangeError(`amortize: ${principal} is too small to spread over ${months} payments`);
  }
  const totalCents = paymentCents * (months - 1) + finalCents;
  return {
    principal: dollars(principalCents),
    aprPercent,
    months,
    monthlyPayment: dollars(months === 1 ? finalCents : paymentCents),
    finalPayment: dollars(finalCents),
    totalPayments: dollars(totalCents),
    totalInterest: dollars(totalCents - principalCents),
    payments: rows.map((row, index) => ({
      number: index + 1,
      payment: dollars(row.payment),
      interest: dollars(row.interest),
      principal: dollars(row.principal),
      balance: dollars(row.balance),
    })),
  };
}
