import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildOffers } from '../../../sandbox/domain/offers';
import { schedule } from '../../../sandbox/domain/schedule';
import { PERSONAS } from '../../../sandbox/domain/types';

const release = new Date('2025-03-10T15:00:00Z');
const months = (amount: number) => buildOffers({ loanAppId: 'L1', amount, releaseDate: release }).map((o) => o.loanTermMonths);
const cents = (dollars: number) => Math.round(dollars * 100);

describe('buildOffers', () => {
  it('offers 3, 6, 12 and 24 months below $5,000, sorted by months', () => {
    expect(months(4999.99)).toEqual([3, 6, 12, 24]);
    expect(months(500)).toEqual([3, 6, 12, 24]);
  });

  it('adds 36 months from $5,000 and 60 months from $8,000', () => {
    expect(months(5000)).toEqual([3, 6, 12, 24, 36]);
    expect(months(7999.99)).toEqual([3, 6, 12, 24, 36]);
    expect(months(8000)).toEqual([3, 6, 12, 24, 36, 60]);
    expect(months(25000)).toEqual([3, 6, 12, 24, 36, 60]);
  });

  it('uses the documented APR schedule: 0, 4.99, 5.99, 9.99, 14.99, 19.99', () => {
    const rates = buildOffers({ loanAppId: 'L1', amount: 9000, releaseDate: release }).map((o) => [o.loanTermMonths, o.interestRate]);
    expect(rates).toEqual([[3, 0], [6, 4.99], [12, 5.99], [24, 9.99], [36, 14.99], [60, 19.99]]);
  });

  it('gives stable ids and disclosure ids, AVAILABLE status and the contract fields', () => {
    const [first, second] = buildOffers({ loanAppId: 'abc', amount: 3000, releaseDate: release });
    expect(first).toEqual({
      id: 'abc-3', status: 'AVAILABLE', loanTermMonths: 3, numberOfPayments: 3, interestRate: 0,
      monthlyPayment: 1000, totalPayments: 3000, totalInterest: 0,
      firstPaymentDue: Date.parse('2025-04-10T15:00:00Z'), loanAmount: 3000, truthInLendingID: 'tila-abc-3',
    });
    expect(second?.id).toBe('abc-6');
    expect(buildOffers({ loanAppId: 'abc', amount: 3000, releaseDate: release })).toEqual(buildOffers({ loanAppId: 'abc', amount: 3000, releaseDate: release }));
  });

  it.each([
    ['2025-01-31T12:00:00Z', '2025-02-28T12:00:00Z'],
    ['2024-01-31T12:00:00Z', '2024-02-29T12:00:00Z'],
    ['2025-03-31T00:00:00Z', '2025-04-30T00:00:00Z'],
    ['2025-12-15T08:30:00Z', '2026-01-15T08:30:00Z'],
  ])('first payment for a release on %s is due %s (end-of-month clamp)', (released, due) => {
    const [offer] = buildOffers({ loanAppId: 'L', amount: 1000, releaseDate: new Date(released) });
    expect(offer?.firstPaymentDue).toBe(Date.parse(due));
  });

  it('rounds the amount financed to the cent', () => {
    expect(buildOffers({ loanAppId: 'L', amount: 1234.567, releaseDate: release })[0]?.loanAmount).toBe(1234.57);
  });

  it('makes no offers for personas the lender turns down, nor for a zero amount', () => {
    const turnedDown = ['decline', 'declineConcurrent', 'rejectState', 'rejectAge', 'rejectStale', 'limitExceeded'] as const;
    for (const persona of turnedDown) expect(buildOffers({ loanAppId: 'L', amount: 3000, releaseDate: release, persona })).toEqual([]);
    for (const persona of PERSONAS.filter((p) => !(turnedDown as readonly string[]).includes(p))) {
      expect(buildOffers({ loanAppId: 'L', amount: 3000, releaseDate: release, persona })).toHaveLength(4);
    }
    expect(buildOffers({ loanAppId: 'L', amount: 0, releaseDate: release })).toEqual([]);
  });
});

describe('schedule(offer)', () => {
  it('lists every payment with its due date, the first on firstPaymentDue', () => {
    const offer = buildOffers({ loanAppId: 'L', amount: 1000, releaseDate: new Date('2025-01-31T12:00:00Z') })[0];
    if (!offer) throw new Error('no 3-month offer');
    expect(schedule(offer)).toEqual([
      { number: 1, due: Date.parse('2025-02-28T12:00:00Z'), amount: 333.34, interest: 0, principal: 333.34, balance: 666.66 },
      { number: 2, due: Date.parse('2025-03-28T12:00:00Z'), amount: 333.34, interest: 0, principal: 333.34, balance: 333.32 },
      { number: 3, due: Date.parse('2025-04-28T12:00:00Z'), amount: 333.32, interest: 0, principal: 333.32, balance: 0 },
    ]);
  });

  it('sums to the offer\'s totalPayments and its monthly payment is the offer\'s, for any amount and plan', () => {
    fc.assert(fc.property(fc.integer({ min: 50_000, max: 2_500_000 }), (amountCents) => {
      for (const offer of buildOffers({ loanAppId: 'L', amount: amountCents / 100, releaseDate: release })) {
        const rows = schedule(offer);
        expect(rows).toHaveLength(offer.numberOfPayments);
        expect(rows.reduce((s, r) => s + cents(r.amount), 0)).toBe(cents(offer.totalPayments));
        expect(rows[0]?.amount).toBe(offer.monthlyPayment);
        expect(cents(offer.totalPayments) - cents(offer.loanAmount)).toBe(cents(offer.totalInterest));
        expect(rows.every((r, i) => i === 0 || r.due > (rows[i - 1]?.due ?? 0))).toBe(true);
      }
    }), { numRuns: 150 });
  });
});
