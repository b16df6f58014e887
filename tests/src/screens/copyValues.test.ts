import { describe, expect, it } from 'vitest';
import { copyValues } from '../../../src/screens/copyValues';
import { loanWith, site } from '../components/screenPropsFor';

const profile = [
  { type: 'BORROWER_PROVIDED_BORROWER_FIRST_NAME', prefilledValue: 'Jordan', source: 'PROFILE' },
  { type: 'BORROWER_PROVIDED_BORROWER_LAST_NAME', prefilledValue: 'Rivera', source: 'PROFILE' },
];

describe('copyValues', () => {
  it('greets a returning borrower by the name from their profile before they send any data', () => {
    const values = copyValues(site, loanWith({ firstName: null, lastName: null, dataInquiryList: profile }), null);
    expect(values.firstName).toBe('Jordan');
    expect(values.fullName).toBe('Jordan Rivera');
  });

  it('prefers the name the lender stored for this loan over the profile', () => {
    const values = copyValues(site, loanWith({ firstName: 'Ana', lastName: 'Ortiz', dataInquiryList: profile }), null);
    expect(values.firstName).toBe('Ana');
    expect(values.fullName).toBe('Ana Ortiz');
  });

  it('leaves the name out when nobody knows it', () => {
    expect(copyValues(site, loanWith({ firstName: null, lastName: null }), null).firstName).toBeUndefined();
  });
});
