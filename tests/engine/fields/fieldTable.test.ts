import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { DobParts } from '../../../engine/fields/DobParts';
import type { FieldIssue } from '../../../engine/fields/FieldIssue';
import type { ValidationContext } from '../../../engine/fields/ValidationContext';
import { loadFieldTable } from '../../../engine/fields/loadFieldTable';
import { filters, validators } from '../../../engine/fields/registry';

const root = new URL('../../../', import.meta.url);
const fieldsYaml: unknown = parse(readFileSync(new URL('flows/fields.yaml', root), 'utf8'));
const messages = parse(readFileSync(new URL('content/en/messages.yaml', root), 'utf8')) as Record<string, unknown>;

const loaded = loadFieldTable(fieldsYaml);
if (!loaded.ok) throw new Error(`flows/fields.yaml does not load:\n${loaded.error.join('\n')}`);
const table = loaded.value;

const BORROWER_FIELDS = [
  'firstName', 'lastName', 'email', 'dob', 'dobMonth', 'dobDay', 'dobYear', 'annualIncomeBeforeTaxes', 'zip', 'ssn4',
  'ssn', 'streetAddress1', 'addressSecondaryNumber', 'city', 'stateCode', 'employer', 'pin', 'phone', 'signingSsn4',
  'completionDate', 'verifiedEmail', 'requestedLoanAmount', 'calculatorAmount', 'tilaCopyEmail',
];

type AnyValidator = ((value: unknown, ctx: ValidationContext) => FieldIssue | null) & { codes: readonly string[] };
const asAny = (name: keyof typeof validators) => validators[name] as unknown as AnyValidator;

describe('flows/fields.yaml', () => {
  it('has an entry for every borrower data field', () => {
    expect(Object.keys(table.fields).sort()).toEqual([...BORROWER_FIELDS].sort());
  });

  it('gives every field a validator', () => {
    const unchecked = Object.entries(table.fields).filter(([, spec]) => spec.validate.length === 0).map(([name]) => name);
    expect(unchecked).toEqual([]);
  });

  it('asks phones for the numeric keyboards and one-time-code autofill where a code is typed', () => {
    expect(table.fields.pin).toMatchObject({ autocomplete: 'one-time-code', inputmode: 'numeric', maxLength: 4 });
    expect(table.fields.phone).toMatchObject({ autocomplete: 'tel-national', inputmode: 'tel', parse: 'phoneE164' });
    expect(table.fields.zip).toMatchObject({ autocomplete: 'postal-code', inputmode: 'numeric', maxLength: 5 });
    expect(table.fields.ssn4?.autocomplete).toBe('off');
  });
});

describe('content/en/messages.yaml', () => {
  const allCodes = [...new Set(Object.values(validators).flatMap((v) => [...v.codes]))];

  it.each(allCodes)('has a text for validator code %s', (code) => {
    expect(typeof messages[code]).toBe('string');
    expect(String(messages[code]).trim()).not.toBe('');
  });

  it.each(['invalidZipCode', 'emailSuggestion'])('has a text for the non-validator code %s', (code) => {
    expect(typeof messages[code]).toBe('string');
  });

  it('keeps the product texts from the spec word for word', () => {
    expect(messages).toMatchObject({
      enterFirstName: 'Enter first name',
      twoLettersMinimum: 'Two letters minimum',
      invalidEmailDomain: 'Please enter a valid Email domain',
      emailSuggestion: 'Did you mean {suggestion}?',
      zipMustBe5Digits: 'Zip must be exactly 5 digits',
      invalidZipCode: 'Invalid zip code',
      ssn4MustBe4Digits: 'SSN4 must be exactly 4 digits',
      incomeBelowMinimum: 'Yearly income is below the minimum required.',
      dateOlderThan120Years: 'Date cannot be older than 120 years.',
      completionDateInPastJob: 'Completion date is in the past. If the job is done, click back to confirm your loan.',
      completionDateAfterOfferExpiration: 'Completion date is past your offer expiration of {date}. Consider reapplying later.',
      amountOutOfRange: 'Enter amount between $500 and {max}',
      calculatorAmountOutOfRange: 'Enter amount between $500 and $25,000',
      unsupportedSymbols: 'Unsupported symbols used: {chars}',
      invalidVerificationCode: 'Enter a valid verification code',
    });
  });
});

describe('filter then validate, for every field (property)', () => {
  const typed = fc.oneof(
    fc.string(),
    fc.string({ unit: 'grapheme' }),
    fc.string({ unit: fc.constantFrom(...'0123456789-./$,()+ •@#'.split('')) }),
  );
  const ctx = fc.record({
    today: fc.date({ min: new Date(2000, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
    offerExpiration: fc.option(fc.constantFrom('2026-12-15', '2030-01-01', 'not a date'), { nil: undefined }),
    vertical: fc.option(fc.constantFrom('HS', 'LG', 'OTHER'), { nil: undefined }),
    maxAmount: fc.option(fc.integer({ min: 500, max: 100000 }), { nil: undefined }),
    required: fc.option(fc.boolean(), { nil: undefined }),
  });

  for (const [field, spec] of Object.entries(table.fields)) {
    if (field === 'dob') continue;
    for (const name of spec.validate) {
      it(`${field}: ${spec.filter ?? 'no filter'} -> ${name} never throws and only returns its own codes`, () => {
        const validate = asAny(name);
        const filter = spec.filter === null ? (s: string) => s : filters[spec.filter];
        fc.assert(
          fc.property(typed, ctx, (raw, context) => {
            const issue = validate(filter(raw), context);
            if (issue !== null) expect(validate.codes).toContain(issue.code);
          }),
          { numRuns: 300 },
        );
      });
    }
  }

  it('dob: the three filtered parts -> dob never throws and only returns its own codes', () => {
    const validate = asAny('dob');
    fc.assert(
      fc.property(typed, typed, typed, ctx, (month, day, year, context) => {
        const parts: DobParts = { month: filters.dobMonth(month), day: filters.dobDay(day), year: filters.dobYear(year) };
        const issue = validate(parts, context);
        if (issue !== null) expect(validate.codes).toContain(issue.code);
      }),
      { numRuns: 500 },
    );
  });
});
