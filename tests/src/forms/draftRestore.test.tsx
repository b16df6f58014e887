// @vitest-environment jsdom
// Issue 33: a form comes back exactly as the borrower left it. The entry form is typed whole (every inquiry the
// lender can ask on it), APPLY is answered by a 500 whose body is the lender's JSON message (the spec sends that to
// /error), and Try again brings the form back: every box, the birth date's parts, the SSN as it was formatted, the
// income as it was shown, the agreement ticked, and APPLY enabled as before.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { err, ok } from '../../../engine/Result';
import { catalog } from '../../../src/content/catalog';
import { ask, borrowerFlow, loan } from '../../support/flows';
import { renderApp } from '../support/renderApp';
import { notReady } from '../support/notReady';

afterEach(cleanup);

const entry = catalog.screens.entry!;
const errorPage = catalog.screens[borrowerFlow.errors.general ?? 'error']!;
const submitOf = () => screen.getAllByRole('button').find((b) => b.getAttribute('type') === 'submit') as HTMLButtonElement;
/** A field's box, by its name (a label can be a group's too: the street's is the address's). */
const box = (field: string) => document.querySelector(`form [name="${field}"]`) as HTMLInputElement;
const labelOf = (field: string) => entry.labels[field]!;

/** Every field of the entry form the inquiries can ask for, and what the borrower types into it. */
const TYPED: [field: string, text: string][] = [
  ['firstName', 'Ana'], ['lastName', 'Rivera'], ['email', 'ana.rivera@example.com'],
  ['dobMonth', '07'], ['dobDay', '19'], ['dobYear', '1984'],
  ['annualIncomeBeforeTaxes', '$85000'], ['employer', 'Rivera Plumbing'], ['ssn', '123456789'],
  ['streetAddress1', '12 Main St'], ['addressSecondaryNumber', 'Apt 4'], ['city', 'Springfield'], ['zip', '62701'],
];

/** What each box shows, by field (the state is a select). */
function boxes(): Record<string, string> {
  const out: Record<string, string> = Object.fromEntries(TYPED.map(([field]) => [field, box(field).value]));
  out.stateCode = box('stateCode').value;
  out.reviewed = String((screen.getByRole('checkbox') as HTMLInputElement).checked);
  return out;
}

describe('the draft is a snapshot of the form', () => {
  it('brings every field of the entry form back after APPLY went to /error, and APPLY is enabled again', async () => {
    let broken = true;
    const app = renderApp('/tok123', (c) => {
      if (c.path === 'zip') return ok({ zip: '62701', state: 'IL' });
      if (c.method === 'GET') return ok(loan({ dataInquiryList: ask('FIRST_NAME', 'LAST_NAME', 'EMAIL', 'DOB', 'INCOME', 'EMPLOYER', 'SSN', 'ADDRESS', 'CITY', 'STATE', 'ZIP') }));
      if (c.method === 'PATCH') return broken ? err({ kind: 'general', message: 'Application service is unavailable', status: 500 }) : ok(loan({ status: 'OFFER_AVAILABLE' }));
      return ok({});
    });
    await screen.findByLabelText(labelOf('firstName'));
    for (const [field, text] of TYPED) {
      const input = box(field);
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: text } });
      fireEvent.blur(input);
    }
    fireEvent.change(box('stateCode'), { target: { value: 'IL' } });
    fireEvent.click(screen.getByRole('checkbox'));
    await waitFor(() => expect(notReady(submitOf())).toBe(false));
    const before = boxes();
    // What the borrower sees is the model's value drawn: formatted SSN and income, not what was typed.
    expect(before.ssn).not.toBe('');
    expect(before.annualIncomeBeforeTaxes).toContain('85');

    fireEvent.click(submitOf());
    await waitFor(() => expect(app.where.path).toBe('/error'));
    broken = false;
    fireEvent.click(await screen.findByRole('button', { name: errorPage.buttons.tryAgain }));
    await waitFor(() => expect(app.where.path).toBe('/tok123'));
    await screen.findByLabelText(labelOf('firstName'));

    await waitFor(() => expect(boxes()).toEqual(before));
    await waitFor(() => expect(notReady(submitOf())).toBe(false));
    expect(document.querySelector('.submit-needs')).toBeNull();
    const sent = app.calls.filter((c) => c.method === 'PATCH');
    fireEvent.click(submitOf());
    await waitFor(() => expect(app.where.path).not.toBe('/tok123'));
    const again = app.calls.filter((c) => c.method === 'PATCH');
    // The answers sent the second time are the first time's, the birth date included.
    expect(again.at(-1)?.body).toEqual(sent.at(-1)?.body);
  });
});
