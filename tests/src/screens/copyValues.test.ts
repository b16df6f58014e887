import { describe, expect, it } from 'vitest';
import { copyNames, type CopyValueName } from '../../../engine/content/copyNames';
import { copyValues } from '../../../engine/content/copyValues';
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

  it('gives copy exactly the names flows:check holds copy to (engine/content/copyNames.ts), no more, no fewer', () => {
    expect(Object.keys(copyValues(site, null, null)).sort()).toEqual(Object.keys(copyNames.everyScreen).sort());
  });

  it('cannot drift from the list at compile time: a name left out or one the list lacks is a type error', () => {
    const all = copyValues(site, loanWith(), null);
    const { phoneLast4: _left, ...withoutOne } = all;
    // @ts-expect-error phoneLast4 is on the list, so values without it are not the values copy may name
    const missing: Record<CopyValueName, unknown> = withoutOne;
    // @ts-expect-error a name the list does not have
    const extra: Record<CopyValueName, unknown> = { ...all, nickname: 'Jo' };
    expect([missing, extra].every((v) => 'lenderName' in v)).toBe(true);
  });
});
