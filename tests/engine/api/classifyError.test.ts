import { describe, expect, it } from 'vitest';
import { classifyError, type ErrorClass } from '../../../engine/api/classifyError';
import { MESSAGES } from '../../../sandbox/server/ApiFailure';
import { loadRepoErrorRules } from './loadRepoErrorRules';

const rules = loadRepoErrorRules();

describe('classifyError with flows/errors.yaml', () => {
  it.each<[string | undefined, ErrorClass]>([
    ['Invalid zip code', { kind: 'field', field: 'zip', code: 'invalidZipCode' }],
    ['Invalid zip', { kind: 'field', field: 'zip', code: 'invalidZipCode' }],
    ['Invalid state code', { kind: 'field', field: 'stateCode', code: 'invalidStateCode' }],
    ['Loan application not found', { kind: 'expired' }],
    ['Loan application not found for id L1', { kind: 'expired' }],
    ['Provided ssn4 does not match', { kind: 'field', field: 'ssn4', code: 'ssn4DoesNotMatch' }],
    ['ssn4 is required to sign', { kind: 'field', field: 'ssn4', code: 'ssn4DoesNotMatch' }],
    ['You must accept the terms to continue', { kind: 'field', field: 'ssn4', code: 'acceptTermsToSign' }],
    ['Account lockout: too many attempts', { kind: 'lockout' }],
    ['Too many wrong ssn4 tries: lockout for 60 minutes. Try again later.', { kind: 'lockout' }],
    ['Too many different phone numbers for this link: lockout for 42 minutes. Try again later.', { kind: 'lockout' }],
    ['Mobile number does not match the number on file: a returning borrower verifies the phone we already have', { kind: 'field', field: 'phone', code: 'phoneNotOnFile' }],
    ['Email does not match the email on the application', { kind: 'field', field: 'verifiedEmail', code: 'emailDoesNotMatch' }],
    [MESSAGES.resendTooSoon(27), { kind: 'screen', code: 'codeRequestedTooSoon' }],
    [MESSAGES.lockout(60), { kind: 'lockout' }],
    ['Token has expired', { kind: 'inactivity' }],
    ['JWT error: Token has expired', { kind: 'inactivity' }],
    ['Unauthorized.', { kind: 'inactivity' }],
    ['Something else broke', { kind: 'general' }],
    [undefined, { kind: 'general' }],
  ])('%s', (message, expected) => {
    expect(classifyError(message, rules)).toEqual(expected);
  });

  it.each([
    ['a zip prefix elsewhere in the text', 'The value is Invalid zip'],
    ['a different case', 'invalid zip code'],
    ['SSN4 upper-case', 'SSN4 mismatch'],
    ['Unauthorized without the period', 'Unauthorized'],
    ['Lockout capitalised', 'Lockout'],
  ])('does not match %s', (_label, message) => {
    expect(classifyError(message, rules)).toEqual({ kind: 'general' });
  });

  it('lets the first matching rule win', () => {
    expect(classifyError('Invalid zip: Unauthorized.', rules)).toMatchObject({ kind: 'field', field: 'zip' });
    expect(classifyError('Invalid zip: lockout', rules)).toEqual({ kind: 'lockout' });
    expect(classifyError('x', [
      { match: { equals: 'x' }, kind: 'lockout' },
      { match: { contains: 'x' }, kind: 'expired' },
    ])).toEqual({ kind: 'lockout' });
  });

  it('matches equals only on the whole message', () => {
    const equalsRules = [{ match: { equals: 'Unauthorized.' }, kind: 'inactivity' as const }];
    expect(classifyError('Unauthorized.', equalsRules)).toEqual({ kind: 'inactivity' });
    expect(classifyError('Unauthorized. Log in again', equalsRules)).toEqual({ kind: 'general' });
  });
});
