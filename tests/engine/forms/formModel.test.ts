// The form model without React (engine/forms/formModel.ts): values held once, issues computed once, which problems
// show, the lender's messages, readiness and its "Still needed" line, and effects as data.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { entryForm } from '../../../engine/forms/entryForm';
import { formChecks } from '../../../engine/forms/formChecks';
import { createFormModel, fieldMessages, readinessOf, type FormModelSetup } from '../../../engine/forms/formModel';
import { formPrefill } from '../../../engine/forms/formRoles';
import { initialValues } from '../../../engine/forms/initialValues';
import { loadInquiryTable } from '../../../engine/inquiries/loadInquiryTable';
import { resolveInquiries } from '../../../engine/inquiries/resolveInquiries';
import { stillNeeded } from '../../../engine/forms/stillNeeded';
import { loadForm, messages } from './support';

const entry = await loadForm('entry');
const amount = await loadForm('prequal_amount');
const ctx = { today: new Date(2026, 10, 24, 12) };
const shown = ['firstName', 'lastName', 'dob', 'zip', 'reviewed'];
const model = (over: Partial<FormModelSetup> = {}) => {
  const setup = { def: entry, shown, required: ['firstName', 'lastName', 'dob', 'zip'], ...over };
  return createFormModel({ ...setup, checks: formChecks(setup.def, ctx, setup.required) });
};
const DOB = { dobMonth: '07', dobDay: '19', dobYear: '1984' };

const table = (() => {
  const loaded = loadInquiryTable(parse(readFileSync(new URL('../../../flows/inquiries.yaml', import.meta.url), 'utf8')));
  if (!loaded.ok) throw new Error(loaded.error.join('\n'));
  return loaded.value;
})();

describe('the form model', () => {
  it('counts prefilled fields as filled and a dob only when all three parts are there', () => {
    const P = 'BORROWER_PROVIDED_BORROWER_';
    const req = resolveInquiries([{ type: `${P}FIRST_NAME`, prefilledValue: 'Ana' }, { type: `${P}DOB` }, { type: `${P}ZIP` }], table);
    const narrowed = entryForm(entry.schema, req, table, 'reviewed');
    const form = createFormModel({ def: entry, ...narrowed, checks: formChecks(entry, ctx, narrowed.required), initial: initialValues(entry.schema, entry.uiSchema, formPrefill(entry.uiSchema, Object.keys(entry.schema.properties ?? {}), req.prefilled)) });
    expect(readinessOf(form).invalid).toEqual(['dob', 'stateCode', 'zip']);
    form.change({ dob: { dobYear: '1990', dobMonth: '01' } });
    expect(readinessOf(form).invalid).toContain('dob');
    form.change({ dob: { dobYear: '1990', dobMonth: '01', dobDay: '02' }, zip: '94103', stateCode: 'CA' });
    expect(readinessOf(form).invalid).toEqual([]);
  });

  it('holds each answer once, as its field holds it, and a snapshot gives back exactly that', () => {
    const form = model();
    form.change({ firstName: 'Ana', dob: DOB });
    expect(form.get().values).toEqual({ firstName: 'Ana', dob: DOB });
    const again = model({ initial: form.snapshot() });
    expect(again.get().values).toEqual(form.get().values);
    expect(again.get().issues).toEqual(form.get().issues);
  });

  // A keystroke's value (src/forms/LoadedSchemaForm.tsx): the model holds it at once and takes it up after the paint.
  it('holds a typed value at once without telling anyone, and takes it up (issues, the edit) at the next change', () => {
    const form = model();
    let told = 0;
    form.subscribe(() => { told += 1; });
    form.type({ firstName: 'J' });
    form.type({ firstName: 'Jo' });
    expect([form.get().values.firstName, form.snapshot().firstName, told]).toEqual(['Jo', 'Jo', 0]);
    // Its issues are still the empty field's until it is taken up.
    const before = form.get().issues.firstName;
    expect(before).toBeDefined();
    expect(form.change({})).toEqual([{ kind: 'edited', fields: ['firstName'] }]);
    expect([form.get().issues.firstName, told]).toEqual([undefined, 1]);
    // Typed and typed back before it was taken up: no edit.
    form.type({ firstName: 'Joe' });
    form.type({ firstName: 'Jo' });
    expect(form.change({})).toEqual([]);
  });

  it('sends what was typed and not yet taken up, and forgets a typed value its field is cleared of', () => {
    const form = model({ shown: ['firstName', 'lastName'], required: ['firstName', 'lastName'] });
    form.change({ firstName: 'Ana' });
    form.type({ lastName: 'Diaz' });
    expect(form.attempt()).toEqual([{ kind: 'edited', fields: ['lastName'] }, { kind: 'send', answers: { firstName: 'Ana', lastName: 'Diaz' } }]);
    form.type({ lastName: 'Lopez' });
    form.clear(['lastName']);
    expect(form.get().values).toEqual({ firstName: 'Ana' });
    expect(form.change({})).toEqual([]);
  });

  it('says nothing before a field is left, the left field\'s problem once it is, and every problem after a submit', () => {
    const form = model();
    form.change({ firstName: 'J' });
    expect(form.get().issues.firstName?.code).toBe('twoLettersMinimum');
    expect(fieldMessages(form)).toEqual({});
    form.leave('firstName');
    expect(Object.keys(fieldMessages(form))).toEqual(['firstName']);
    const effects = form.attempt();
    expect(Object.keys(fieldMessages(form))).toEqual(['firstName', 'lastName', 'dob', 'zip']);
    // Not sent: the cursor goes to the first problem, in the order the borrower reads the form.
    expect(effects).toEqual([{ kind: 'focus', field: 'firstName' }]);
  });

  it('waits for the zip check and the recorded agreement, names what it waits for, then sends the answers as the API wants them', () => {
    const form = model();
    // At 5 digits the zip is asked of the lender: Continue waits for the answer.
    expect(form.change({ firstName: 'Ana', lastName: 'Rivera', dob: DOB, zip: '62701' })).toContainEqual({ kind: 'checkZip', zip: '62701' });
    expect(form.get().zip).toBe('checking');
    expect(readinessOf(form)).toEqual({ ready: false, invalid: [], needs: ['consent'] });
    const [record] = form.tick(true);
    expect(record).toEqual({ kind: 'recordConsent', checked: true, origin: 'DATA_COLLECTION_PAGE', tick: 1 });
    form.recorded(1);
    expect(readinessOf(form).ready).toBe(false);
    form.zipChecked('62701', false);
    expect(readinessOf(form).invalid).toEqual(['zip']);
    expect(fieldMessages(form).zip?.code).toBe('invalidZipCode');
    // Another zip, then the first again: the lender's answer on it is known, and not asked again.
    expect(form.change({ zip: '94107' })).toContainEqual({ kind: 'checkZip', zip: '94107' });
    form.zipChecked('62701', true);
    expect(form.get().zip).toBe('checking');
    form.zipChecked('94107', true);
    expect(readinessOf(form).ready).toBe(true);
    expect(form.change({ zip: '62701' }).some((e) => e.kind === 'checkZip')).toBe(false);
    expect(readinessOf(form).ready).toBe(true);
    const sent = form.attempt().find((e) => e.kind === 'send');
    expect(sent).toEqual({ kind: 'send', answers: { firstName: 'Ana', lastName: 'Rivera', dob: '1984-07-19', zip: '62701', termsOfServiceAccepted: true, electronicDisclosuresAccepted: true, privacyPolicyAccepted: true } });
  });

  it('counts an agreement only once the lender recorded its latest tick', () => {
    const form = model();
    form.tick(true);
    form.tick(false);
    form.tick(true);
    form.recorded(1);
    expect(form.get().consent.recorded).toBe(false);
    form.recorded(3);
    expect(form.get().consent).toEqual({ checked: true, recorded: true, tick: 3 });
  });

  it('shows the lender\'s message on its field until the borrower edits it, and tells the screen of the edit', () => {
    const form = model();
    form.outside({ lender: { zip: 'Invalid zip' } });
    expect(fieldMessages(form).zip).toEqual({ text: 'Invalid zip', code: 'server', blocks: true });
    expect(readinessOf(form).invalid).toContain('zip');
    expect(form.change({ zip: '6270' })).toEqual([{ kind: 'edited', fields: ['zip'] }]);
    expect(fieldMessages(form).zip).toBeUndefined();
  });

  it('makes the "Still needed" line from the labels and the agreement\'s words', () => {
    const form = model();
    form.change({ firstName: 'Ana' });
    const needs = readinessOf(form).needs;
    expect(needs).toEqual(['lastName', 'dob', 'zip', 'consent']);
    const line = stillNeeded(needs, { labels: { lastName: 'Last name', dob: 'Date of birth', zip: 'Zip' }, copyValues: {}, messages, language: 'en', pipes: {} });
    expect(line).toBe(messages.submitNeeds!.replace('{fields}', `Last name, Date of birth, Zip, and ${messages.submitNeedsAgreement}`));
    form.outside({ busy: true });
    expect(readinessOf(form).needs).toEqual([]);
  });

  it('flashes an out-of-range amount as it is typed and on a submit, and clears a field as on arrival', () => {
    const fields = Object.keys(amount.schema.properties ?? {});
    const form = createFormModel({ def: amount, shown: fields, checks: formChecks(amount, ctx) });
    const field = form.roles.flash[0]!;
    form.change({ [field]: 1 });
    expect(form.get().flash).toMatchObject({ field });
    expect(fieldMessages(form)[field]?.blocks).toBe(false);
    form.unflash();
    form.leave(field);
    expect(fieldMessages(form)[field]?.blocks).toBe(true);
    form.clear([field]);
    expect(form.get().values[field]).toBeUndefined();
    expect(fieldMessages(form)[field]).toBeUndefined();
  });

  // The calculator's amount (refuseAboveMaximum): the model alone decides a refusal, from the schema's maximum; the
  // widget only asks. The refused value is never taken, and its own message flashes.
  it('refuses a typed amount above the maximum, keeping the value and flashing its message; takes the maximum', async () => {
    const calculator = await loadForm('calculator_amount');
    const fields = Object.keys(calculator.schema.properties ?? {});
    const form = createFormModel({ def: calculator, shown: fields, initial: { [fields[0]!]: 3000 }, checks: formChecks(calculator, ctx) });
    const field = form.roles.refuseAbove[0]!;
    const maximum = calculator.schema.properties![field]!.maximum!;
    expect(form.refuse(field, maximum + 1)).toBe(true);
    expect(form.get().values[field]).toBe(3000);
    expect(fieldMessages(form)[field]).toMatchObject({ code: calculator.schema.properties![field]!['x-messages']!.maximum, blocks: false });
    form.unflash();
    expect(form.refuse(field, maximum)).toBe(false);
    expect(form.refuse(field, undefined)).toBe(false);
    expect(form.get().flash).toBeNull();
    // A field without the behaviour (the prequal amount flashes its problems instead) refuses nothing.
    const other = createFormModel({ def: amount, shown: Object.keys(amount.schema.properties ?? {}), checks: formChecks(amount, ctx) });
    expect(other.refuse(other.setup.shown[0]!, 10_000_000)).toBe(false);
  });

  it('tells its listeners of every change, and nothing when a value is set to what it already is', () => {
    const form = model();
    let told = 0;
    const stop = form.subscribe(() => { told += 1; });
    form.change({ firstName: 'Ana' });
    form.change({ firstName: 'Ana' });
    stop();
    form.change({ firstName: 'Anabel' });
    expect(told).toBe(1);
  });
});

describe('a rule that reads another answer', () => {
  it('holds the birth date to the age of majority of the state the form names (19 in Alabama)', () => {
    const form = model({ shown: ['dob', 'stateCode'], required: [] });
    const eighteen = { dobMonth: '01', dobDay: '01', dobYear: '2008' };
    form.change({ dob: eighteen });
    expect(form.get().issues.dob).toBeUndefined();
    form.change({ stateCode: 'AL' });
    expect(form.get().issues.dob).toEqual({ code: 'tooYoungToApply', params: { age: '19' } });
  });
});
