import { describe, expect, it } from 'vitest';
import { normalizePrequal } from '../../../engine/api/normalizePrequal';
import { minimalPrequalBody, offer } from './sampleBodies';

describe('normalizePrequal', () => {
  it('fills defaults for a minimal prequal: NOT_FOUND, empty lists, an offer with no plans', () => {
    expect(normalizePrequal(minimalPrequalBody)).toEqual({
      ok: true,
      value: {
        applicationId: 'pq-1', signupId: null, prequalId: null, status: 'PENDING', prequalStatus: 'NOT_FOUND',
        dataInquiryList: [], maximumLoanAmount: null, requestedLoanAmount: null, merchantName: null,
        offer: { loanOfferDetailsList: [] }, expiresInDays: null, expDate: null, selectedOfferId: null,
        personalDataProvided: false, parentId: null, mobileNumber: null, firstName: null,
        adverseAction: null, h5CreditScoreDisclosure: null,
      },
    });
  });

  it('keeps a full prequal with plans sorted by term and unknown fields dropped', () => {
    const result = normalizePrequal({
      ...minimalPrequalBody,
      status: 'OFFER_AVAILABLE',
      prequalStatus: 'PREQUALIFIED',
      maximumLoanAmount: 15000,
      requestedLoanAmount: 9000,
      expiresInDays: 14,
      expDate: '2030-03-01',
      selectedOfferId: 'p12',
      personalDataProvided: true,
      parentId: 'parent-1',
      offer: { loanOfferDetailsList: [offer('p36', 36), offer('p12', 12, { truthInLending: 'JVBERi0=' })] },
      dataInquiryList: [{ type: 'BORROWER_PROVIDED_BORROWER_ADDRESS', prefilledValue: null }],
      somethingNew: 'x',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.offer?.loanOfferDetailsList.map((p) => p.id)).toEqual(['p12', 'p36']);
    expect(result.value.offer?.loanOfferDetailsList[0]).not.toHaveProperty('truthInLending');
    expect(result.value).toMatchObject({ prequalStatus: 'PREQUALIFIED', maximumLoanAmount: 15000, personalDataProvided: true });
    expect(result.value.dataInquiryList).toEqual([
      { type: 'BORROWER_PROVIDED_BORROWER_ADDRESS', prefilledValue: null, errorMessage: null, source: null },
    ]);
    expect(result.value).not.toHaveProperty('somethingNew');
  });

  it('keeps a declined prequal\'s adverse action notice and credit score disclosure PDFs', () => {
    const result = normalizePrequal({ ...minimalPrequalBody, status: 'DECLINED', adverseAction: 'JVBERi0xLjc=', h5CreditScoreDisclosure: 'JVBERi0xLjY=' });
    expect(result.ok && result.value).toMatchObject({ adverseAction: 'JVBERi0xLjc=', h5CreditScoreDisclosure: 'JVBERi0xLjY=' });
    const without = normalizePrequal({ ...minimalPrequalBody, status: 'DECLINED', adverseAction: '', h5CreditScoreDisclosure: null });
    expect(without.ok && without.value).toMatchObject({ adverseAction: null, h5CreditScoreDisclosure: null });
  });

  it('accepts a CANCELED prequal status', () => {
    const result = normalizePrequal({ ...minimalPrequalBody, prequalStatus: 'CANCELED' });
    expect(result.ok && result.value.prequalStatus).toBe('CANCELED');
  });

  it('names the pointer of each contract break', () => {
    const result = normalizePrequal({ status: 'WAITING', maximumLoanAmount: '15000' });
    expect(!result.ok && result.error).toEqual({
      schema: 'Prequal',
      errors: [
        { pointer: '/applicationId', message: '/applicationId is required' },
        { pointer: '/status', message: expect.stringContaining('/status must be one of PENDING') },
        { pointer: '/maximumLoanAmount', message: '/maximumLoanAmount must be number or null' },
      ],
    });
  });

  it.each([[null], ['PENDING'], [[minimalPrequalBody]]])('reports the root when the body is %j', (body) => {
    const result = normalizePrequal(body);
    expect(!result.ok && result.error.errors).toEqual([{ pointer: '', message: '(root) must be object' }]);
  });
});
