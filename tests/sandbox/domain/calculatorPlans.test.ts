import { describe, expect, it } from 'vitest';
import { amortize } from '../../../sandbox/domain/amortize';
import { calculatorPlans } from '../../../sandbox/domain/calculatorPlans';

describe('calculatorPlans (document 2 calculator rules)', () => {
  it('"Lowest" uses each plan\'s minimum APR: 0, 4.9, 5.9, 7.9, 8.9, 9.9', () => {
    expect(calculatorPlans(10000, 'Lowest').map((p) => [p.months, p.apr, p.minApr])).toEqual([
      [3, 0, 0], [6, 4.9, 4.9], [12, 5.9, 5.9], [24, 7.9, 7.9], [36, 8.9, 8.9], [60, 9.9, 9.9],
    ]);
  });

  it('a chosen APR applies to every plan, and the minimum is still reported', () => {
    const plans = calculatorPlans(10000, 15);
    expect(plans.every((p) => p.apr === 15)).toBe(true);
    expect(plans.map((p) => p.minApr)).toEqual([0, 4.9, 5.9, 7.9, 8.9, 9.9]);
  });

  it('shows 36 months from $5,000 and 60 months from $8,000; shorter plans always', () => {
    expect(calculatorPlans(3000, 'Lowest').map((p) => p.months)).toEqual([3, 6, 12, 24]);
    expect(calculatorPlans(4999.99, 10).map((p) => p.months)).toEqual([3, 6, 12, 24]);
    expect(calculatorPlans(5000, 10).map((p) => p.months)).toEqual([3, 6, 12, 24, 36]);
    expect(calculatorPlans(7999.99, 10).map((p) => p.months)).toEqual([3, 6, 12, 24, 36]);
    expect(calculatorPlans(8000, 10).map((p) => p.months)).toEqual([3, 6, 12, 24, 36, 60]);
  });

  it('estimates with the same math as the offers (default $3,000: 3 months at 0% is $1,000.00 a month)', () => {
    const [three, , twelve] = calculatorPlans(3000, 'Lowest');
    expect(three).toEqual({ id: 'plan-3', months: 3, amount: 1000, interest: 0, apr: 0, minApr: 0 });
    const loan = amortize(3000, 5.9, 12);
    expect(twelve).toMatchObject({ amount: loan.monthlyPayment, interest: loan.totalInterest });
  });

  it('has nothing to show for an empty or zero amount', () => {
    expect(calculatorPlans(0, 'Lowest')).toEqual([]);
    expect(calculatorPlans(Number.NaN, 10)).toEqual([]);
  });
});
