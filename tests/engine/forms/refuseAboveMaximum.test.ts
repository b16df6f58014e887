// The calculator's refusal above a maximum (refuseAboveMaximum) reads the field's maximum wherever the form's schema
// sets it for the answers given: on the field, in an allOf branch, or in the `then` of a condition that holds; the
// validators are precompiled as forms:compile does.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FormDefinition, FormSchema, ValidateFunction } from '../../../engine/forms/FormDefinition';
import { formChecks } from '../../../engine/forms/formChecks';
import { createFormModel } from '../../../engine/forms/formModel';
import { compileFormValidators } from '../../../scripts/lib/formValidators';

mkdirSync(join(process.cwd(), 'node_modules', '.cache'), { recursive: true });
const scratch = mkdtempSync(join(process.cwd(), 'node_modules', '.cache', 'refuse-above-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function modelOf(id: string, schema: FormSchema) {
  const file = join(scratch, `${id}.validators.js`);
  writeFileSync(file, compileFormValidators(id, schema));
  const validators = (await import(/* @vite-ignore */ file)).default as Record<string, ValidateFunction>;
  const def: FormDefinition = { id, schema, uiSchema: { amount: { 'ui:widget': 'currency', 'ui:behaviours': ['refuseAboveMaximum'] } }, validators, rootKey: schema.$id as string };
  const shown = Object.keys(schema.properties ?? {});
  return createFormModel({ def, shown, required: [], checks: formChecks(def, { today: new Date(2026, 10, 24) }) });
}
const base = (id: string) => ({ $id: `https://pos-borrower.local/schemas/forms/${id}.schema.json`, type: 'object' });

describe('refusing an amount above the maximum the schema sets for it, wherever it sets it', () => {
  it('a maximum in an allOf branch', async () => {
    const form = await modelOf('refuse_allof', { ...base('refuse_allof'), properties: { amount: { type: 'integer', minimum: 1 } }, allOf: [{ properties: { amount: { maximum: 5000 } } }] } as FormSchema);
    expect(form.refuse('amount', 5001)).toBe(true);
    expect(form.refuse('amount', 5000)).toBe(false);
  });

  it('a maximum in the then of a condition, only while the condition holds', async () => {
    const form = await modelOf('refuse_then', {
      ...base('refuse_then'),
      properties: { plan: { type: 'string', enum: ['small', 'large'] }, amount: { type: 'integer' } },
      if: { properties: { plan: { const: 'small' } }, required: ['plan'] },
      then: { properties: { amount: { maximum: 2000 } } },
    } as FormSchema);
    form.change({ plan: 'small' });
    expect(form.refuse('amount', 2500)).toBe(true);
    form.change({ plan: 'large' });
    expect(form.refuse('amount', 2500)).toBe(false);
  });
});
