// @vitest-environment jsdom
// When a form's problems show (borrower-journey section 5): not while the borrower is on their first pass through a
// field, once it is left (that field only; rjsf validates on each blur), and every one once a submit is tried, with
// the cursor on the first. The
// words are the product's, from the schema's x-messages and the engine's x-rules (rjsf's transformErrors and
// customValidate, src/forms/useSchemaRules.ts).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageFor } from '../../../engine/fields/messageFor';
import { catalog } from '../../../src/content/catalog';
import { SchemaForm } from '../../../src/forms/SchemaForm';

afterEach(cleanup);

const { labels } = catalog.screens.entry!;
const { messages } = catalog;
const say = (code: string) => messageFor({ code }, messages);
/** The error a field announces: the text its aria-describedby names (null when none). */
const errorOf = (label: string): string | null => {
  const input = screen.getByLabelText(label);
  const id = (input.getAttribute('aria-describedby') ?? '').split(' ').find((i) => i.endsWith('-error'));
  return (id && document.getElementById(id)?.textContent) || null;
};

function draw(shown: string[], required: string[] = []) {
  const onSubmit = vi.fn();
  render(<SchemaForm formId="entry" labels={labels} copyValues={{}} messages={messages} submit={{ label: 'CONTINUE' }}
    shown={shown} required={required} ctx={{ today: new Date(2026, 10, 24, 12) }} onSubmit={onSubmit} />);
  return { onSubmit, form: () => screen.getByLabelText(labels.firstName!).closest('form') as HTMLFormElement };
}

describe('a problem shows once its field is left or a submit is tried', () => {
  it('says nothing on the first pass, then the left field\'s problem only, and it goes once the field is put right and left', async () => {
    draw(['firstName', 'lastName', 'email'], ['firstName', 'lastName']);
    const first = screen.getByLabelText(labels.firstName!);
    fireEvent.change(first, { target: { value: 'J' } });
    expect(errorOf(labels.firstName!)).toBeNull();
    fireEvent.blur(first);
    await waitFor(() => expect(errorOf(labels.firstName!)).toBe(say('twoLettersMinimum')));
    expect(errorOf(labels.lastName!)).toBeNull();
    expect(first.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(first, { target: { value: 'Jo' } });
    fireEvent.blur(first);
    await waitFor(() => expect(errorOf(labels.firstName!)).toBeNull());
    expect(first.getAttribute('aria-invalid')).toBeNull();
  });

  it('takes a message away on the keystroke that puts the answer right, before the field is left again', async () => {
    draw(['firstName', 'lastName'], ['firstName', 'lastName']);
    const first = screen.getByLabelText(labels.firstName!);
    fireEvent.change(first, { target: { value: 'J' } });
    fireEvent.blur(first);
    await waitFor(() => expect(errorOf(labels.firstName!)).toBe(say('twoLettersMinimum')));
    fireEvent.focus(first);
    fireEvent.change(first, { target: { value: 'Jo' } });
    await waitFor(() => expect(errorOf(labels.firstName!)).toBeNull());
    expect(first.getAttribute('aria-invalid')).toBeNull();
    // Made wrong again: a field already left says so again.
    fireEvent.change(first, { target: { value: 'J' } });
    await waitFor(() => expect(errorOf(labels.firstName!)).toBe(say('twoLettersMinimum')));
  });

  it('says a field the server asks for is empty when it is left empty, and a rule the schema cannot say after the schema\'s', async () => {
    draw(['firstName', 'email'], ['firstName']);
    fireEvent.focus(screen.getByLabelText(labels.firstName!));
    fireEvent.blur(screen.getByLabelText(labels.firstName!));
    await waitFor(() => expect(errorOf(labels.firstName!)).toBe(say('enterFirstName')));
    const email = screen.getByLabelText(labels.email!);
    fireEvent.change(email, { target: { value: 'ana@example' } });
    fireEvent.blur(email);
    await waitFor(() => expect(errorOf(labels.email!)).toBe(say('invalidEmailAddress')));
    fireEvent.change(email, { target: { value: 'ana@example.con' } });
    fireEvent.blur(email);
    await waitFor(() => expect(errorOf(labels.email!)).toBe(say('invalidEmailDomain')));
  });

  it('shows every problem on a submit, puts the cursor in the first, and sends nothing, nor writes them to the console', async () => {
    const logged = vi.spyOn(console, 'error');
    const { onSubmit, form } = draw(['firstName', 'lastName', 'zip'], ['firstName', 'lastName']);
    fireEvent.change(screen.getByLabelText(labels.zip!), { target: { value: '941' } });
    fireEvent.submit(form());
    await waitFor(() => expect(errorOf(labels.firstName!)).toBe(say('enterFirstName')));
    expect(errorOf(labels.lastName!)).toBe(say('enterLastName'));
    expect(errorOf(labels.zip!)).toBe(say('zipMustBe5Digits'));
    expect(document.activeElement).toBe(screen.getByLabelText(labels.firstName!));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('sends what was typed a moment ago on a submit, before rjsf has taken it up', async () => {
    const { onSubmit, form } = draw(['firstName', 'lastName'], ['firstName', 'lastName']);
    fireEvent.change(screen.getByLabelText(labels.firstName!), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText(labels.lastName!), { target: { value: 'Rivera' } });
    fireEvent.submit(form());
    await waitFor(() => expect(onSubmit.mock.calls[0]?.[0]).toEqual({ firstName: 'Ana', lastName: 'Rivera' }));
    expect(errorOf(labels.firstName!)).toBeNull();
  });
});
