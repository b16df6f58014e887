import { describe, expect, it } from 'vitest';
import { formPrefill } from '../../../engine/forms/formRoles';
import { initialValues } from '../../../engine/forms/initialValues';
import { loadForm } from './support';

// What a form starts with is said by its UI schema (`ui:prefillFrom`), never by a field's name in code: the phone form
// names where its phone comes from, and a field of another name may start from the same values.
describe('formPrefill: each field from the values its UI schema names, the first that is there', () => {
  it('starts the phone form from the borrower\'s own phone, else the merchant\'s, else the application\'s mobile number', async () => {
    const phone = await loadForm('phone');
    const fields = Object.keys(phone.schema.properties ?? {});
    expect(formPrefill(phone.uiSchema, fields, { phone: '+15550001111', merchantProvidedPhone: '+15550002222' }, { mobileNumber: '+15550003333' })).toEqual({ phone: '+15550001111' });
    expect(formPrefill(phone.uiSchema, fields, { merchantProvidedPhone: '+15550002222' }, { mobileNumber: '+15550003333' })).toEqual({ phone: '+15550002222' });
    expect(initialValues(phone.schema, phone.uiSchema, formPrefill(phone.uiSchema, fields, {}, { mobileNumber: '+15550003333' }))).toEqual({ phone: '(555) 000-3333' });
  });

  it('follows the UI schema, whatever the field is called: a field named phone without the key takes only its own value', () => {
    const ui = { contactPhone: { 'ui:prefillFrom': ['merchantProvidedPhone', 'mobileNumber'] } };
    expect(formPrefill(ui, ['contactPhone', 'phone'], { merchantProvidedPhone: '+15550002222' }, { mobileNumber: '+15550003333' })).toEqual({ contactPhone: '+15550002222' });
    expect(formPrefill({}, ['phone'], { merchantProvidedPhone: '+15550002222' }, { mobileNumber: '+15550003333' })).toEqual({});
    // What else the screen knows (the application's own values) is taken only where a UI schema names it.
    expect(formPrefill({}, ['firstName'], {}, { firstName: 'Ada' })).toEqual({});
  });
});
