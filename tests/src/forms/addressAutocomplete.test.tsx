// @vitest-environment jsdom
// The address page's street field as the borrower meets it (issue 15, point 2): suggestions from the address
// stand-in as they type, chosen with the keyboard, filling city, state and zip through the form; and the same field
// as a plain text box when the service fails. Labels and messages come from content/, answers from the stand-in's
// own sample addresses.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messageFor } from '../../../engine/fields/messageFor';
import { suggestionCountIssue } from '../../../engine/forms/addressFromSuggestion';
import { err, ok } from '../../../engine/Result';
import { SAMPLE_ADDRESSES } from '../../../sandbox/standins/autocomplete/sampleAddresses';
import { searchAddresses } from '../../../sandbox/standins/autocomplete/searchAddresses';
import { catalog } from '../../../src/content/catalog';
import { suggestionCache } from '../../../src/integrations/addressAutocomplete/suggestionCache';
import type { Call, Responder } from '../../support/fakeDeps';
import { ask, loan } from '../../support/flows';
import { renderApp } from '../support/renderApp';
import { notReady } from '../support/notReady';

const labels = catalog.screens.entry!.labels;
const label = (field: string) => labels[field]!;
const counted = (count: number) => messageFor(suggestionCountIssue(count), catalog.messages);
const submitWords = catalog.screens.entry!.variants.addressPage!.buttons!.submit!;
const submit = () => screen.getByRole('button', { name: submitWords }) as HTMLButtonElement;

const state = loan({ dataInquiryList: ask('ADDRESS', 'ADDRESS2', 'CITY', 'STATE', 'ZIP') });
const searchOf = (c: Call) => String((c.searchParams as { search?: string } | undefined)?.search ?? '');
/** The lender (the loan, a known zip) and the address stand-in; `autocomplete` answers the address searches. */
const service = (autocomplete: Responder): Responder => (c) => {
  if (c.path === 'autocomplete') return autocomplete(c);
  if (c.path === 'zip') return ok({ zip: (c.body as { zip: string }).zip, state: 'IL' });
  return ok(c.method === 'GET' ? state : loan({ status: 'EXPIRED' }));
};
const standIn = service((c) => ok({ suggestions: searchAddresses(SAMPLE_ADDRESSES, searchOf(c), 7) }));
/** The status region the combobox announces the count in (a polite live region beside the street field). */
const announcement = (street: HTMLElement) => within(street.parentElement as HTMLElement).getByRole('status');

beforeEach(() => suggestionCache.clear());
afterEach(cleanup);

describe('address autocomplete on the address page', () => {
  it('offers the addresses for what is typed, announces how many, and fills street, city, state and zip on ArrowDown + Enter', async () => {
    const app = renderApp('/tok123', standIn);
    const street = await screen.findByRole('combobox', { name: label('streetAddress1') });
    expect(notReady(submit())).toBe(true);

    fireEvent.change(street, { target: { value: '123 Ma' } });
    const options = await screen.findAllByRole('option', {});
    const expected = searchAddresses(SAMPLE_ADDRESSES, '123 Ma', 7);
    expect(options.map((o) => o.textContent)).toEqual(['123 Main St, Springfield, IL 62701', '123 Main St Apt 2, Boise, ID 83702']);
    expect(street.getAttribute('aria-expanded')).toBe('true');
    expect(announcement(street).getAttribute('aria-live')).toBe('polite');
    expect(announcement(street).textContent).toBe(counted(expected.length));
    // Only the search text goes to the service, as its contract requires, and only once typing paused.
    expect(app.calls.filter((c) => c.path === 'autocomplete').map((c) => c.searchParams)).toEqual([{ search: '123 Ma', max_results: 7 }]);

    fireEvent.keyDown(street, { key: 'ArrowDown' });
    expect(street.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    fireEvent.keyDown(street, { key: 'Enter' });

    expect(street).toHaveProperty('value', '123 Main St');
    await waitFor(() => expect(screen.getByLabelText(label('city'))).toHaveProperty('value', 'Springfield'));
    expect(screen.getByLabelText(label('stateCode'))).toHaveProperty('value', 'IL');
    expect(screen.getByLabelText(label('zip'))).toHaveProperty('value', '62701');
    expect(street.getAttribute('aria-expanded')).toBe('false');
    // The rest is filled: the cursor goes on to the unit, the one address field left.
    expect(document.activeElement).toBe(screen.getByLabelText(label('addressSecondaryNumber')));

    // The form took the values up: the zip is checked and the submit button comes on, and they are what is sent.
    await waitFor(() => expect(notReady(submit())).toBe(false));
    expect(app.calls.find((c) => c.path === 'zip')?.body).toEqual({ zip: '62701' });
    fireEvent.click(submit());
    await waitFor(() => expect(app.calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(app.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ streetAddress1: '123 Main St', city: 'Springfield', stateCode: 'IL', zip: '62701' });
  });

  it('takes the unit of an address that has one, and says so when nothing matches', async () => {
    renderApp('/tok123', standIn);
    const street = await screen.findByRole('combobox', { name: label('streetAddress1') });
    fireEvent.change(street, { target: { value: '123 Ma' } });
    await screen.findAllByRole('option', {});
    fireEvent.keyDown(street, { key: 'ArrowDown' });
    fireEvent.keyDown(street, { key: 'ArrowDown' });
    fireEvent.keyDown(street, { key: 'Enter' });
    await waitFor(() => expect(screen.getByLabelText(label('city'))).toHaveProperty('value', 'Boise'));
    expect(screen.getByLabelText(label('addressSecondaryNumber'))).toHaveProperty('value', 'Apt 2');
    expect(screen.getByLabelText(label('stateCode'))).toHaveProperty('value', 'ID');
    expect(screen.getByLabelText(label('zip'))).toHaveProperty('value', '83702');

    fireEvent.change(street, { target: { value: '99 Nowhere Rd' } });
    await waitFor(() => expect(announcement(street).textContent).toBe(counted(0)));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(street.getAttribute('aria-expanded')).toBe('false');
  });

  it.each<[string, Responder]>([
    ['the quota failure (402)', () => err({ kind: 'general', status: 402, message: 'autocomplete: lookup quota exceeded' })],
    ['a network failure', () => err({ kind: 'general', message: 'network error' })],
  ])('is a plain text field when the service fails (%s): typed values are kept and sent, no error shown', async (_name, fail) => {
    const app = renderApp('/tok123', service(fail));
    const street = await screen.findByRole('combobox', { name: label('streetAddress1') });
    fireEvent.change(street, { target: { value: '12 Main Street' } });
    await waitFor(() => expect(app.calls.some((c) => c.path === 'autocomplete')).toBe(true));
    fireEvent.blur(street);
    expect(street).toHaveProperty('value', '12 Main Street');
    expect(street.getAttribute('aria-expanded')).toBe('false');
    expect(street.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryAllByRole('option')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(label('city')), { target: { value: 'Springfield' } });
    fireEvent.change(screen.getByLabelText(label('stateCode')), { target: { value: 'IL' } });
    fireEvent.change(screen.getByLabelText(label('zip')), { target: { value: '62701' } });
    await waitFor(() => expect(notReady(submit())).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(submit());
    await waitFor(() => expect(app.calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(app.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ streetAddress1: '12 Main Street', city: 'Springfield', stateCode: 'IL', zip: '62701' });
  });
});
