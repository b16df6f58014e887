import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadInquiryTable } from '../../../engine/inquiries/loadInquiryTable';
import { resolveInquiries } from '../../../engine/inquiries/resolveInquiries';
import { entryForm } from '../../../engine/forms/entryForm';

const text = readFileSync(resolve(__dirname, '../../../flows/inquiries.yaml'), 'utf8');
const loaded = loadInquiryTable(parse(text));
if (!loaded.ok) throw new Error(loaded.error.join('\n'));
const table = loaded.value;
const entrySchema = JSON.parse(readFileSync(resolve(__dirname, '../../../schemas/forms/entry.schema.json'), 'utf8'));
const P = 'BORROWER_PROVIDED_BORROWER_';
const resolveTypes = (...types: string[]) => resolveInquiries(types.map((t) => ({ type: t.startsWith('BORROWER') || t.includes('PHONE') || t.includes('UNFREEZE') ? t : P + t })), table);

describe('data inquiries -> fields (section 3)', () => {
  it('maps every type of the spec table to its field', () => {
    const r = resolveTypes('DOB', 'INCOME', 'SSN4', 'FIRST_NAME', 'LAST_NAME', 'EMAIL', 'SSN', 'EMPLOYER', 'BORROWER_PROVIDED_AUTH_PIN',
      'BORROWER_PROVIDED_BORROWER_PHONE', 'MERCHANT_PROVIDED_BORROWER_PHONE', 'BORROWER_PROVIDED_CREDIT_FILE_UNFREEZE', 'LINKED_BORROWER_PHONE_VERIFICATION');
    expect(r.required).toEqual(['firstName', 'lastName', 'email', 'dob', 'annualIncomeBeforeTaxes', 'employer', 'ssn', 'ssn4',
      'linked_phone', 'merchantProvidedPhone', 'phone', 'pin', 'unfreeze']);
  });

  it('asks for the whole address when the street is asked for, never requiring the suite', () => {
    const r = resolveTypes('ADDRESS');
    expect(r.required).toEqual(['streetAddress1', 'city', 'stateCode', 'zip']);
    expect(r.shown).toContain('addressSecondaryNumber');
  });

  it('asks for the state with a zip when no city is asked for, and not otherwise', () => {
    expect(resolveTypes('ZIP').required).toEqual(['stateCode', 'zip']);
    expect(resolveTypes('ZIP', 'CITY').required).toEqual(['streetAddress1', 'city', 'stateCode', 'zip']);
  });

  it('takes the pairing of a field asked without another from the table, not from field names in the code', () => {
    // The table's own rule: a zip without a city asks for the state.
    expect(table.askedWithout).toContainEqual({ asked: 'zip', without: 'city', alsoAsk: 'stateCode' });
    // Without that rule a lone zip stays alone; with another pairing, that one applies.
    expect(resolveInquiries([{ type: `${P}ZIP` }], { ...table, askedWithout: [] }).required).toEqual(['zip']);
    const ssn4WithoutSsn = { ...table, askedWithout: [{ asked: 'ssn4', without: 'ssn', alsoAsk: 'dob' }] };
    expect(resolveInquiries([{ type: `${P}SSN4` }], ssn4WithoutSsn).required).toEqual(['dob', 'ssn4']);
    expect(resolveInquiries([{ type: `${P}SSN4` }, { type: `${P}SSN` }], ssn4WithoutSsn).required).toEqual(['ssn', 'ssn4']);
  });

  it('splits the prefilled date of the field the table names as the birth date', () => {
    const renamed = { ...table, types: { ...table.types, [`${P}DOB`]: 'birthDate' }, dobField: 'birthDate' };
    expect(resolveInquiries([{ type: `${P}DOB`, prefilledValue: '1985-07-04' }], renamed).prefilled)
      .toEqual({ birthDate: '1985-07-04', dobYear: '1985', dobMonth: '07', dobDay: '04' });
  });

  it('splits a prefilled dob into year, month and day and keeps prefilled values and server errors', () => {
    const r = resolveInquiries([
      { type: `${P}DOB`, prefilledValue: '1985-07-04' },
      { type: `${P}EMAIL`, prefilledValue: 'ana@example.com', errorMessage: 'Email bounced' },
    ], table);
    expect(r.prefilled).toMatchObject({ dob: '1985-07-04', dobYear: '1985', dobMonth: '07', dobDay: '04', email: 'ana@example.com' });
    expect(r.errors).toEqual({ email: 'Email bounced' });
  });

  it('reports unknown inquiry types instead of failing', () => {
    expect(resolveInquiries([{ type: 'SOMETHING_NEW' }], table).unknownTypes).toEqual(['SOMETHING_NEW']);
  });

  it('narrows the entry form to the asked fields, with the agreement box on the personal data page only', () => {
    const personal = entryForm(entrySchema, resolveTypes('FIRST_NAME', 'LAST_NAME', 'DOB'), table, 'reviewed');
    expect(personal.shown).toEqual(['firstName', 'lastName', 'dob', 'reviewed']);
    const address = entryForm(entrySchema, resolveTypes('ADDRESS'), table, 'reviewed');
    expect(address.shown).toEqual(['streetAddress1', 'addressSecondaryNumber', 'city', 'stateCode', 'zip']);
    expect(address.required).toEqual(['streetAddress1', 'city', 'stateCode', 'zip']);
  });

  it('refuses a broken table with a sentence naming the key', () => {
    const bad = loadInquiryTable({ version: 1, types: { X: 3 } });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toContain('flows/inquiries.yaml: types.X must be a field name');
    const { askedWithout: _pairs, ...withoutPairs } = parse(text) as Record<string, unknown>;
    const noPairs = loadInquiryTable(withoutPairs);
    expect(noPairs.ok ? [] : noPairs.error).toEqual(['flows/inquiries.yaml: askedWithout must be a list of { asked, without, alsoAsk } field names']);
  });
});
