import { describe, expect, it } from 'vitest';
import { scrubProperties } from '../../../src/analytics/scrubProperties';

describe('scrubProperties: analytics never carries personal data', () => {
  it('keeps plain product facts', () => {
    expect(scrubProperties({ page: 'choose_plan', errorMsg: 'Invalid zip code', progress: 40, agreed: true })).toEqual({
      page: 'choose_plan', errorMsg: 'Invalid zip code', progress: 40, agreed: true,
    });
  });

  it('drops properties named like personal fields, whatever their value', () => {
    const kept = scrubProperties({ ssn: 'x', ssn4: 'x', dob: 'x', annualIncomeBeforeTaxes: 'x', mobileNumber: 'x', phone: 'x', email: 'x', verifiedEmail: 'x', streetAddress1: 'x', homeAddress: 'x', zip: 'x', firstName: 'x', token: 'x', page: 'entry' });
    expect(kept).toEqual({ page: 'entry' });
  });

  it('drops values that look like an email address or hold 4 or more digits in a row', () => {
    const kept = scrubProperties({ a: 'pat@example.com', b: 'call 555-0100', c: 'code 1234', d: 'ssn 123-45-6789', e: 45000, f: 'Job 12 failed', g: 'x' });
    expect(kept).toEqual({ f: 'Job 12 failed', g: 'x' });
  });

  it('drops objects and other values that are not plain text, numbers or flags', () => {
    expect(scrubProperties({ nested: { ssn: '1' }, list: ['a'], nothing: null, page: 'pin' })).toEqual({ page: 'pin' });
  });
});
