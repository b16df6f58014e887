import { describe, expect, it } from 'vitest';
import type { ValidationContext } from '../../../engine/fields/ValidationContext';
import { validators } from '../../../engine/fields/registry';

// The rules JSON Schema cannot say, by their x-rules names. Each sees only a value that already passed its schema
// (the schema's side is in tests/engine/forms/formIssues.test.ts). Saturday 21 November 2026, mid-afternoon local time.
const today = new Date(2026, 10, 21, 15, 30);
const ctx: ValidationContext = { today };

type Row = [value: unknown, code: string | null];
function table(name: keyof typeof validators, rows: Row[], context: ValidationContext = ctx, options?: Record<string, unknown>) {
  it.each(rows)(`${name}: %j -> %s`, (value, code) => {
    expect(validators[name](value, context, options)?.code ?? null).toBe(code);
  });
}

describe('emailDomain: a top-level domain that exists', () => {
  table('emailDomain', [
    ['ann@example.con', 'invalidEmailDomain'], ['ann@example.comm', 'invalidEmailDomain'],
    ['ann@example.com', null], ['ann.lee+loans@mail.example.co.uk', null], [' ann@example.io ', null], ['A@EXAMPLE.COM', null],
  ]);
});

describe('addressSecondary: the second address line (the schema says its length)', () => {
  table('addressSecondary', [['Apt 4B', null], ['#12', null], ["Unit 3/4, Bldg. O'Hare", null], ['Ste @5', 'unsupportedSymbols']]);
});

describe('dobRange: a real date, not in the future, under 120 years (today is 11/21/2026)', () => {
  const dob = (dobMonth: string, dobDay: string, dobYear: string) => ({ dobMonth, dobDay, dobYear });
  table('dobRange', [
    [dob('13', '07', '1990'), 'invalidDateOfBirth'], [dob('02', '29', '2023'), 'invalidDateOfBirth'], [dob('02', '29', '2024'), null],
    [dob('04', '31', '1990'), 'invalidDateOfBirth'], [dob('0', '7', '1990'), 'invalidDateOfBirth'],
    [dob('5', '7', '1990'), null], [dob('05', '07', '1990'), null],
    [dob('11', '21', '2026'), null], [dob('11', '22', '2026'), 'dateInFuture'], [dob('01', '01', '2027'), 'dateInFuture'],
    [dob('11', '21', '1906'), 'dateOlderThan120Years'], [dob('11', '22', '1906'), null], [dob('01', '01', '1900'), 'dateOlderThan120Years'],
  ]);
});

describe('minimumAge: old enough to apply in the state the form names (today is 11/21/2026)', () => {
  const dob = (dobMonth: string, dobDay: string, dobYear: string) => ({ dobMonth, dobDay, dobYear });
  // The entry form names its state field (schemas/forms/entry.schema.json: x-ruleOptions minimumAge stateField).
  const stateField = { stateField: 'stateCode' };
  const inState = (stateCode: string): ValidationContext => ({ today, answers: { stateCode } });
  // Without a state (the prequal journey's entry form) and in most states: 18, the birthday itself counting.
  table('minimumAge', [[dob('11', '21', '2008'), null], [dob('11', '22', '2008'), 'tooYoungToApply'], [dob('01', '01', '1990'), null]]);
  table('minimumAge', [[dob('11', '21', '2008'), null], [dob('11', '22', '2008'), 'tooYoungToApply']], inState('IL'), stateField);
  // Alabama and Nebraska: 19; Mississippi: 21 (schemas/forms/config/minimumAge.json).
  table('minimumAge', [[dob('11', '21', '2007'), null], [dob('11', '22', '2007'), 'tooYoungToApply'], [dob('11', '21', '2008'), 'tooYoungToApply']], inState('AL'), stateField);
  table('minimumAge', [[dob('11', '21', '2007'), null], [dob('11', '22', '2007'), 'tooYoungToApply']], inState('ne'), stateField);
  table('minimumAge', [[dob('11', '21', '2005'), null], [dob('11', '22', '2005'), 'tooYoungToApply'], [dob('06', '01', '2006'), 'tooYoungToApply']], inState('MS'), stateField);

  it('names the age the borrower must be, for the message', () => {
    expect(validators.minimumAge(dob('01', '01', '2007'), inState('MS'), stateField)).toEqual({ code: 'tooYoungToApply', params: { age: '21' } });
    expect(validators.minimumAge(dob('01', '01', '2010'), { today })).toEqual({ code: 'tooYoungToApply', params: { age: '18' } });
  });

  it('reads the state from the field the form names, never from a field name of its own', () => {
    const born2007 = dob('01', '01', '2007');
    // A form whose state question is called homeState: Mississippi's 21 applies.
    expect(validators.minimumAge(born2007, { today, answers: { homeState: 'MS' } }, { stateField: 'homeState' })).toEqual({ code: 'tooYoungToApply', params: { age: '21' } });
    // A form that names no state field: 18, whatever its answers are called.
    expect(validators.minimumAge(born2007, inState('MS'))).toBeNull();
    expect(validators.minimumAge(born2007, inState('MS'), { stateField: 'homeState' })).toBeNull();
    // Settings that are not an object (flows:check refuses them) read as none rather than crash.
    expect(validators.minimumAge(born2007, inState('MS'), null as never)).toBeNull();
  });
});

describe('abaRouting: the ABA checksum of a 9-digit routing number (3-7-1 weights)', () => {
  table('abaRouting', [
    ['021000021', null], ['011000015', null], ['121000358', null], ['026009593', null],
    ['123456789', 'routingNumberChecksum'], ['021000022', 'routingNumberChecksum'], ['120000021', 'routingNumberChecksum'],
  ]);
});

describe('completionDate (today 11/21/2026, offer expires 12/15/2026)', () => {
  const withOffer: ValidationContext = { today, offerExpiration: '2026-12-15', vertical: 'HS' };
  table('completionDate', [
    ['2026-11-20', 'completionDateInPastJob'], ['2026-11-21', null], ['2026-11-22', null],
    ['2026-12-14', null], ['2026-12-15', 'completionDateAfterOfferExpiration'], ['2027-01-01', 'completionDateAfterOfferExpiration'],
  ], withOffer);
  table('completionDate', [['2026-11-20', 'completionDateInPastService']], { today, vertical: 'LG' });
  table('completionDate', [['2026-11-20', 'completionDateInPastJob'], ['2030-01-01', null]], { today });

  it('names the offer expiration date as MM/DD/YYYY', () => {
    expect(validators.completionDate('2026-12-20', withOffer)).toEqual({
      code: 'completionDateAfterOfferExpiration',
      params: { date: '12/15/2026' },
    });
  });
});

describe('requestedAmount: no more than the prequalified maximum (the schema says whole dollars from $500)', () => {
  const max = { today, maxAmount: 12000 };
  table('requestedAmount', [[500, null], [12000, null], [12001, 'amountOutOfRange']], max);
  table('requestedAmount', [[1000000, null]]);
  it('tells the prequalified maximum in dollars', () => {
    expect(validators.requestedAmount(20000, max)).toEqual({ code: 'amountOutOfRange', params: { max: '$12,000' } });
  });
});

describe('safeText: free text', () => {
  table('safeText', [["Bob's Roofing & Sons (LLC) #2 - 50% off!", null], ['a@b', 'unsupportedSymbols']]);
  it('lists each unsupported symbol once, in the order typed', () => {
    expect(validators.safeText('a<b>c<$', ctx)).toEqual({ code: 'unsupportedSymbols', params: { chars: '< > $' } });
  });
});

describe('every rule lists the codes it can return', () => {
  it.each(Object.entries(validators))('%s', (_name, rule) => {
    expect(rule.codes.length).toBeGreaterThan(0);
  });
});
