// @vitest-environment jsdom
// The JSON Schema vocabulary a product manager expects (issue 10, point 5), drawn by our theme from a form that
// exists only in this test: select and radio group from enum, a checkbox group from an array of enum, a boolean
// checkbox, a textarea, a number with bounds, a date, and a field shown for one answer (if/then). Its validator is
// precompiled the way the build does it, so what runs here is what runs in the browser.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormSchema } from '../../../engine/forms/FormDefinition';
import { SchemaForm } from '../../../src/forms/SchemaForm';
import { useScratchForm } from '../support/scratchForm';
import { painted } from '../support/painted';
import { notReady } from '../support/notReady';

const ID = 'vocabulary_test';
const schema: FormSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: `https://pos-borrower.local/schemas/forms/${ID}.schema.json`,
  type: 'object',
  properties: {
    jobType: { type: 'string', enum: ['repair', 'replacement'] },
    homeOwner: { type: 'string', enum: ['own', 'rent'] },
    rooms: { type: 'array', items: { type: 'string', enum: ['kitchen', 'bath', 'attic'] }, uniqueItems: true, minItems: 1 },
    notes: { type: 'string', maxLength: 200 },
    crew: { type: 'integer', minimum: 1, maximum: 9 },
    startOn: { type: 'string', format: 'date' },
    insured: { type: 'boolean' },
  },
  required: ['jobType', 'homeOwner', 'rooms'],
  if: { properties: { homeOwner: { const: 'rent' } }, required: ['homeOwner'] },
  then: { properties: { landlordName: { type: 'string', minLength: 2 } }, required: ['landlordName'] },
} as FormSchema;
const uiSchema = {
  'ui:order': ['jobType', 'homeOwner', '*', 'rooms', 'notes', 'crew', 'startOn', 'insured'],
  jobType: { 'ui:widget': 'select' },
  homeOwner: { 'ui:widget': 'radio' },
  rooms: { 'ui:widget': 'checkboxes' },
  notes: { 'ui:widget': 'textarea' },
  startOn: { 'ui:widget': 'date' },
};
const labels: Record<string, string> = {
  jobType: 'Kind of job', 'jobType.placeholder': 'Choose one', 'jobType.repair': 'A repair', 'jobType.replacement': 'A replacement',
  homeOwner: 'Own or rent', 'homeOwner.own': 'I own it', 'homeOwner.rent': 'I rent it',
  landlordName: "Landlord's name", rooms: 'Rooms', 'rooms.kitchen': 'Kitchen', 'rooms.bath': 'Bathroom', 'rooms.attic': 'Attic',
  notes: 'Notes for the crew', notesHint: 'Gate codes, pets, parking.', crew: 'Crew size', startOn: 'Start date', insured: 'The home is insured',
};
const messages = parse(readFileSync(join(process.cwd(), 'content', 'en', 'messages.yaml'), 'utf8')) as Record<string, string>;

useScratchForm(ID, schema, uiSchema);
afterEach(cleanup);

function draw() {
  const onSubmit = vi.fn();
  render(<SchemaForm formId={ID} labels={labels} copyValues={{}} messages={messages} submit={{ label: 'CONTINUE' }} ctx={{ today: new Date('2026-11-24T12:00:00Z') }} onSubmit={onSubmit} />);
  return { onSubmit, submit: () => screen.getByRole('button', { name: 'CONTINUE' }) as HTMLButtonElement };
}

describe('the JSON Schema vocabulary, drawn by our widgets', () => {
  it('draws enum as a select or a radio group as the UI schema says, each choice named from copy', () => {
    draw();
    const select = screen.getByRole('combobox', { name: 'Kind of job' }) as HTMLSelectElement;
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose one', 'A repair', 'A replacement']);
    const group = screen.getByRole('group', { name: 'Own or rent' });
    expect(within(group).getAllByRole('radio').map((r) => (r as HTMLInputElement).labels?.[0]?.textContent)).toEqual(['I own it', 'I rent it']);
    fireEvent.click(screen.getByRole('radio', { name: 'I own it' }));
    expect((screen.getByRole('radio', { name: 'I own it' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows a field only for the answer that asks for it (if/then), and requires it then', async () => {
    const { submit } = draw();
    expect(screen.queryByLabelText("Landlord's name")).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind of job' }), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('radio', { name: 'I rent it' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Kitchen' }));
    const landlord = screen.getByRole('textbox', { name: "Landlord's name" });
    expect(notReady(submit())).toBe(true);
    fireEvent.change(landlord, { target: { value: 'Ruth Okafor' } });
    await painted();
    expect(notReady(submit())).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: 'I own it' }));
    expect(screen.queryByLabelText("Landlord's name")).toBeNull();
  });

  it('draws an array of enum as a checkbox group, a boolean as a checkbox, a textarea with its hint, a number and a date', () => {
    draw();
    expect(within(screen.getByRole('group', { name: 'Rooms' })).getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByRole('checkbox', { name: 'The home is insured' })).toBeTruthy();
    const notes = screen.getByRole('textbox', { name: 'Notes for the crew' });
    expect(notes.tagName).toBe('TEXTAREA');
    expect(document.getElementById(notes.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Gate codes, pets, parking.');
    expect(screen.getByLabelText('Crew size').tagName).toBe('INPUT');
    expect((screen.getByLabelText('Start date') as HTMLInputElement).type).toBe('date');
  });

  it('sends the answers typed as the schema says: numbers as numbers, lists as lists, booleans as booleans', () => {
    const { onSubmit, submit } = draw();
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind of job' }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('radio', { name: 'I own it' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bathroom' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Kitchen' }));
    fireEvent.change(screen.getByLabelText('Crew size'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'The home is insured' }));
    fireEvent.click(submit());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual(expect.objectContaining({ jobType: 'replacement', homeOwner: 'own', rooms: ['kitchen', 'bath'], crew: 3, insured: true }));
  });

  it('ties a broken rule to its field: message from content, aria-invalid, aria-describedby, focus on the first problem', () => {
    const { onSubmit } = draw();
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind of job' }), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('radio', { name: 'I own it' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Attic' }));
    const crew = screen.getByLabelText('Crew size');
    fireEvent.change(crew, { target: { value: '12' } });
    fireEvent.blur(crew);
    const text = (messages.aboveMaximum ?? '').replace('{max}', '9');
    expect(text).not.toBe('');
    expect(crew.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(crew.getAttribute('aria-describedby') ?? '')?.textContent).toBe(text);
    fireEvent.submit(crew.closest('form') as HTMLFormElement);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(crew);
  });
});
