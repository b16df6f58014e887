// Issue 47, in the form model itself (engine/forms/formModel.ts): a question its condition hides is not part of the
// form. "Is this a home-based business?" Yes draws the permit question; answered, then switched to No, the permit
// answer is not in what the model sends (model.answers, the send effect), its problem, the lender's message on it and
// a data-inquiry list that asks for it keep nothing from being sent, and nothing names it as still needed. What was
// typed stays in the model: Yes again and it counts and is sent again. The schema's validators are precompiled as
// forms:compile does it; which fields the answers draw is given as the app's rjsf resolves it (src/forms/drawnFields.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormDefinition, FormSchema, ValidateFunction } from '../../../engine/forms/FormDefinition';
import { formChecks } from '../../../engine/forms/formChecks';
import { createFormModel, fieldMessages, readinessOf, type FormValues } from '../../../engine/forms/formModel';
import { compileFormValidators } from '../../../scripts/lib/formValidators';

const ID = 'hidden_answers_engine_test';
const schema: FormSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: `https://pos-borrower.local/schemas/forms/${ID}.schema.json`,
  type: 'object',
  properties: { homeBased: { type: 'string', enum: ['yes', 'no'] } },
  required: ['homeBased'],
  if: { properties: { homeBased: { const: 'yes' } }, required: ['homeBased'] },
  then: { properties: { permitNumber: { type: 'string', pattern: '^[A-Z]{2}-\\d{6}$' } }, required: ['permitNumber'] },
};
const shown = ['homeBased', 'permitNumber'];
/** What rjsf draws for these answers: the permit question with Yes only (the schema's if/then). */
const drawn = (values: FormValues) => (values.homeBased === 'yes' ? shown : ['homeBased']);
const ctx = { today: new Date(2026, 10, 24, 12) };

let def: FormDefinition;
let scratch = '';
beforeAll(async () => {
  mkdirSync(join(process.cwd(), 'node_modules', '.cache'), { recursive: true });
  scratch = mkdtempSync(join(process.cwd(), 'node_modules', '.cache', `${ID}-`));
  const file = join(scratch, `${ID}.validators.js`);
  writeFileSync(file, compileFormValidators(ID, schema));
  const validators = (await import(/* @vite-ignore */ file)).default as Record<string, ValidateFunction>;
  def = { id: ID, schema, uiSchema: {}, validators, rootKey: String(schema.$id) };
});
afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const form = (required: string[] = []) => createFormModel({ def, shown, required, drawn, checks: formChecks(def, ctx, required) });
const sent = (effects: ReturnType<ReturnType<typeof form>['attempt']>) => effects.flatMap((e) => (e.kind === 'send' ? [e.answers] : []));

describe('a question hidden by its condition, in the form model', () => {
  it('answered, then hidden by No: the answers and the send effect hold No alone, and the model keeps what was typed', () => {
    const model = form();
    model.change({ homeBased: 'yes' });
    model.change({ permitNumber: 'CA-123456' });
    expect(model.answers()).toEqual({ homeBased: 'yes', permitNumber: 'CA-123456' });
    model.change({ homeBased: 'no' });
    expect(model.get().drawn).toEqual(['homeBased']);
    expect(model.answers()).toEqual({ homeBased: 'no' });
    expect(sent(model.attempt())).toEqual([{ homeBased: 'no' }]);
    expect(model.snapshot()).toEqual({ homeBased: 'no', permitNumber: 'CA-123456' });
  });

  it('a wrong hidden answer has no problem: nothing shows, nothing is still needed, and the form is sent', () => {
    const model = form();
    model.change({ homeBased: 'yes', permitNumber: '12345' });
    model.leave('permitNumber');
    expect(readinessOf(model).invalid).toEqual(['permitNumber']);
    model.change({ homeBased: 'no' });
    expect(model.get().issues).toEqual({});
    expect(fieldMessages(model)).toEqual({});
    expect(readinessOf(model)).toEqual({ ready: true, invalid: [], needs: [] });
    expect(sent(model.attempt())).toEqual([{ homeBased: 'no' }]);
  });

  it("the lender's message on the hidden answer neither shows nor keeps the form from being sent; Yes brings it back", () => {
    const model = form();
    model.change({ homeBased: 'yes', permitNumber: 'CA-123456' });
    model.outside({ lender: { permitNumber: 'We could not find this permit.' } });
    expect(readinessOf(model).ready).toBe(false);
    model.change({ homeBased: 'no' });
    expect(fieldMessages(model)).toEqual({});
    expect(readinessOf(model).ready).toBe(true);
    expect(sent(model.attempt())).toEqual([{ homeBased: 'no' }]);
    model.change({ homeBased: 'yes' });
    expect(fieldMessages(model).permitNumber?.text).toBe('We could not find this permit.');
    expect(readinessOf(model).needs).toEqual(['permitNumber']);
  });

  it('a data-inquiry list asking for the hidden question does not make it needed while it is hidden', () => {
    const model = form(['homeBased', 'permitNumber']);
    model.change({ homeBased: 'no' });
    expect(readinessOf(model).ready).toBe(true);
    model.change({ homeBased: 'yes' });
    expect(readinessOf(model).needs).toEqual(['permitNumber']);
  });

  it('Yes again: the answer typed before counts and is sent again', () => {
    const model = form();
    model.change({ homeBased: 'yes', permitNumber: 'CA-123456' });
    model.change({ homeBased: 'no' });
    model.change({ homeBased: 'yes' });
    expect(model.get().drawn).toEqual(shown);
    expect(sent(model.attempt())).toEqual([{ homeBased: 'yes', permitNumber: 'CA-123456' }]);
  });
});
