// @vitest-environment jsdom
// The shared vocabulary of the prequal spec's section 5 (issue 23) as product uses it on a form no screen has yet:
// fields that "$ref" the shared definitions (schemas/forms/definitions/) with the filters, formats and parsers named in
// the UI schema, drawn by our theme through the real SchemaForm. The validator is precompiled from the resolved schema
// the way the build does it; the messages are content's (the catalog).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageFor } from '../../../engine/fields/messageFor';
import type { FormSchema } from '../../../engine/forms/FormDefinition';
import { resolveFormSchema } from '../../../engine/forms/resolveFormSchema';
import { readFormDefinitions } from '../../../scripts/lib/formValidators';
import { catalog } from '../../../src/content/catalog';
import { SchemaForm } from '../../../src/forms/SchemaForm';
import { useScratchForm } from '../support/scratchForm';

const ID = 'shared_vocabulary_test';
const raw = {
  $id: `https://pos-borrower.local/schemas/forms/${ID}.schema.json`,
  type: 'object',
  properties: {
    businessLegalName: { $ref: 'definitions/businessLegalName.json' },
    doingBusinessAs: { $ref: 'definitions/doingBusinessAs.json' },
    website: { $ref: 'definitions/website.json' },
    ein: { $ref: 'definitions/ein.json' },
    ownership: { $ref: 'definitions/ownership.json' },
  },
  required: ['businessLegalName', 'ein', 'ownership'],
} as FormSchema;
const uiSchema = {
  'ui:order': ['businessLegalName', 'doingBusinessAs', 'website', 'ein', 'ownership'],
  businessLegalName: { 'ui:filter': 'safeText', 'ui:autocomplete': 'organization' },
  doingBusinessAs: { 'ui:filter': 'safeText', 'ui:autocomplete': 'off' },
  website: { 'ui:autocomplete': 'url', 'ui:inputmode': 'url' },
  ein: { 'ui:filter': 'ein', 'ui:format': 'ein', 'ui:parse': 'einDigits', 'ui:autocomplete': 'off', 'ui:inputmode': 'numeric' },
  ownership: { 'ui:filter': 'ownership', 'ui:format': 'ownership', 'ui:parse': 'percent', 'ui:autocomplete': 'off', 'ui:inputmode': 'numeric' },
};
const labels: Record<string, string> = {
  businessLegalName: 'Business legal name', doingBusinessAs: 'Doing business as', website: 'Website', ein: 'EIN', ownership: 'Ownership',
};

useScratchForm(ID, () => {
  const resolved = resolveFormSchema(raw, readFormDefinitions());
  if (!resolved.ok) throw new Error(resolved.error.map((p) => p.message).join('; '));
  return resolved.value;
}, uiSchema);
afterEach(cleanup);

function draw() {
  const onSubmit = vi.fn();
  render(<SchemaForm formId={ID} labels={labels} copyValues={{}} messages={catalog.messages} submit={{ label: 'CONTINUE' }} ctx={{ today: new Date('2026-11-24T12:00:00Z') }} onSubmit={onSubmit} />);
  return { onSubmit };
}
const field = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
const messageOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
/** Types `text` into a field and leaves it, as a borrower does. */
function typeAndLeave(input: HTMLInputElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

describe('the shared business vocabulary, drawn by our widgets', () => {
  it('shows an EIN as 2-7 and an ownership share with %, blanking a share over 100', () => {
    draw();
    typeAndLeave(field('EIN'), '12-3456789');
    expect(field('EIN').value).toBe('12-3456789');
    typeAndLeave(field('EIN'), '123456789');
    expect(field('EIN').value).toBe('12-3456789');
    typeAndLeave(field('Ownership'), '150');
    expect(field('Ownership').value).toBe('');
    typeAndLeave(field('Ownership'), '45');
    expect(field('Ownership').value).toBe('45%');
  });

  it('says a doing-business-as name of 2 characters once trimmed with the message from content', () => {
    draw();
    const dba = field('Doing business as');
    typeAndLeave(dba, '  ab ');
    const text = messageFor({ code: 'typeAtLeast3Characters' }, catalog.messages);
    expect(catalog.messages.typeAtLeast3Characters).toBe(text);
    expect(dba.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(dba)).toBe(text);
  });

  it('says a website that is not a domain, and nothing for one left empty (it is optional)', () => {
    draw();
    const website = field('Website');
    typeAndLeave(website, 'not a site');
    expect(messageOf(website)).toBe(messageFor({ code: 'invalidWebsite' }, catalog.messages));
    typeAndLeave(website, '');
    expect(website.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('sends the EIN as its digits and the ownership share as a number', async () => {
    const { onSubmit } = draw();
    typeAndLeave(field('Business legal name'), "Bob's Roofing & Sons, LLC");
    typeAndLeave(field('Website'), 'https://www.example.com');
    typeAndLeave(field('EIN'), '123456789');
    typeAndLeave(field('Ownership'), '45');
    fireEvent.submit(field('EIN').closest('form') as HTMLFormElement);
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ businessLegalName: "Bob's Roofing & Sons, LLC", website: 'https://www.example.com', ein: '123456789', ownership: 45 });
  });
});
