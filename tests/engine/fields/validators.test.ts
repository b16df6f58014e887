import { describe, expect, it } from 'vitest';
import type { ValidationContext } from '../../../engine/fields/ValidationContext';
import { validators } from '../../../engine/fields/registry';

// Saturday 21 November 2026, mid-afternoon local time.
const today = new Date(2026, 10, 21, 15, 30);
const ctx: ValidationContext = { today };

type Row = [value: unknown, code: string | null];
function table(name: keyof typeof validators, rows: Row[], context: ValidationContext = ctx) {
  const validate = validators[name] as (value: unknown, ctx: ValidationContext) => { code: string } | null;
  it.each(rows)(`${name}: %j -> %s`, (value, code) => {
    expect(validate(value, context)?.code ?? null).toBe(code);
  });
}

describe('names', () => {
  table('firstName', [
    ['', 'enterFirstName'], ['   ', 'enterFirstName'], [null, 'enterFirstName'],
    ['A', 'twoLettersMinimum'], ['J.', 'twoLettersMinimum'], ['Al', null], ["O'Neil", null], ['José', null],
    ['R2D2', 'nameInvalidCharacters'],
  ]);
  table('lastName', [['', 'enterLastName'], ['B', 'twoLettersMinimum'], ['Smith-Jones', null]]);
});

describe('email', () => {
  table('email', [
    ['', 'enterEmailAddress'],
    ['ann', 'invalidEmailAddress'], ['ann@', 'invalidEmailAddress'], ['ann@example', 'invalidEmailAddress'],
    ['ann example@x.com', 'invalidEmailAddress'], ['@example.com', 'invalidEmailAddress'],
    ['ann@example.con', 'invalidEmailDomain'], ['ann@example.comm', 'invalidEmailDomain'],
    ['ann@example.com', null], ['ann.lee+loans@mail.example.co.uk', null], [' ann@example.io ', null], ['A@EXAMPLE.COM', null],
  ]);
});

describe('zip', () => {
  table('zip', [['', 'enterZip'], ['9410', 'zipMustBe5Digits'], ['94107', null], ['941071', 'zipMustBe5Digits'], ['9410a', 'zipMustBe5Digits']]);
});

describe('ssn and ssn4', () => {
  table('ssn', [['', 'enterSsn'], ['123-45-6789', null], ['123456789', null], ['12345678', 'ssnMustBe9Digits'], ['1234567890', 'ssnMustBe9Digits']]);
  table('ssn4', [['', 'enterLast4Ssn'], ['123', 'ssn4MustBe4Digits'], ['12345', 'ssn4MustBe4Digits'], ['12a4', 'ssn4MustBe4Digits'], ['0000', 'invalidSsn4'], ['0001', null], ['1234', null]]);
  table('ssn4Masked', [['•••-••-', 'enterLast4Ssn'], ['•••-••-12', 'ssn4MustBe4Digits'], ['•••-••-0000', 'invalidSsn4'], ['•••-••-1234', null], ['1234', null]]);
});

describe('address', () => {
  table('streetAddress1', [
    ['', 'enterAddress'], ['123', 'invalidAddress'], ['123 #-/', 'invalidAddress'],
    ['123 Main St', null], ['1 Rue de l’Église', 'unsupportedSymbols'], ['123 Main St <b>', 'unsupportedSymbols'],
  ]);
  table('addressSecondary', [['', null], ['Apt 4B', null], ['#12', null], ['Ste @5', 'unsupportedSymbols']]);
  table('city', [['', 'enterCity'], ['San Francisco', null], ["Coeur d'Alene", null], ['Reno$', 'unsupportedSymbols']]);
  table('stateCode', [['', 'enterState'], ['CA', null], ['ca', null], ['DC', null], ['PR', null], ['GU', null], ['XX', 'invalidState'], ['C', 'invalidState'], ['AE', 'invalidState']]);
});

describe('income (minimum 10,000 whole dollars)', () => {
  table('income', [
    ['', 'enterIncome'], ['$', 'enterIncome'],
    ['9999', 'incomeBelowMinimum'], ['10000', null], ['$9,999.99', 'incomeBelowMinimum'], ['$10,000.99', null], ['$10,000', null],
    ['.5', 'incomeBelowMinimum'], ['1.2.3', 'invalidIncome'], ['ten thousand', 'invalidIncome'], ['-20000', 'invalidIncome'],
  ]);
});

describe('phone and pin', () => {
  table('mobilePhone', [
    ['', 'enterMobileNumber'],
    ['555123456', 'invalidMobileNumber'], ['5551234567', null], ['555-123-4567', null], ['(555) 123-4567', null],
    ['15551234567', null], ['1-555-123-4567', null], ['+1 (555) 123-4567', null],
    ['25551234567', 'invalidMobileNumber'], ['155512345678', 'invalidMobileNumber'], ['555123456x', 'invalidMobileNumber'],
  ]);
  table('pin', [['', 'enterVerificationCode'], ['123', 'invalidVerificationCode'], ['1234', null], ['12345', 'invalidVerificationCode']]);
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
  table('dobMonth', [['', 'enterDateOfBirth'], ['0', 'invalidDateOfBirth'], ['1', null], ['12', null], ['13', 'invalidDateOfBirth']]);
  table('dobDay', [['', 'enterDateOfBirth'], ['00', 'invalidDateOfBirth'], ['31', null], ['32', 'invalidDateOfBirth']]);
  table('dobYear', [['', 'enterDateOfBirth'], ['199', 'invalidDateOfBirth'], ['1990', null]]);
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
  table('calculatorAmount', [['', 'calculatorAmountOutOfRange'], ['499', 'calculatorAmountOutOfRange'], ['500', null], ['$25,000', null], ['25001', 'calculatorAmountOutOfRange'], ['1.5', 'wholeDollarsOnly']]);
});

describe('business and bank identifiers', () => {
  table('ein', [['', 'enterEin'], ['12-3456789', null], ['123456789', null], ['12-345678', 'einMustBe9Digits']]);
  table('routingNumber', [['', 'enterRoutingNumber'], ['011000015', null], ['01100001', 'routingNumberMustBe9Digits'], ['0110000150', 'routingNumberMustBe9Digits']]);
  table('accountNumber', [['', 'enterAccountNumber'], ['123', 'accountNumberMustBe4To17Digits'], ['1234', null], ['12345678901234567', null], ['123456789012345678', 'accountNumberMustBe4To17Digits']]);
  table('ownership', [['', 'enterOwnership'], ['0', 'invalidOwnership'], ['1', null], ['100%', null], ['101', 'invalidOwnership'], ['5.5', 'invalidOwnership']]);
});

describe('free text', () => {
  table('safeText', [['', null], ["Bob's Roofing & Sons (LLC) #2 - 50% off!", null], ['a@b', 'unsupportedSymbols']]);
  table('safeText', [[' ', 'required']], { today, required: true });
  it('lists each unsupported symbol once, in the order typed', () => {
    expect(validators.safeText('a<b>c<$', ctx)).toEqual({ code: 'unsupportedSymbols', params: { chars: '< > $' } });
  });
  table('businessLegalName', [['', 'enterBusinessLegalName'], ['Acme Roofing LLC', null], ['A'.repeat(120), null], ['A'.repeat(121), 'tooLong'], ['Acme <LLC>', 'unsupportedSymbols']]);
  table('doingBusinessAs', [['', null], ['  ab  ', 'atLeast3Characters'], ['abc', null], ['A'.repeat(121), 'tooLong'], ['Acme@Home', 'unsupportedSymbols']]);
  table('website', [
    ['', null], ['example.com', null], ['www.example.com', null], ['https://www.example.com/shop?x=1', null], ['http://sub.example.co.uk', null],
    ['example', 'invalidWebsite'], ['ftp://example.com', 'invalidWebsite'], ['exa mple.com', 'invalidWebsite'],
  ]);
  table('employer', [['', 'enterEmployer'], ['  ', 'enterEmployer'], ['Acme', null]]);
  table('industry', [['', 'enterIndustry'], ['   ', 'enterIndustry'], ['Roofing', null], ['Roofing <x>', 'unsupportedSymbols']]);
});

describe('required override from the screen', () => {
  it('lets a screen make an optional field required, or a required one optional', () => {
    expect(validators.addressSecondary('', { today, required: true })?.code).toBe('enterAddressSecondary');
    expect(validators.firstName('', { today, required: false })).toBeNull();
    expect(validators.dob({ month: '', day: '', year: '' }, { today, required: false })).toBeNull();
  });
});
