// @vitest-environment jsdom
// A `ui:format` given to a question of a form already on screen (the form editor's change shown at once, issue 46:
// authoring/page/form/preview.ts showPreview): the open form formats the box as the borrower leaves it, as it does
// after a reload, even when the format needs a library the page has not fetched (the phone number's). The form
// reads its formats once, as it is first drawn (src/forms/useLoadedForm.ts), so the preview brings the library in
// before it draws the form again. The app's modules are loaded afresh here (the tests' setup fetches every library
// first, tests/setup/formChunk.ts), and the browser saves data (nothing is fetched ahead), so the page has not
// fetched the phone library when the format arrives. The form exists only in this test, its validators precompiled
// as forms:compile does.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FormSchema, UiSchema, ValidateFunction } from '../../../engine/forms/FormDefinition';
import { compileFormValidators } from '../../../scripts/lib/formValidators';

// The page's redraw is the dev server's Fast Refresh; here the test draws the form again itself.
vi.mock('../../../authoring/page/copy/redraw', () => ({ redraw: () => Promise.resolve() }));
vi.resetModules();
const { showPreview } = await import('../../../authoring/page/form/preview');
const { formRegistry, replaceForm } = await import('../../../src/forms/formRegistry');
const { SchemaForm } = await import('../../../src/forms/SchemaForm');
const { validatorChunks } = await import('../../../src/forms/validatorChunks');
const { phoneLibrary } = await import('../../../engine/fields/formatters/phoneLibrary');
const { painted } = await import('../../src/support/painted');

const ID = 'format_preview_test';
const schema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: `https://pos-borrower.local/schemas/forms/${ID}.schema.json`,
  type: 'object',
  properties: { permitNumber: { type: 'string' }, siteContact: { type: 'string' } },
} as FormSchema;
const plain: UiSchema = { 'ui:order': ['permitNumber', 'siteContact'] };
const formatted: UiSchema = { ...plain, siteContact: { 'ui:format': 'phone' } };
const labels = { permitNumber: 'Permit number', siteContact: 'Phone of the person on site' };

mkdirSync(join(process.cwd(), 'node_modules', '.cache'), { recursive: true });
const scratch = mkdtempSync(join(process.cwd(), 'node_modules', '.cache', `${ID}-`));
beforeAll(async () => {
  Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
  const file = join(scratch, `${ID}.validators.js`);
  writeFileSync(file, compileFormValidators(ID, schema));
  validatorChunks.replace(ID, (await import(/* @vite-ignore */ file)).default as Record<string, ValidateFunction>);
  replaceForm(ID, schema, plain);
});
afterEach(cleanup);
afterAll(() => {
  delete formRegistry[ID];
  rmSync(scratch, { recursive: true, force: true });
});

describe('a format added to a question of the open form (the form editor, npm run dev)', () => {
  it('formats the box as the borrower leaves it, without a reload, what was typed in the others kept', async () => {
    const draw = () => <SchemaForm formId={ID} labels={labels} copyValues={{}} messages={{}} submit={{ label: 'CONTINUE' }} ctx={{ today: new Date('2026-11-24T12:00:00Z') }} />;
    const view = render(draw());
    fireEvent.change(await screen.findByRole('textbox', { name: labels.permitNumber }), { target: { value: 'CA-123456' } });
    await painted();
    expect(phoneLibrary.ready()).toBe(false);

    const shown = await showPreview({ form: ID, schema, ui: formatted, validators: null, copy: [], flows: null });
    expect(shown).toBe(true);
    view.rerender(draw());
    const phone = await screen.findByRole('textbox', { name: labels.siteContact }) as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '4155550123' } });
    fireEvent.blur(phone);
    await painted();
    expect(phone.value).toBe('(415) 555-0123');
    expect((screen.getByRole('textbox', { name: labels.permitNumber }) as HTMLInputElement).value).toBe('CA-123456');
  });
});
