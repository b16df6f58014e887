// @vitest-environment jsdom
// "Still needed" names the missing answers top to bottom as the form draws them (`ui:order`), not in the schema's
// order: a question the form editor moved up is named first (the product manager's trial, issue 46). The form exists
// only in this test, its validators precompiled as the build does it, drawn by the real SchemaForm.
import { cleanup, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormSchema } from '../../../engine/forms/FormDefinition';
import { SchemaForm } from '../../../src/forms/SchemaForm';
import { useScratchForm } from '../support/scratchForm';

const ID = 'still_needed_order_test';
const schema: FormSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: `https://pos-borrower.local/schemas/forms/${ID}.schema.json`,
  type: 'object',
  properties: { businessName: { type: 'string', minLength: 1 }, ein: { type: 'string', minLength: 1 } },
  required: ['businessName', 'ein'],
} as FormSchema;
const uiSchema = { 'ui:order': ['ein', '*'] };
const labels: Record<string, string> = { businessName: 'Legal name of your business', ein: 'Employer Identification Number' };
const messages = parse(readFileSync(join(process.cwd(), 'content', 'en', 'messages.yaml'), 'utf8')) as Record<string, string>;

useScratchForm(ID, schema, uiSchema);
afterEach(cleanup);

describe('"Still needed"', () => {
  it('names the missing answers in the order the form shows them', async () => {
    render(<SchemaForm formId={ID} labels={labels} copyValues={{}} messages={messages} submit={{ label: 'CONTINUE' }} ctx={{ today: new Date('2026-11-24T12:00:00Z') }} onSubmit={vi.fn()} />);
    const boxes = await screen.findAllByRole('textbox');
    expect(boxes.map((b) => b.getAttribute('id'))).toEqual([expect.stringContaining('ein'), expect.stringContaining('businessName')]);
    const submit = screen.getByRole('button', { name: 'CONTINUE' });
    const line = document.getElementById(submit.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
    expect(line.indexOf(labels.ein!)).toBeGreaterThan(-1);
    expect(line.indexOf(labels.ein!)).toBeLessThan(line.indexOf(labels.businessName!));
  });
});
