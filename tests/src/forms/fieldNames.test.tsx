// @vitest-environment jsdom
// Issue 47: each widget knows its field by the name rjsf gives it, never by parsing its id. A field named with an
// underscore (linked_phone) is left, shows its problem, draws its label and hint, and is sent under its own name;
// the field beside it (linked) is not taken for it. The form exists only in this test, its validators precompiled
// as the build does it, drawn by the real SchemaForm.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormSchema } from '../../../engine/forms/FormDefinition';
import { SchemaForm } from '../../../src/forms/SchemaForm';
import { useScratchForm } from '../support/scratchForm';

const ID = 'field_names_test';
const schema: FormSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: `https://pos-borrower.local/schemas/forms/${ID}.schema.json`,
  type: 'object',
  properties: {
    linked: { type: 'string', minLength: 2 },
    linked_phone: { type: 'string', pattern: '^\\d{10}$', 'x-messages': { pattern: 'invalidMobileNumber' } },
  },
  required: ['linked', 'linked_phone'],
} as FormSchema;
const labels: Record<string, string> = { linked: 'Account holder', linked_phone: 'Linked phone', linked_phoneHint: 'Ten digits.' };
const messages = parse(readFileSync(join(process.cwd(), 'content', 'en', 'messages.yaml'), 'utf8')) as Record<string, string>;

useScratchForm(ID, schema, {});
afterEach(cleanup);

function draw() {
  const onSubmit = vi.fn();
  render(<SchemaForm formId={ID} labels={labels} copyValues={{}} messages={messages} submit={{ label: 'CONTINUE' }} ctx={{ today: new Date('2026-11-24T12:00:00Z') }} onSubmit={onSubmit} />);
  return { onSubmit, box: (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement };
}
const messageOf = (box: HTMLElement) => (box.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');

describe('a field whose name has an underscore', () => {
  it('shows its own problem once left, and only its own', () => {
    const { box } = draw();
    expect(messages.invalidMobileNumber).toBeTruthy();
    fireEvent.change(box(labels.linked_phone!), { target: { value: '555' } });
    fireEvent.blur(box(labels.linked_phone!));
    expect(box(labels.linked_phone!).getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(box(labels.linked_phone!))).toContain(messages.invalidMobileNumber);
    expect(box(labels.linked!).getAttribute('aria-invalid')).not.toBe('true');
  });

  it('draws its label and hint and is sent under its own name', () => {
    const { box, onSubmit } = draw();
    expect(messageOf(box(labels.linked_phone!))).toContain(labels.linked_phoneHint);
    fireEvent.change(box(labels.linked!), { target: { value: 'Ana Rivera' } });
    fireEvent.change(box(labels.linked_phone!), { target: { value: '5551234567' } });
    fireEvent.submit(box(labels.linked!).closest('form')!);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ linked: 'Ana Rivera', linked_phone: '5551234567' });
  });
});
