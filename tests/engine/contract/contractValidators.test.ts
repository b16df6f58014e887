import { describe, expect, it } from 'vitest';
import { contractValidators } from '../../../engine/api/contractValidators';

describe('contractValidators', () => {
  it('accepts a running job and names what is wrong with a broken one', () => {
    expect(contractValidators.Job({ jobId: 'j-1', status: 'PENDING' })).toEqual({ ok: true, value: { jobId: 'j-1', status: 'PENDING' } });
    expect(contractValidators.Job({ jobId: 5 })).toEqual({
      ok: false,
      error: { schema: 'Job', errors: [{ pointer: '/status', message: '/status is required' }, { pointer: '/jobId', message: '/jobId must be string' }] },
    });
  });

  it('checks the link token, confirmation and identity answers', () => {
    expect(contractValidators.LinkTokenResponse({ linkToken: 'link-sandbox-1' }).ok).toBe(true);
    expect(contractValidators.LinkTokenResponse({}).ok).toBe(false);
    expect(contractValidators.ConfirmationResponse({ newStatus: 'OFFER_CONVERTED', newFirstPaymentDue: 1893456000000, serviceCompletionDate: '2030-01-15' }).ok).toBe(true);
    expect(contractValidators.ConfirmationResponse({ newStatus: 'DONE' }).ok).toBe(false);
    expect(contractValidators.PersonaInquiries({ templateId: 'tmpl', activeInquiry: { id: 'inq', sessionToken: null }, anySubmitted: false, anyFailed: false, piiData: null }).ok).toBe(true);
  });

  it('describes a nullable object of the wrong kind as alternatives', () => {
    const result = contractValidators.LoanApplication({ loanApplicationId: 'a', initToken: 'b', status: 'PENDING', offerLock: 'declined' });
    expect(!result.ok && result.error.errors).toEqual([{ pointer: '/offerLock', message: '/offerLock must be object or must be null' }]);
  });

  it('escapes property names in pointers', () => {
    const result = contractValidators.LinkTokenResponse({ linkToken: 'x', expiration: 1 });
    expect(!result.ok && result.error.errors[0]?.pointer).toBe('/expiration');
    const missing = contractValidators.AddressSuggestions({ suggestions: [{ city: 'X', state: 'CA', zipcode: '94107' }] });
    expect(!missing.ok && missing.error.errors).toEqual([{ pointer: '/suggestions/0/street_line', message: '/suggestions/0/street_line is required' }]);
  });
});
