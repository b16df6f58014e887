import { describe, expect, it } from 'vitest';
import { normalizeLoanApplication } from '../../../engine/api/normalizeLoanApplication';
import { fullLoanApplicationBody, minimalLoanApplicationBody } from './sampleBodies';

const violationOf = (raw: unknown) => {
  const result = normalizeLoanApplication(raw);
  if (result.ok) throw new Error('expected a contract violation');
  return result.error;
};

describe('normalizeLoanApplication', () => {
  it('keeps every field of a full response and drops fields the engine does not read', () => {
    const result = normalizeLoanApplication(fullLoanApplicationBody);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const state = result.value;
    expect(state.status).toBe('CONDITIONAL_APPROVAL_ACCOUNT_LINKED');
    expect(state.offerLock).toEqual({ declined: false, expired: true });
    expect(state.declineReasonsList).toEqual(['INELIGIBLE_FOR_ADDITIONAL_LOAN']);
    expect(state.cancelReasonsList).toEqual(['SOME_NEW_REASON']);
    expect(state.loanInfoList).toEqual([
      { id: 'la-0002', initToken: 'tok-0002', status: 'DOCUMENTS_SIGNED', amount: 1200, expDate: '2030-02-01', merchantName: 'Summit Roofing' },
    ]);
    expect(state.dataInquiryList[1]).toEqual({
      type: 'BORROWER_PROVIDED_BORROWER_ZIP', prefilledValue: null, errorMessage: 'Invalid zip code', source: null,
    });
    expect(state.prequalStatus).toBe('PREQUALIFIED');
    expect(state.jwt).toEqual({ created: 1700000000, exp: 1700003600, sub: 'cust-9' });
    expect(state).not.toHaveProperty('someFieldTheServerAddedLater');
    expect(state).not.toHaveProperty('merchantId');
  });

  it('fills every default of a minimal response so nothing downstream needs optional chaining', () => {
    const result = normalizeLoanApplication(minimalLoanApplicationBody);
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        loanApplicationId: 'la-0001',
        initToken: 'tok-0001',
        status: 'PENDING',
        dataInquiryList: [],
        loanInfoList: [],
        rejectReasonsList: [],
        declineReasonsList: [],
        cancelReasonsList: [],
        pinVerified: false,
        phoneVerified: false,
        profileFound: false,
        refunded: false,
        lockRequired: false,
        bankVerificationRequired: false,
        moreInfoRequired: false,
        emailVerificationRequired: false,
        initExpired: false,
        loanLimitExceeded: false,
        offerLock: { declined: false, expired: false },
        prequalStatus: 'NOT_FOUND',
        selectedLoanOfferStatus: null,
        autoPaymentsDecision: null,
        serviceCompletionDate: null,
        jwt: null,
      }),
    });
  });

  it('treats nulls from the server like absent fields', () => {
    const result = normalizeLoanApplication({
      ...minimalLoanApplicationBody, offerLock: null, loanInfoList: null, pinVerified: null, prequalStatus: null,
      dataInquiryList: [{ type: 'BORROWER_PROVIDED_AUTH_PIN' }],
    });
    expect(result.ok && result.value).toMatchObject({
      offerLock: { declined: false, expired: false }, loanInfoList: [], pinVerified: false, prequalStatus: 'NOT_FOUND',
      dataInquiryList: [{ type: 'BORROWER_PROVIDED_AUTH_PIN', prefilledValue: null, errorMessage: null, source: null }],
    });
  });

  it('names the pointer when status is not a string', () => {
    expect(violationOf({ ...minimalLoanApplicationBody, status: 7 })).toEqual({
      schema: 'LoanApplication',
      errors: [expect.objectContaining({ pointer: '/status', message: expect.stringMatching(/^\/status must be string/) })],
    });
  });

  it('lists the allowed statuses when the status is unknown', () => {
    const { errors } = violationOf({ ...minimalLoanApplicationBody, status: 'APPROVED' });
    expect(errors).toEqual([{ pointer: '/status', message: expect.stringContaining('/status must be one of PENDING, OFFER_AVAILABLE') }]);
  });

  it('names a missing loanApplicationId', () => {
    const { errors } = violationOf({ initToken: 't', status: 'PENDING' });
    expect(errors).toEqual([{ pointer: '/loanApplicationId', message: '/loanApplicationId is required' }]);
  });

  it('names dataInquiryList when it is not an array', () => {
    const { errors } = violationOf({ ...minimalLoanApplicationBody, dataInquiryList: { type: 'X' } });
    expect(errors).toEqual([{ pointer: '/dataInquiryList', message: '/dataInquiryList must be array or null' }]);
  });

  it('names the entry of a malformed data inquiry', () => {
    const { errors } = violationOf({ ...minimalLoanApplicationBody, dataInquiryList: [{ prefilledValue: 3 }] });
    expect(errors.map((e) => e.pointer)).toEqual(['/dataInquiryList/0/type', '/dataInquiryList/0/prefilledValue']);
  });

  it('rejects a reason that is not a SCREAMING_SNAKE code, saying what would be allowed', () => {
    const { errors } = violationOf({ ...minimalLoanApplicationBody, rejectReasonsList: ['stale app'] });
    expect(errors).toHaveLength(1);
    expect(errors[0]?.pointer).toBe('/rejectReasonsList/0');
    expect(errors[0]?.message).toMatch(/must be one of STALE_APPLICATION, .* or must match/);
  });

  it.each([
    ['an array', []],
    ['null', null],
    ['a string', 'Loan application not found'],
    ['a number', 42],
  ])('reports the root when the body is %s', (_label, body) => {
    const { errors } = violationOf(body);
    expect(errors).toEqual([{ pointer: '', message: '(root) must be object' }]);
  });
});
