import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amortize } from '../../../sandbox/domain/amortize';
import { PLAN_TERMS } from '../../../sandbox/domain/planTerms';

const cents = (dollars: number) => Math.round(dollars * 100);

describe('amortize: hand-computed payments', () => {
  it('$1,000 at 12% for 12 months is $88.85 a month (exact 88.8488, rounded up)', () => {
    const loan = amortize(1000, 12, 12);
    expect(loan.monthlyPayment).toBe(88.85);
    // 11 x 88.85 = 977.35; the last payment takes the 11 x 0.0012 over-payment back: 88.84.
    expect(loan.finalPayment).toBe(88.84);
    expect(loan.totalPayments).toBe(1066.19);
    expect(loan.totalInterest).toBe(66.19);
  });

  it('$3,000 at 0% over 6 months is $500.00 a month and no interest', () => {
    const loan = amortize(3000, 0, 6);
    expect(loan.monthlyPayment).toBe(500);
    expect(loan.finalPayment).toBe(500);
    expect(loan.totalPayments).toBe(3000);
    expect(loan.totalInterest).toBe(0);
  });

  it('$1,000 at 0% over 3 months pays 333.34, 333.34 and a last 333.32', () => {
    const loan = amortize(1000, 0, 3);
    expect(loan.payments.map((p) => p.payment)).toEqual([333.34, 333.34, 333.32]);
  });

  it.each([
    [5000, 14.99, 36, 173.31],
    [10000, 19.99, 60, 264.89],
    [2400, 9.99, 24, 110.74],
  ])('$%s at %s%% for %s months is $%s a month', (principal, apr, months, payment) => {
    expect(amortize(principal, apr, months).monthlyPayment).toBe(payment);
  });

  it('applies each payment to the month\'s interest first (first month of $1,000 at 12% is $10.00 interest)', () => {
    const [first] = amortize(1000, 12, 12).payments;
    expect(first).toEqual({ number: 1, payment: 88.85, interest: 10, principal: 78.85, balance: 921.15 });
  });

  it('rejects amounts and terms that are not a loan, naming the argument', () => {
    expect(() => amortize(0, 5, 12)).toThrow(/principal/);
    expect(() => amortize(1000, -1, 12)).toThrow(/aprPercent/);
    expect(() => amortize(1000, 5, 0)).toThrow(/months/);
    expect(() => amortize(1000, 5, 2.5)).toThrow(/months/);
  });
});

describe('amortize: totals add up to the cent for any amount and every term', () => {
  const amount = fc.integer({ min: 50_000, max: 2_500_000 }).map((c) => c / 100);
  const term = fc.constantFrom(...PLAN_TERMS);
  const apr = fc.oneof(
    term.map((t) => t.offerApr),
    fc.constantFrom(0, 4.9, 5.9, 7.9, 8.9, 9.9, 10, 15, 20, 25, 29.9),
  );

  it('schedule sum == totalPayments == monthly x (n-1) + final; interest == total - amount; nothing negative; last payment never larger', () => {
    fc.assert(fc.property(amount, term, apr, (principal, { months }, rate) => {
      const loan = amortize(principal, rate, months);
      const sum = loan.payments.reduce((s, p) => s + cents(p.payment), 0);
      expect(loan.payments).toHaveLength(months);
      expect(sum).toBe(cents(loan.totalPayments));
      expect(cents(loan.monthlyPayment) * (months - 1) + cents(loan.finalPayment)).toBe(cents(loan.totalPayments));
      expect(cents(loan.totalPayments) - cents(principal)).toBe(cents(loan.totalInterest));
      expect(loan.payments.reduce((s, p) => s + cents(p.principal), 0)).toBe(cents(principal));
      expect(loan.payments.reduce((s, p) => s + cents(p.interest), 0)).toBe(cents(loan.totalInterest));
      expect(loan.payments.at(-1)?.balance).toBe(0);
      for (const p of loan.payments) {
        expect(p.payment).toBeGreaterThan(0);
        expect(p.interest).toBeGreaterThanOrEqual(0);
        expect(p.principal).toBeGreaterThanOrEqual(0);
        expect(p.balance).toBeGreaterThanOrEqual(0);
      }
      expect(loan.finalPayment).toBeLessThanOrEqual(loan.monthlyPayment);
      if (rate === 0) expect(loan.totalInterest).toBe(0);
      else expect(loan.totalInterest).toBeGreaterThan(0);
    }), { numRuns: 500 });
  });

  it('every value is a whole number of cents', () => {
    fc.assert(fc.property(amount, term, apr, (principal, { months }, rate) => {
      const loan = amortize(principal, rate, months);
      for (const value of [loan.monthlyPayment, loan.finalPayment, loan.totalPayments, loan.totalInterest]) {
        expect(cents(value) / 100).toBe(value);
      }
    }), { numRuns: 200 });
  });
});
