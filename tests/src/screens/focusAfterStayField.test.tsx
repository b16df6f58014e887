// @vitest-environment jsdom
// Issue 47: after an event that keeps the borrower on the screen, the focus goes to the field the lender named, found
// by asking the form (the field's name as rjsf gives it), never by parsing input ids. A field named with an underscore
// (linked_phone) is found, the field beside it (linked, a radio) is not taken for it, and a field the form does not
// draw for this borrower is never taken for another whose name begins with it: the focus goes to the page's error.
// The form exists only in this test, its validators precompiled as the build does it, drawn by the real SchemaForm.
import { cleanup, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormSchema } from '../../../engine/forms/FormDefinition';
import { SchemaForm } from '../../../src/forms/SchemaForm';
import { focusAfterStay } from '../../../src/screens/focusAfterStay';
import { useScratchForm } from '../support/scratchForm';

const ID = 'focus_after_stay_field_test';
const schema: FormSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: `https://pos-borrower.local/schemas/forms/${ID}.schema.json`,
  type: 'object',
  properties: {
    phone: { type: 'string' },
    'phone-alt': { type: 'string' },
    linked: { type: 'string', enum: ['yes', 'no'] },
    linked_phone: { type: 'string' },
  },
} as FormSchema;
const labels: Record<string, string> = {
  phone: 'Mobile phone', 'phone-alt': 'Other phone', linked: 'Linked account?', 'linked.yes': 'Yes', 'linked.no': 'No', linked_phone: 'Linked phone',
};
const messages = parse(readFileSync(join(process.cwd(), 'content', 'en', 'messages.yaml'), 'utf8')) as Record<string, string>;
useScratchForm(ID, schema, { linked: { 'ui:widget': 'radio' }, 'ui:order': ['phone', 'phone-alt', 'linked', 'linked_phone'] });
afterEach(cleanup);

/** The form on a screen (its main, its page error); `shown`: the fields this borrower is asked for. */
function drawScreen(shown?: string[]) {
  const { container } = render(
    <main>
      <div className="page-error"><div className="alert" tabIndex={-1}>The lender could not check that.</div></div>
      <SchemaForm formId={ID} labels={labels} copyValues={{}} messages={messages} submit={null} shown={shown ?? null} ctx={{ today: new Date('2026-11-24T12:00:00Z') }} />
    </main>,
  );
  const targets = { main: container.querySelector('main'), pageError: container.querySelector<HTMLElement>('.page-error'), heading: null };
  /** The lender found `field` wrong and the borrower stays on the screen. */
  const fieldError = (field: string) => focusAfterStay({ screen: 'entry', path: '/entry', via: 'test', stay: true, error: { kind: 'field', field } }, null, targets);
  return { fieldError };
}

describe('the focus after a field error the lender sends', () => {
  it('goes to a field named with an underscore (linked_phone), and linked\'s error to linked\'s first option, not linked_phone', () => {
    const { fieldError } = drawScreen();
    fieldError('linked_phone');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: labels.linked_phone }));
    fieldError('linked');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: labels['linked.yes'] }));
    fieldError('phone');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: labels.phone }));
  });

  it('a field this borrower is not asked for is never taken for another whose name begins with it: the page error takes the focus', () => {
    const { fieldError } = drawScreen(['phone-alt', 'linked', 'linked_phone']);
    expect(screen.queryByRole('textbox', { name: labels.phone })).toBeNull();
    fieldError('phone');
    expect(document.activeElement).not.toBe(screen.getByRole('textbox', { name: labels['phone-alt'] }));
    expect(document.activeElement).toBe(document.querySelector('.page-error .alert'));
  });
});
