import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messageFor } from '../../../engine/fields/messageFor';
import { filters, type FilterName } from '../../../engine/fields/registry';
import type { FormDefinition } from '../../../engine/forms/FormDefinition';
import { formIssues } from '../../../engine/forms/formIssues';
import { formIds, loadForm, messages } from './support';

const TODAY = new Date(2026, 10, 24, 12);
const forms: Record<string, FormDefinition> = Object.fromEntries(await Promise.all(formIds.map(async (id) => [id, await loadForm(id)])));
const said = (form: string, data: Record<string, unknown>, field: string, ctx: Record<string, unknown> = {}, required: string[] = []) => {
  const issue = formIssues(forms[form]!, data, { today: TODAY, ...ctx }, { required })[field];
  return issue ? messageFor(issue, messages) : null;
};

// The borrower's mistakes of section 5, each answered by the schema (or a named rule) with the product's words.
describe('form schemas say the rules of section 5 with the product texts', () => {
  it.each([
    ['entry', {}, 'firstName', ['firstName'], 'enterFirstName'],
    ['entry', { firstName: 'J' }, 'firstName', [], 'twoLettersMinimum'],
    ['entry', { firstName: 'J0hn' }, 'firstName', [], 'nameInvalidCharacters'],
    ['entry', { email: 'ana@example' }, 'email', [], 'invalidEmailAddress'],
    ['entry', { email: 'ana@gmail.con' }, 'email', [], 'invalidEmailDomain'],
    ['entry', { zip: '941' }, 'zip', [], 'zipMustBe5Digits'],
    ['entry', { ssn4: '12' }, 'ssn4', [], 'ssn4MustBe4Digits'],
    ['entry', { ssn4: '0000' }, 'ssn4', [], 'invalidSsn4'],
    ['entry', { ssn: '123-45-678' }, 'ssn', [], 'ssnMustBe9Digits'],
    ['entry', { stateCode: 'ZZ' }, 'stateCode', [], 'invalidState'],
    ['entry', { annualIncomeBeforeTaxes: 9999 }, 'annualIncomeBeforeTaxes', [], 'incomeBelowMinimum'],
    ['entry', {}, 'annualIncomeBeforeTaxes', ['annualIncomeBeforeTaxes'], 'enterIncome'],
    ['entry', { streetAddress1: '123 4' }, 'streetAddress1', [], 'invalidAddress'],
    ['entry', { dob: { dobMonth: '02' } }, 'dob', [], 'enterDateOfBirth'],
    ['entry', { dob: { dobMonth: '02', dobDay: '30', dobYear: '1990' } }, 'dob', [], 'invalidDateOfBirth'],
    ['entry', { dob: { dobMonth: '01', dobDay: '01', dobYear: '2030' } }, 'dob', [], 'dateInFuture'],
    ['entry', { dob: { dobMonth: '01', dobDay: '01', dobYear: '1900' } }, 'dob', [], 'dateOlderThan120Years'],
    ['phone', { phone: '(555) 123-456' }, 'phone', [], 'invalidMobileNumber'],
    ['phone', {}, 'phone', [], 'enterMobileNumber'],
    ['pin', { pin: '12' }, 'pin', [], 'invalidVerificationCode'],
    ['email_confirm', {}, 'verifiedEmail', [], 'enterEmailAddress'],
    ['completion_date', { completionDate: '2026-11-01' }, 'completionDate', [], 'completionDateInPastJob'],
    ['calculator_amount', { calculatorAmount: 25001 }, 'calculatorAmount', [], 'calculatorAmountOutOfRange'],
    ['signing', { ssn4: '0000' }, 'ssn4', [], 'invalidSsn4'],
  ] as const)('%s %j: %s says %s', (form, data, field, required, code) => {
    expect(said(form, data, field, {}, [...required])).toBe(messageFor({ code }, messages));
  });

  it('names the offer expiration and the unsupported symbols in the message', () => {
    expect(said('completion_date', { completionDate: '2026-12-20' }, 'completionDate', { offerExpiration: '2026-12-15' }))
      .toBe(messageFor({ code: 'completionDateAfterOfferExpiration', params: { date: '12/15/2026' } }, messages));
    expect(said('entry', { city: 'Oak<land' }, 'city')).toBe(messageFor({ code: 'unsupportedSymbols', params: { chars: '<' } }, messages));
    expect(said('prequal_amount', { requestedLoanAmount: 12000 }, 'requestedLoanAmount', { maxAmount: 10000 }))
      .toBe(messageFor({ code: 'amountOutOfRange', params: { max: '$10,000' } }, messages));
    expect(said('prequal_amount', { requestedLoanAmount: 499 }, 'requestedLoanAmount', { maxAmount: 10000 }))
      .toBe(messageFor({ code: 'amountOutOfRange', params: { max: '$10,000' } }, messages));
  });

  it('requires the rest of the address once a street address is given (if/then in the schema)', () => {
    const issues = formIssues(forms.entry!, { streetAddress1: '1 Main St' }, { today: TODAY });
    expect(Object.keys(issues).sort()).toEqual(['city', 'stateCode', 'zip']);
    expect(formIssues(forms.entry!, { zip: '94103' }, { today: TODAY }).stateCode?.code).toBe('enterState');
  });

  it('accepts a complete, valid entry and treats an empty string, a lone $ and an empty date as not given', () => {
    const good = { firstName: 'Ana', lastName: "O'Neil", email: 'ana@example.com', dob: { dobMonth: '02', dobDay: '03', dobYear: '1990' }, annualIncomeBeforeTaxes: 45000, ssn4: '1234', reviewed: true };
    expect(formIssues(forms.prequal_entry!, good, { today: TODAY })).toEqual({});
    const blank = formIssues(forms.prequal_entry!, { ...good, firstName: '', annualIncomeBeforeTaxes: '$', dob: { dobMonth: '' } }, { today: TODAY });
    expect(Object.keys(blank).sort()).toEqual(['annualIncomeBeforeTaxes', 'dob', 'firstName']);
    expect(blank.firstName?.code).toBe('enterFirstName');
  });
});

// The field rules the hand-written validators held before the schemas did (issue 10), value by value: what the form
// holds after the borrower typed it (filtered and formatted: the masked ssn4 holds its digits, a pasted
// '+1 (555) 123-4567' holds '1 (555) 123-4567') -> the message code (null: accepted). '' is checked as required.
describe('each field rule, value by value, now said by the schema', () => {
  const code = (form: string, field: string, value: unknown) =>
    formIssues(forms[form]!, value === '' ? {} : { [field]: value }, { today: TODAY }, { required: [field] })[field]?.code ?? null;
  const rows: Array<[form: string, field: string, value: unknown, expected: string | null]> = [
    ['entry', 'firstName', '', 'enterFirstName'], ['entry', 'firstName', 'A', 'twoLettersMinimum'], ['entry', 'firstName', '..', 'twoLettersMinimum'], ['entry', 'firstName', 'J.', null],
    ['entry', 'firstName', 'Al', null], ['entry', 'firstName', "O'Neil", null], ['entry', 'firstName', 'José', null], ['entry', 'firstName', 'R2D2', 'nameInvalidCharacters'],
    ['entry', 'lastName', '', 'enterLastName'], ['entry', 'lastName', 'B', 'twoLettersMinimum'], ['entry', 'lastName', 'Smith-Jones', null],
    ['entry', 'zip', '', 'enterZip'], ['entry', 'zip', '9410', 'zipMustBe5Digits'], ['entry', 'zip', '94107', null], ['entry', 'zip', '941071', 'zipMustBe5Digits'],
    ['entry', 'ssn', '', 'enterSsn'], ['entry', 'ssn', '123-45-6789', null], ['entry', 'ssn', '123456789', null], ['entry', 'ssn', '12345678', 'ssnMustBe9Digits'],
    ['entry', 'ssn4', '', 'enterLast4Ssn'], ['entry', 'ssn4', '123', 'ssn4MustBe4Digits'], ['entry', 'ssn4', '0000', 'invalidSsn4'], ['entry', 'ssn4', '0001', null],
    ['signing', 'ssn4', '12', 'ssn4MustBe4Digits'], ['signing', 'ssn4', '0000', 'invalidSsn4'], ['signing', 'ssn4', '1234', null],
    ['entry', 'streetAddress1', '', 'enterAddress'], ['entry', 'streetAddress1', '123', 'invalidAddress'], ['entry', 'streetAddress1', '123 Main St', null],
    ['entry', 'streetAddress1', '123 Main St <b>', 'unsupportedSymbols'],
    ['entry', 'addressSecondaryNumber', 'Apt 4B', null], ['entry', 'addressSecondaryNumber', '#12', null], ['entry', 'addressSecondaryNumber', 'Ste @5', 'unsupportedSymbols'],
    ['entry', 'city', '', 'enterCity'], ['entry', 'city', 'San Francisco', null], ['entry', 'city', "Coeur d'Alene", null], ['entry', 'city', 'Reno$', 'unsupportedSymbols'],
    ['entry', 'stateCode', '', 'enterState'], ['entry', 'stateCode', 'CA', null], ['entry', 'stateCode', 'DC', null], ['entry', 'stateCode', 'PR', null],
    ['entry', 'stateCode', 'XX', 'invalidState'], ['entry', 'stateCode', 'C', 'invalidState'], ['entry', 'stateCode', 'AE', 'invalidState'],
    ['entry', 'annualIncomeBeforeTaxes', '', 'enterIncome'], ['entry', 'annualIncomeBeforeTaxes', 9999, 'incomeBelowMinimum'], ['entry', 'annualIncomeBeforeTaxes', 10000, null],
    ['phone', 'phone', '', 'enterMobileNumber'], ['phone', 'phone', '555123456', 'invalidMobileNumber'], ['phone', 'phone', '(555) 123-4567', null],
    ['phone', 'phone', '1-555-123-4567', null], ['phone', 'phone', '1 (555) 123-4567', null], ['phone', 'phone', '25551234567', 'invalidMobileNumber'],
    ['pin', 'pin', '', 'enterVerificationCode'], ['pin', 'pin', '123', 'invalidVerificationCode'], ['pin', 'pin', '1234', null],
    ['calculator_amount', 'calculatorAmount', '', 'calculatorAmountOutOfRange'], ['calculator_amount', 'calculatorAmount', 499, 'calculatorAmountOutOfRange'],
    ['calculator_amount', 'calculatorAmount', 500, null], ['calculator_amount', 'calculatorAmount', 25000, null], ['calculator_amount', 'calculatorAmount', 25001, 'calculatorAmountOutOfRange'],
    ['entry', 'email', '', 'enterEmailAddress'], ['entry', 'email', 'ann', 'invalidEmailAddress'], ['entry', 'email', 'ann@', 'invalidEmailAddress'],
    ['entry', 'email', 'ann example@x.com', 'invalidEmailAddress'], ['entry', 'email', '@example.com', 'invalidEmailAddress'],
    ['entry', 'email', `${'a'.repeat(246)}@mail.com`, 'invalidEmailAddress'], ['entry', 'email', 'ann@example.con', 'invalidEmailDomain'], ['entry', 'email', 'ann@example.com', null],
    ['entry', 'dob', '', 'enterDateOfBirth'], ['entry', 'dob', { dobMonth: '05', dobYear: '1990' }, 'enterDateOfBirth'], ['entry', 'dob', { dobMonth: '05', dobDay: '07', dobYear: '90' }, 'invalidDateOfBirth'],
    ['entry', 'dob', { dobMonth: '02', dobDay: '29', dobYear: '2023' }, 'invalidDateOfBirth'], ['entry', 'dob', { dobMonth: '5', dobDay: '7', dobYear: '1990' }, null],
    ['completion_date', 'completionDate', '2026-13-01', 'invalidDate'], ['completion_date', 'completionDate', 'tomorrow', 'invalidDate'], ['completion_date', 'completionDate', '2026-11-24', null],
    ['prequal_amount', 'requestedLoanAmount', '', 'amountOutOfRange'], ['prequal_amount', 'requestedLoanAmount', 499, 'amountOutOfRange'], ['prequal_amount', 'requestedLoanAmount', 500, null],
    ['prequal_amount', 'requestedLoanAmount', 600.5, 'wholeDollarsOnly'],
  ];
  it.each(rows)('%s.%s %j -> %s', (form, field, value, expected) => {
    expect(code(form, field, value)).toBe(expected);
  });
});

describe('every filtered value gets a message product wrote (property)', () => {
  const typed = fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom(...'0123456789-./$,()+ •@#aZ'.split('')) }));
  const fieldsWithFilter = formIds.flatMap((id) => Object.entries(forms[id]!.uiSchema)
    .filter(([, ui]) => ui && typeof ui === 'object' && typeof (ui as Record<string, unknown>)['ui:filter'] === 'string')
    .map(([field, ui]) => [id, field, (ui as Record<string, unknown>)['ui:filter'] as FilterName] as const));

  it.each(fieldsWithFilter)('%s.%s: %s then the schema never throws and never says "Missing message"', (form, field, filter) => {
    const numeric = ['integer', 'number'].includes(String(forms[form]!.schema.properties?.[field]?.type));
    fc.assert(fc.property(typed, (raw) => {
      const filtered = (filters[filter] as (v: string) => string)(raw);
      const value = numeric ? (filtered.replace(/\D/g, '') === '' ? undefined : Number(filtered.replace(/\D/g, ''))) : filtered;
      const issue = formIssues(forms[form]!, { [field]: value }, { today: TODAY })[field];
      if (issue) expect(messageFor(issue, messages)).not.toMatch(/^Missing message/);
    }), { numRuns: 200 });
  });
});
