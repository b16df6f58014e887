// @vitest-environment jsdom
// Issue 33: every form of both journeys comes back from its draft exactly as the borrower left it. Each form is typed
// whole, sent (the snapshot a draft keeps is what the form hands over with its answers), then drawn again from that
// snapshot, as after Try again, a language switch or a failed chunk: every box holds what it held (a birth date's
// parts, a formatted SSN, a masked last 4, an amount as shown, a tick), and the submit is as enabled as before.
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalog } from '../../../src/content/catalog';
import { formRegistry } from '../../../src/forms/formRegistry';
import { SchemaForm } from '../../../src/forms/SchemaForm';
import { notReady } from '../support/notReady';

afterEach(cleanup);

/** What a borrower types into each field our forms have, by the field's (or a part's) name. */
const TYPED: Record<string, string> = {
  firstName: 'Ana', lastName: 'Rivera', email: 'ana.rivera@example.com', verifiedEmail: 'ana.rivera@example.com',
  dobMonth: '07', dobDay: '19', dobYear: '1984', annualIncomeBeforeTaxes: '85000', employer: 'Rivera Plumbing',
  ssn: '123456789', ssn4: '1111', streetAddress1: '12 Main St', addressSecondaryNumber: 'Apt 4', city: 'Springfield',
  stateCode: 'IL', zip: '62701', phone: '5555550100', pin: '1234', calculatorAmount: '2500', requestedLoanAmount: '2500',
  completionDate: '2026-11-30',
};
const ctx = { today: new Date(2026, 10, 24, 12), maxAmount: 10000 };
const submitOf = (root: HTMLElement) => root.querySelector('button[type="submit"]') as HTMLButtonElement | null;
const inputsOf = (root: HTMLElement) => [...root.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[name], select[name]')];

/** What each box shows, by name: its text, or whether it is ticked. */
const boxes = (root: HTMLElement): Record<string, string> =>
  Object.fromEntries(inputsOf(root).map((i) => [i.name, i instanceof HTMLInputElement && i.type === 'checkbox' ? String(i.checked) : i.value]));

function draw(formId: string, initial?: Record<string, unknown>) {
  const onSubmit = vi.fn();
  const view = render(
    <SchemaForm formId={formId} labels={{}} copyValues={{}} messages={catalog.messages} submit={{ label: 'CONTINUE' }}
      ctx={ctx} onSubmit={onSubmit} checkZip={async () => true} recordConsent={async () => undefined} initial={initial} />,
  );
  return { onSubmit, root: view.container };
}

const forms = Object.keys(formRegistry).sort();

describe('a form drawn again from its draft', () => {
  it('covers every form of both journeys', () => expect(forms.length).toBeGreaterThanOrEqual(10));

  it.each(forms)('%s: every field comes back as it was, and the submit is as enabled', async (formId) => {
    const first = draw(formId);
    await waitFor(() => expect(inputsOf(first.root).length).toBeGreaterThan(0));
    for (const input of inputsOf(first.root)) {
      if (input instanceof HTMLInputElement && input.type === 'checkbox') fireEvent.click(input);
      else {
        fireEvent.focus(input);
        fireEvent.change(input, { target: { value: TYPED[input.name] ?? 'Some answer' } });
        fireEvent.blur(input);
      }
    }
    const submit = submitOf(first.root);
    if (submit) {
      await waitFor(() => expect(notReady(submit)).toBe(false));
      await act(async () => fireEvent.submit(submit.closest('form')!));
    }
    await waitFor(() => expect(first.onSubmit).toHaveBeenCalled());
    const before = boxes(first.root);
    const [, snapshot] = first.onSubmit.mock.calls.at(-1) as [unknown, Record<string, unknown>];
    cleanup();

    const again = draw(formId, snapshot);
    await waitFor(() => expect(boxes(again.root)).toEqual(before));
    if (submit) await waitFor(() => expect(notReady(submitOf(again.root))).toBe(false));
  });
});
