import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../../engine/forms/FormDefinition';
import { formConfigProblem } from '../../../engine/forms/formConfigProblem';
import { formRegistry } from '../../../src/forms/formRegistry';
import { vocabulary } from '../../../src/forms/theme/theme';

const phone = formRegistry.phone!;
/** The forms with the phone form's UI schema replaced (a scratch copy; the file stays as it is). */
const withUi = (uiSchema: Record<string, unknown>): Record<string, FormDefinition> => ({ ...formRegistry, phone: { ...phone, uiSchema } });

describe('formConfigProblem: whether a form can be drawn from its files, before rjsf draws it', () => {
  it('finds nothing in any form of schemas/forms/', () => {
    for (const id of Object.keys(formRegistry)) expect(formConfigProblem(id, formRegistry, vocabulary), id).toBeNull();
  });

  it('names the UI schema file, the field and the widget the theme lacks, with the widget it likely meant', () => {
    expect(formConfigProblem('phone', withUi({ phone: { 'ui:widget': 'phnoe' } }), vocabulary)).toEqual({
      cause: 'unknownWidget', file: 'schemas/forms/phone.ui.json', detail: 'widget "phnoe" of field "phone" is not a widget (did you mean "phone"?)',
    });
    const far = formConfigProblem('phone', withUi({ phone: { 'ui:widget': 'nosuchwidget' } }), vocabulary);
    expect(far?.detail).toContain('is not a widget (there are: ');
    expect(far?.detail).toContain('addressAutocomplete');
  });

  it('looks into the UI of a field\'s parts and at field kinds', () => {
    expect(formConfigProblem('phone', withUi({ phone: { dobMonth: { 'ui:widget': 'spinner' } } }), vocabulary)?.detail).toContain('of field "phone.dobMonth"');
    expect(formConfigProblem('phone', withUi({ phone: { 'ui:field': 'dobPart' } }), vocabulary)).toMatchObject({ cause: 'unknownField', detail: expect.stringContaining('(did you mean "dobParts"?)') });
  });

  it('finds a ui:order that leaves a field out (rjsf would print its own error in place of the form)', () => {
    expect(formConfigProblem('phone', withUi({ 'ui:order': [] }), vocabulary)).toMatchObject({ cause: 'badOrder', file: 'schemas/forms/phone.ui.json', detail: expect.stringContaining('"phone"') });
    expect(formConfigProblem('phone', withUi({ 'ui:order': ['*'] }), vocabulary)).toBeNull();
    expect(formConfigProblem('phone', withUi({ 'ui:order': ['*', '*'] }), vocabulary)?.cause).toBe('badOrder');
  });

  it('names the flow file and screen of a form that does not exist, or the schema file when no screen names it', () => {
    expect(formConfigProblem('phnoe', formRegistry, vocabulary, { screen: 'phone', file: 'flows/borrower.yaml' })).toEqual({
      cause: 'missingForm', file: 'flows/borrower.yaml',
      detail: 'screen "phone" names form "phnoe", which does not exist (no schemas/forms/phnoe.schema.json) (did you mean "phone"?)',
    });
    expect(formConfigProblem('toString', formRegistry, vocabulary)).toMatchObject({ cause: 'missingForm', file: 'schemas/forms/toString.schema.json' });
  });

  it('finds a form whose validators were not precompiled', () => {
    expect(formConfigProblem('phone', { ...formRegistry, phone: { ...phone, validators: {} } }, vocabulary)).toMatchObject({
      cause: 'missingValidators', file: 'engine/generated/forms/phone.validators.js', detail: expect.stringContaining('npm run forms:compile'),
    });
  });
});
