import { describe, expect, it } from 'vitest';
import type { ValidationContext } from '../../../engine/fields/ValidationContext';
import { validators } from '../../../engine/fields/registry';

// The rules JSON Schema cannot say, behind the forms' x-rules (engine/forms/formRules.ts); the rest is in the
// schemas (tests/engine/forms/formIssues.test.ts). Saturday 21 November 2026, mid-afternoon local time.
const today = new Date(2026, 10, 21, 15, 30);
const ctx: ValidationContext = { today };

type Row = [value: unknown, code: string | null];
function table(name: keyof typeof validators, rows: Row[], context: ValidationContext = ctx) {
  const validate = validators[name] as (value: unknown, ctx: ValidationContext) => { code: string } | null;
  it.each(rows)(`${name}: %j -> %s`, (value, code) => {
    expect(validate(value, context)?.code ?? null).toBe(code);
  });
}

describe('email', () => {
  table('email', [
    ['', 'enterEmailAddress'],
    ['ann', 'invalidEmailAddress'], ['ann@', 'invalidEmailAddress'], ['ann@example', 'invalidEmailAddress'],
    ['ann example@x.com', 'invalidEmailAddress'], ['@example.com', 'invalidEmailAddress'],
    ['ann@example.con', 'invalidEmailDomain'], ['ann@example.comm', 'invalidEmailDomain'],
    ['ann@example.com', null], ['ann.lee+loans@mail.example.co.uk', null], [' ann@example.io ', null], ['A@EXAMPLE.COM', null],
  ]);
});

describe('address, second line (the schema says the first line, city, state and zip)', () => {
  table('addressSecondary', [['', null], ['Apt 4B', null], ['#12', null], ['Ste @5', 'unsupportedSymbols']]);
});

describe('date of birth (today is 11/21/2026)', () => {
  const dob = (month: string, day: string, year: string) => ({ month, day, year });
  table('dob', [
    [dob('', '', ''), 'enterDateOfBirth'], [null, 'enterDateOfBirth'], [dob('05', '', '1990'), 'enterDateOfBirth'],
    [dob('05', '07', '90'), 'invalidDateOfBirth'], [dob('13', '07', '1990'), 'invalidDateOfBirth'],
    [dob('02', '29', '2023'), 'invalidDateOfBirth'], [dob('02', '29', '2024'), null], [dob('04', '31', '1990'), 'invalidDateOfBirth'],
    [dob('5', '7', '1990'), null], [dob('05', '07', '1990'), null],
    [dob('11', '21', '2026'), null], [dob('11', '22', '2026'), 'dateInFuture'], [dob('01', '01', '2027'), 'dateInFuture'],
    [dob('11', '21', '1906'), 'dateOlderThan120Years'], [dob('11', '22', '1906'), null], [dob('01', '01', '1900'), 'dateOlderThan120Years'],
    ['1990-05-07', null], ['1990-5-7', 'invalidDateOfBirth'], ['', 'enterDateOfBirth'],
  ]);
});

describe('completion date (today 11/21/2026, offer expires 12/15/2026)', () => {
  const withOffer: ValidationContext = { today, offerExpiration: '2026-12-15', vertical: 'HS' };
  table('completionDate', [
    ['', null], ['2026-11-20', 'completionDateInPastJob'], ['2026-11-21', null], ['2026-11-22', null],
    ['2026-12-14', null], ['2026-12-15', 'completionDateAfterOfferExpiration'], ['2027-01-01', 'completionDateAfterOfferExpiration'],
    ['2026-13-01', 'invalidDate'], ['tomorrow', 'invalidDate'],
  ], withOffer);
  table('completionDate', [['2026-11-20', 'completionDateInPastService']], { today, vertical: 'LG' });
  table('completionDate', [['2026-11-20', 'completionDateInPastJob'], ['2030-01-01', null]], { today });
  table('completionDate', [['', 'enterCompletionDate']], { today, required: true });

  it('names the offer expiration date as MM/DD/YYYY', () => {
    expect(validators.completionDate('2026-12-20', withOffer)).toEqual({
      code: 'completionDateAfterOfferExpiration',
      params: { date: '12/15/2026' },
    });
  });
});

describe('amounts', () => {
  const max = { today, maxAmount: 12000 };
  table('requestedAmount', [['', 'amountOutOfRange'], ['499', 'amountOutOfRange'], ['500', null], ['$12,000', null], ['12001', 'amountOutOfRange'], ['600.50', 'wholeDollarsOnly']], max);
  table('requestedAmount', [['499', 'amountBelowMinimum'], ['1000000', null]]);
  it('tells the prequalified maximum in dollars', () => {
    expect(validators.requestedAmount('20000', max)).toEqual({ code: 'amountOutOfRange', params: { max: '$12,000' } });
  });
});

describe('free text', () => {
  table('safeText', [['', null], ["Bob's Roofing & Sons (LLC) #2 - 50% off!", null], ['a@b', 'unsupportedSymbols']]);
  table('safeText', [[' ', 'required']], { today, required: true });
  it('lists each unsupported symbol once, in the order typed', () => {
    expect(validators.safeText('a<b>c<$', ctx)).toEqual({ code: 'unsupportedSymbols', params: { chars: '< > $' } });
  });
});

describe('required override from the screen', () => {
  it('lets a screen make an optional field required, or a required one optional', () => {
    expect(validators.addressSecondary('', { today, required: true })?.code).toBe('enterAddressSecondary');
    expect(validators.dob({ month: '', day: '', year: '' }, { today, required: false })).toBeNull();
  });
});
