import { describe, expect, it } from 'vitest';
import { normalizeOffers } from '../../../engine/api/normalizeOffers';
import { offer } from './sampleBodies';

describe('normalizeOffers', () => {
  it('lists plans shortest term first, whatever order the server used', () => {
    const result = normalizeOffers({ loanOfferDetailsList: [offer('c', 24), offer('a', 3), offer('d', 60), offer('b', 12)] });
    expect(result.ok && result.value.map((p) => [p.id, p.loanTermMonths])).toEqual([['a', 3], ['b', 12], ['c', 24], ['d', 60]]);
  });

  it('fills disclosure defaults and keeps the disclosure when the server sends it', () => {
    const result = normalizeOffers({
      loanOfferDetailsList: [
        offer('a', 6),
        offer('b', 12, { status: 'SELECTED', truthInLending: 'JVBERi0=', truthInLendingID: 'til-1', skipFree: true, extra: 1 }),
      ],
    });
    expect(result.ok && result.value).toEqual([
      expect.objectContaining({ id: 'a', status: null, truthInLending: null, truthInLendingID: null, skipFree: false }),
      expect.objectContaining({ id: 'b', status: 'SELECTED', truthInLending: 'JVBERi0=', truthInLendingID: 'til-1', skipFree: true }),
    ]);
    expect(result.ok && result.value[1]).not.toHaveProperty('extra');
  });

  it('accepts an empty plan list', () => {
    expect(normalizeOffers({ loanOfferDetailsList: [] })).toEqual({ ok: true, value: [] });
  });

  it('names the plan and field that break the contract', () => {
    const result = normalizeOffers({ loanOfferDetailsList: [offer('a', 3), offer('b', 6, { monthlyPayment: '500.00' })] });
    expect(result).toEqual({
      ok: false,
      error: { schema: 'LoanOffersResponse', errors: [{ pointer: '/loanOfferDetailsList/1/monthlyPayment', message: '/loanOfferDetailsList/1/monthlyPayment must be number' }] },
    });
  });

  it('rejects a bare array: the contract wraps plans in loanOfferDetailsList', () => {
    const result = normalizeOffers([offer('a', 3)]);
    expect(!result.ok && result.error.errors).toEqual([{ pointer: '', message: '(root) must be object' }]);
  });
});
