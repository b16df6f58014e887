import { describe, expect, it } from 'vitest';
import { normalizeLoanApplication } from '../../../engine/api/normalizeLoanApplication';
import { minimalLoanApplicationBody } from './sampleBodies';

// The receipt dates the first payment from the settlement date (engine/finance/loanReceipt.ts), so the state keeps it.
describe('normalizeLoanApplication: settlementDate', () => {
  it('keeps the date the money is released, and null while it is held', () => {
    const settled = normalizeLoanApplication({ ...minimalLoanApplicationBody, status: 'OFFER_CONVERTED', settlementDate: '2026-11-23' });
    expect(settled.ok && settled.value.settlementDate).toBe('2026-11-23');
    const held = normalizeLoanApplication({ ...minimalLoanApplicationBody, status: 'OFFER_CONVERTED' });
    expect(held.ok && held.value.settlementDate).toBeNull();
  });
});
