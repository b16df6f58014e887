import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { messageFor } from '../../../engine/fields/messageFor';
import type { FormDefinition, FormSchema, ValidateFunction } from '../../../engine/forms/FormDefinition';
import { formIssues } from '../../../engine/forms/formIssues';
import { resolveFormSchema } from '../../../engine/forms/resolveFormSchema';
import { compileFormValidators } from '../../../scripts/lib/formValidators';
import { catalog } from '../../../src/content/catalog';
import { definitions } from './support';

// The shared validators of the prequal spec's section 5 that no borrower screen asks for yet (a merchant's
// business, bank and login details), as product uses them: a form that names each shared definition
// (schemas/forms/definitions/) by "$ref", resolved and precompiled the way npm run forms:compile does, asked about
// the spec's own examples. Messages are read from content, never pinned here.
const TODAY = new Date(2026, 10, 24, 12);
const FIELDS = ['website', 'ein', 'ssn', 'routingNumber', 'accountNumber', 'businessLegalName', 'doingBusinessAs', 'industry', 'ownership', 'description', 'jobId', 'verificationCode', 'phoneOrEmail'];
const ID = 'shared_definitions_test';
const raw = {
  $id: `https://pos-borrower.local/schemas/forms/${ID}.schema.json`,
  type: 'object',
  properties: Object.fromEntries(FIELDS.map((f) => [f, { $ref: `definitions/${f}.json` }])),
} as FormSchema;

// Inside the project, so the generated module's imports (ajv-formats) resolve as the app's do.
mkdirSync(join(process.cwd(), 'node_modules', '.cache'), { recursive: true });
const scratch = mkdtempSync(join(process.cwd(), 'node_modules', '.cache', 'shared-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const resolved = resolveFormSchema(raw, definitions);
if (!resolved.ok) throw new Error(resolved.error.map((p) => p.message).join('; '));
const schema = resolved.value;
writeFileSync(join(scratch, `${ID}.validators.js`), compileFormValidators(ID, schema));
const validators = (await import(/* @vite-ignore */ join(scratch, `${ID}.validators.js`))).default as Record<string, ValidateFunction>;
const form: FormDefinition = { id: ID, schema, uiSchema: {}, validators, rootKey: String(schema.$id) };

/** The code a field's value gets ('' is "not given": required when `required`), null when accepted. */
const code = (field: string, value: string, required = true) =>
  formIssues(form, value === '' ? {} : { [field]: value }, { today: TODAY }, { required: required ? [field] : [] })[field]?.code ?? null;
/** What the borrower reads under the field. */
const said = (field: string, value: string) => {
  const issue = formIssues(form, { [field]: value }, { today: TODAY })[field];
  return issue ? messageFor(issue, catalog.messages) : null;
};
type Row = [value: string, expected: string | null];
const expectRows = (field: string, rows: Row[], required = true) => {
  for (const [value, expected] of rows) expect([field, value, code(field, value, required)]).toEqual([field, value, expected]);
};
/** A message's words as content has them (the code must be there: "Missing message text" would match nothing). */
const words = (code: string, params?: Record<string, string>) => {
  expect([code, typeof catalog.messages[code]]).toEqual([code, 'string']);
  return messageFor(params ? { code, params } : { code }, catalog.messages);
};

describe('the shared validators of section 5, by shared definition', () => {
  it('website: optional; a domain with an optional scheme and www', () => {
    expectRows('website', [
      ['', null], ['https://www.example.com', null], ['example.com', null], ['http://example.com', null], ['www.example.co.uk', null],
      ['HTTPS://Example.com/about-us', null], ['not a site', 'invalidWebsite'], ['example', 'invalidWebsite'], ['ftp://example.com', 'invalidWebsite'],
      ['https://', 'invalidWebsite'], ['-example.com', 'invalidWebsite'],
    ], false);
    expect(said('website', 'not a site')).toBe(words('invalidWebsite'));
  });

  it('EIN: 9 digits, hyphens ignored', () => {
    expectRows('ein', [
      ['', 'enterEin'], ['12-3456789', null], ['123456789', null], ['123-45-6789', null],
      ['12345678', 'einMustBe9Digits'], ['12-345678', 'einMustBe9Digits'], ['1234567890', 'einMustBe9Digits'], ['12-34567a9', 'einMustBe9Digits'],
    ]);
  });

  it('SSN: 9 digits, bare or as 3-2-4', () => {
    expectRows('ssn', [['', 'enterSsn'], ['123456789', null], ['123-45-6789', null], ['12345678', 'ssnMustBe9Digits'], ['123-45-678', 'ssnMustBe9Digits']]);
  });

  it('routing number: 9 digits; account number: 4 to 17 digits', () => {
    expectRows('routingNumber', [['', 'enterRoutingNumber'], ['021000021', null], ['02100002', 'routingNumberMustBe9Digits'], ['0210000210', 'routingNumberMustBe9Digits'], ['02100002A', 'routingNumberMustBe9Digits']]);
    expectRows('accountNumber', [
      ['', 'enterAccountNumber'], ['1234', null], ['12345678901234567', null],
      ['123', 'accountNumberLength'], ['123456789012345678', 'accountNumberLength'], ['1234-5678', 'accountNumberLength'],
    ]);
  });

  it('business legal name: required, max 120, safe text; doing business as: optional, max 120, safe text, at least 3 characters once trimmed', () => {
    expectRows('businessLegalName', [
      ['', 'enterBusinessLegalName'], ['   ', 'enterBusinessLegalName'], ["Bob's Roofing & Sons, LLC", null], ['A'.repeat(120), null],
      ['A'.repeat(121), 'tooLong'], ['Acme <Roofing>', 'unsupportedSymbols'],
    ]);
    expectRows('doingBusinessAs', [
      ['', null], ['Bob', null], ['  Bob  ', null], ['a b', null], ['  ab ', 'typeAtLeast3Characters'], ['ab', 'typeAtLeast3Characters'],
      ['B'.repeat(120), null], ['B'.repeat(121), 'tooLong'], ['Bob@Roofing', 'unsupportedSymbols'],
    ], false);
    expect(said('doingBusinessAs', '  ab ')).toBe(words('typeAtLeast3Characters'));
    expect(said('businessLegalName', 'A'.repeat(121))).toBe(words('tooLong', { max: '120' }));
  });

  it('safe text names the symbols to remove: < says "Unsupported symbols used: <"', () => {
    expect(said('businessLegalName', 'Acme <Roofing')).toBe(words('unsupportedSymbols', { chars: '<' }));
    expect(said('industry', 'Roofing {x} $')).toBe(words('unsupportedSymbols', { chars: '{ } $' }));
  });

  it('industry: required, not blank, safe text', () => {
    expectRows('industry', [['', 'enterIndustry'], [' \t ', 'enterIndustry'], ['Home improvement / roofing', null], ['Roofing <b>', 'unsupportedSymbols']]);
  });

  it('ownership: a whole percentage from 0 to 100, typed or shown with %', () => {
    expectRows('ownership', [
      ['', 'enterOwnership'], ['45', null], ['45%', null], ['100%', null], ['0', null],
      ['101', 'invalidOwnership'], ['150%', 'invalidOwnership'], ['4.5', 'invalidOwnership'], ['045', 'invalidOwnership'],
    ]);
  });

  it('the other messages of section 5, each said by the shared field it belongs to', () => {
    expectRows('description', [['', 'invalidDescription'], ['  ', 'invalidDescription'], ['New roof over the garage', null], ['<script>', 'unsupportedSymbols']]);
    expectRows('jobId', [
      ['', 'invalidJobId'], ['JOB-1042', null], ['2026/17', null], ['#88', null], ['job 7.b_2', null],
      ['-12', 'invalidJobId'], ['JOB@1', 'invalidJobId'], ['J'.repeat(51), 'invalidJobId'],
    ]);
    expectRows('verificationCode', [['', 'enterCode'], ['1234', null], ['12345678', null], ['123', 'invalidVerificationCode'], ['12a4', 'invalidVerificationCode']]);
    expectRows('phoneOrEmail', [
      ['', 'enterPhoneOrEmail'], ['(555) 123-4567', null], ['5551234567', null], ['1-555-123-4567', null], ['ann@example.com', null],
      ['555123456', 'invalidPhoneOrEmail'], ['25551234567', 'invalidPhoneOrEmail'], ['ann@example', 'invalidPhoneOrEmail'], ['ann', 'invalidPhoneOrEmail'],
    ]);
    expect(said('description', '   x')).toBeNull();
    expect(said('jobId', 'JOB@1')).toBe(words('invalidJobId'));
    expect(said('verificationCode', '12')).toBe(words('invalidVerificationCode'));
    expect(said('phoneOrEmail', 'ann')).toBe(words('invalidPhoneOrEmail'));
  });
});

describe('the shared definitions\' messages', () => {
  const locales = ['en', 'es-US'].map((l) => [l, parse(readFileSync(join(process.cwd(), 'content', l, 'messages.yaml'), 'utf8')) as Record<string, string>] as const);
  const named = Object.entries(definitions).flatMap(([ref, d]) => Object.values((d as FormSchema)['x-messages'] ?? {}).map((c) => [ref, c] as const));

  it.each(locales)('every message a shared definition names has its words in %s', (_locale, messages) => {
    expect(named.filter(([, c]) => typeof messages[c] !== 'string' || messages[c] === '')).toEqual([]);
  });
});
