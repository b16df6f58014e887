// @vitest-environment jsdom
// A form's definition replaced under the open page (the form editor's change shown at once, issue 46:
// src/forms/formRegistry.ts replaceForm, src/forms/validatorChunks.ts replace): the form drawn next asks the new
// question, keeps what the borrower typed in the others, and no longer holds (nor sends) the answer to a question
// taken out. The form exists only in this test, its validators precompiled as forms:compile does.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { FormSchema, ValidateFunction } from '../../../engine/forms/FormDefinition';
import { compileFormValidators } from '../../../scripts/lib/formValidators';
import { formRegistry, replaceForm } from '../../../src/forms/formRegistry';
import { SchemaForm } from '../../../src/forms/SchemaForm';
import { validatorChunks } from '../../../src/forms/validatorChunks';
import { painted } from '../../src/support/painted';

const ID = 'form_swap_test';
const schemaOf = (properties: string[]): FormSchema => ({
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: `https://pos-borrower.local/schemas/forms/${ID}.schema.json`,
  type: 'object',
  properties: Object.fromEntries(properties.map((p) => [p, { type: 'string' }])),
} as FormSchema);
const labels = { permitNumber: 'Permit number', crewSize: 'How many workers?', gateCode: 'Gate code' };

// Inside the project, so the generated modules' imports resolve as the app's do.
mkdirSync(join(process.cwd(), 'node_modules', '.cache'), { recursive: true });
const scratch = mkdtempSync(join(process.cwd(), 'node_modules', '.cache', `${ID}-`));
let written = 0;
async function put(properties: string[]): Promise<void> {
  const schema = schemaOf(properties);
  const file = join(scratch, `${ID}-${(written += 1)}.validators.js`);
  writeFileSync(file, compileFormValidators(ID, schema));
  validatorChunks.replace(ID, (await import(/* @vite-ignore */ file)).default as Record<string, ValidateFunction>);
  replaceForm(ID, schema, { 'ui:order': properties });
}
afterEach(cleanup);
afterAll(() => {
  delete formRegistry[ID];
  rmSync(scratch, { recursive: true, force: true });
});

describe('a form whose definition is replaced (the form editor, npm run dev)', () => {
  it('asks the new question, keeps what was typed, and drops the answer to a question taken out', async () => {
    await put(['permitNumber', 'crewSize']);
    const onSubmit = vi.fn();
    const draw = () => <SchemaForm formId={ID} labels={labels} copyValues={{}} messages={{}} submit={{ label: 'CONTINUE' }} ctx={{ today: new Date('2026-11-24T12:00:00Z') }} onSubmit={onSubmit} />;
    const view = render(draw());
    fireEvent.change(await screen.findByRole('textbox', { name: labels.permitNumber }), { target: { value: 'CA-123456' } });
    fireEvent.change(screen.getByRole('textbox', { name: labels.crewSize }), { target: { value: 'three' } });
    await painted();

    await put(['permitNumber', 'gateCode']);
    view.rerender(draw());
    const gate = await screen.findByRole('textbox', { name: labels.gateCode }) as HTMLInputElement;
    expect(gate.value).toBe('');
    expect((screen.getByRole('textbox', { name: labels.permitNumber }) as HTMLInputElement).value).toBe('CA-123456');
    expect(screen.queryByRole('textbox', { name: labels.crewSize })).toBeNull();
    fireEvent.change(gate, { target: { value: '4321' } });
    await painted();
    fireEvent.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await painted();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toEqual({ permitNumber: 'CA-123456', gateCode: '4321' });
  });
});
