import { describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { buildContractAjv, getContractValidator, loadContract } from '../../../schemas/api/contract';

const contract = loadContract();

// Every call of section 7 of both spec documents, with the paths chosen where the spec shows none.
const SECTION_7_CALLS = [
  ['get', '/loanapplications/{id}'],
  ['patch', '/loanapplications/{id}'],
  ['get', '/loanapplications/{id}/offers'],
  ['get', '/loanapplications/{id}/offers/{offerId}'],
  ['patch', '/loanapplications/{id}/offers/{offerId}'],
  ['post', '/loanapplications/{id}/offers/{offerId}/lock'],
  ['post', '/loanapplications/{id}/paymentaccounts'],
  ['post', '/loanapplications/{id}/autopay'],
  ['post', '/borrowerlinktoken'],
  ['post', '/loanapplications/{id}/documentscontent'],
  ['post', '/loanapplications/{id}/documents/{documentId}/delivery'],
  ['post', '/checkbox'],
  ['post', '/zip'],
  ['post', '/loanapplications/{id}/confirmation'],
  ['get', '/loanapplications/{id}/persona-inquiries'],
  ['post', '/prequals/{signupId}/{prequalId}'],
  ['get', '/prequals/{signupId}/{prequalId}'],
  ['get', '/prequals/{applicationId}'],
  ['patch', '/prequals/{applicationId}'],
  ['get', '/autocomplete'],
  ['post', '/plaid/registration'],
  ['post', '/plaid/registrationlist'],
  ['post', '/plaid/pi'],
  ['post', '/plaid/income'],
  ['post', '/plaid/account'],
  ['post', '/plaid/balance'],
  ['get', '/jobs/{jobId}'],
] as const;

type Operation = { parameters?: { $ref?: string; name?: string; in?: string }[]; responses: Record<string, { headers?: Record<string, unknown> }> };
const operation = (method: string, path: string): Operation => contract.paths[path]?.[method] as Operation;

describe('the API contract (schemas/api/openapi.yaml)', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(contract));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('says the sandbox serves this same contract, under /api', () => {
    expect(contract.info.description).toMatch(/sandbox.*serves this same contract/i);
    expect(contract.servers).toEqual([{ url: '/api' }]);
  });

  it.each(SECTION_7_CALLS)('has %s %s', (method, path) => {
    expect(operation(method, path), `${method.toUpperCase()} ${path} missing from openapi.yaml`).toBeDefined();
  });

  it('marks the paths the spec does not show as chosen', () => {
    for (const [method, path] of [['post', '/loanapplications/{id}/autopay'], ['post', '/prequals/{signupId}/{prequalId}'], ['get', '/prequals/{signupId}/{prequalId}']] as const) {
      expect(JSON.stringify(operation(method, path)), path).toMatch(/not shown in the spec/);
    }
    expect(JSON.stringify(operation('patch', '/loanapplications/{id}'))).toMatch(/verifiedEmail.*not shown in the spec/);
  });

  it('sends the refreshed session token header on GET /loanapplications/{id}', () => {
    expect(operation('get', '/loanapplications/{id}').responses['200']?.headers).toHaveProperty('X-Session-Token');
  });

  it('requires an Idempotency-Key on confirmation and offer lock', () => {
    const idempotency = contract.components.parameters as Record<string, { name: string; in: string; required: boolean }>;
    expect(idempotency.IdempotencyKey).toMatchObject({ name: 'Idempotency-Key', in: 'header', required: true });
    for (const path of ['/loanapplications/{id}/confirmation', '/loanapplications/{id}/offers/{offerId}/lock']) {
      expect(operation('post', path).parameters).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
    }
  });

  it('answers GET /jobs/{jobId} with 202 Job while running and 200 when done', () => {
    const responses = operation('get', '/jobs/{jobId}').responses;
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['200', '202']));
    const job = getContractValidator(buildContractAjv(), 'Job');
    expect(job({ jobId: 'j-1', status: 'PENDING' })).toBe(true);
    expect(job({ status: 'PENDING' })).toBe(false);
  });

  it('compiles every component schema in strict mode', () => {
    const ajv = buildContractAjv();
    for (const name of Object.keys(contract.components.schemas)) {
      expect(() => getContractValidator(ajv, `#/components/schemas/${name}`), name).not.toThrow();
    }
  });
});

describe('request bodies (what the sandbox validates)', () => {
  const ajv = buildContractAjv();

  it('accepts borrower data and rejects fields the contract does not list', () => {
    const patch = getContractValidator(ajv, 'PatchLoanApplication');
    expect(patch({ firstName: 'Pat', dob: '1990-04-05', annualIncomeBeforeTaxes: 52000, zip: '94107', ssn4: '1234', termsOfServiceAccepted: true })).toBe(true);
    expect(patch({ verifiedEmail: 'pat@example.com', serviceCompletionProvidedByBorrower: null, checkLoanLimit: true, applyProfile: false })).toBe(true);
    expect(patch({ sessionExpired: true })).toBe(true);
    expect(patch({ firstName: 'Pat', favouriteColour: 'blue' })).toBe(false);
    expect(patch.errors?.[0]).toMatchObject({ keyword: 'additionalProperties', params: { additionalProperty: 'favouriteColour' } });
  });

  it('rejects malformed borrower values', () => {
    const patch = getContractValidator(ajv, 'PatchLoanApplication');
    expect(patch({ zip: '9410' })).toBe(false);
    expect(patch({ dob: '04/05/1990' })).toBe(false);
    expect(patch({ mobileNumber: '5555550123' })).toBe(false);
    expect(patch({ email: 'not-an-email' })).toBe(false);
  });

  it('checks the offer, confirmation, autopay, link token, checkbox and zip bodies', () => {
    expect(getContractValidator(ajv, 'PatchLoanOffer')({ status: 'TILA_ACCEPTED', ssn4: '1234', loanAgreementAccepted: true })).toBe(true);
    expect(getContractValidator(ajv, 'PatchLoanOffer')({ status: 'CONVERTED' })).toBe(false);
    expect(getContractValidator(ajv, 'ConfirmationRequest')({ answer: 'YES' })).toBe(true);
    expect(getContractValidator(ajv, 'ConfirmationRequest')({ answer: 'MAYBE' })).toBe(false);
    expect(getContractValidator(ajv, 'AutopayRequest')({ offerId: 'o', autoPaymentsDecision: 'DISABLED' })).toBe(true);
    expect(getContractValidator(ajv, 'LinkTokenRequest')({ loanApplicationId: 'la', plaidProducts: ['AUTH'] })).toBe(true);
    expect(getContractValidator(ajv, 'LinkTokenRequest')({ plaidProducts: ['AUTH'] })).toBe(false);
    expect(getContractValidator(ajv, 'CheckboxEvent')({
      loanID: 'la', checkboxOrigin: 'ALMOST_DONE_PAGE', selectionType: 'CHECKED', timestamp: 1700000000000, selectionData: { loanOfferId: 'o' },
    })).toBe(true);
    expect(getContractValidator(ajv, 'ZipRequest')({ zip: '94107' })).toBe(true);
    expect(getContractValidator(ajv, 'EmptyBody')({ anything: 1 })).toBe(false);
    expect(getContractValidator(ajv, 'PaymentAccountRequest')({
      plaidToken: 'public-sandbox-1', offerId: 'o', accounts: [{ id: 'acc', mask: '0000' }], institution: { id: 'ins_1', name: 'First Bank' }, autoPaymentsDecision: 'ENABLED',
    })).toBe(true);
  });
});
