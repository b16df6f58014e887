// @vitest-environment jsdom
// Issue 47: a flow's `clear:` (a wrong code: flows/borrower.yaml's pin screen, `clear: { pin: invalidVerificationCode }`)
// goes through the form's model, as every edit does: the field it names is emptied, says the flow's message and takes
// the cursor, and what the borrower typed in the form's other fields stays. The pin screen is given a form of this
// test's own, the code with a note beside it, its validators precompiled as the build does it; its words are the pin
// screen's (content/en/screens/pin.md) and the message content's (errors.yaml).
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormSchema } from '../../../engine/forms/FormDefinition';
import { ok } from '../../../engine/Result';
import { catalog } from '../../../src/content/catalog';
import type { Runtime } from '../../../src/runtime/Runtime';
import { ask, loan } from '../../support/flows';
import { painted } from '../support/painted';
import { renderApp } from '../support/renderApp';
import { useScratchForm } from '../support/scratchForm';

const ID = 'flow_clear_test';
const schema: FormSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: `https://pos-borrower.local/schemas/forms/${ID}.schema.json`,
  type: 'object',
  properties: {
    note: { type: 'string' },
    pin: { type: 'string', maxLength: 4, pattern: '^\\d{4}$' },
  },
  required: ['pin'],
} as FormSchema;
useScratchForm(ID, schema, { 'ui:order': ['note', 'pin'], pin: { 'ui:widget': 'pin', 'ui:filter': 'pin', 'ui:behaviours': ['autoSubmit'] } });
afterEach(cleanup);

const withForm = (config: Runtime['config']): Runtime['config'] => {
  const borrower = config.flows.borrower;
  return { ...config, flows: { ...config.flows, borrower: { ...borrower, screens: { ...borrower.screens, pin: { ...borrower.screens.pin!, form: ID } } } } };
};
const pin = catalog.screens.pin!;
const noteBox = () => document.querySelector('[data-field="note"] input') as HTMLInputElement;

describe("a flow's clear goes through the form's model", () => {
  it('a wrong code empties the code box, says so and takes the cursor; the note typed beside it stays', async () => {
    const state = loan({ dataInquiryList: ask('BORROWER_PROVIDED_AUTH_PIN') });
    renderApp('/pin', () => ok(state), { token: 'tok123', config: withForm });
    const code = await screen.findByLabelText(pin.labels.pin!, {}, { timeout: 15_000 });
    fireEvent.change(noteBox(), { target: { value: 'Gate code 42' } });
    await painted();
    fireEvent.change(code, { target: { value: '9999' } });
    expect(await screen.findByText(catalog.errors.invalidVerificationCode!)).toBeTruthy();
    const again = screen.getByLabelText(pin.labels.pin!) as HTMLInputElement;
    await waitFor(() => expect(again.value).toBe(''));
    expect(document.activeElement).toBe(again);
    expect(again.getAttribute('aria-invalid')).toBe('true');
    expect(noteBox().value).toBe('Gate code 42');
  });
});
