import { describe, expect, it } from 'vitest';
import { answersFor } from '../../../engine/forms/formChecks';
import { initialValues } from '../../../engine/forms/initialValues';
import { loadForm } from './support';

const entry = await loadForm('entry');
const phone = await loadForm('phone');

describe('answersFor: what a form sends, as the API wants it', () => {
  it('parses by the UI schema: a birth date to YYYY-MM-DD, an SSN to digits, income as a number; trims text', () => {
    const sent = answersFor(entry.schema, entry.uiSchema, {
      firstName: '  Ana ', dob: { dobMonth: '2', dobDay: '3', dobYear: '1990' }, ssn: '123-45-6789', annualIncomeBeforeTaxes: 45000, reviewed: true,
    });
    // The agreement is sent as the acceptances its UI schema names (ui:sendAs), never as itself.
    expect(sent).toEqual({ firstName: 'Ana', dob: '1990-02-03', ssn: '123456789', annualIncomeBeforeTaxes: 45000, termsOfServiceAccepted: true, electronicDisclosuresAccepted: true, privacyPolicyAccepted: true });
  });

  it('leaves out empty answers, an unticked box and fields the form does not show', () => {
    expect(answersFor(entry.schema, entry.uiSchema, { firstName: '', city: 'Oakland', reviewed: false, zip: '94103' }, ['city'])).toEqual({ city: 'Oakland' });
  });

  it('sends a phone as +1 and 10 digits, and shows a saved one as the borrower would type it', () => {
    // Under the lender's name its UI schema gives it (ui:sendAs: mobileNumber), not the field's own.
    expect(answersFor(phone.schema, phone.uiSchema, { phone: '(555) 123-4567' })).toEqual({ mobileNumber: '+15551234567' });
    expect(initialValues(phone.schema, phone.uiSchema, { phone: '+15551234567' })).toEqual({ phone: '(555) 123-4567' });
    expect(initialValues(entry.schema, entry.uiSchema, { dob: '1990-02-03', annualIncomeBeforeTaxes: '45000' }))
      .toEqual({ dob: { dobMonth: '02', dobDay: '03', dobYear: '1990' }, annualIncomeBeforeTaxes: 45000 });
  });
});
