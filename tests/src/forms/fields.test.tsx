// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { formIssues } from '../../../engine/forms/formIssues';
import { formRegistry } from '../../../src/forms/formRegistry';
import { ok } from '../../../engine/Result';
import type { LoanApplication } from '../../../engine/state/LoanApplication';
import type { Call } from '../../support/fakeDeps';
import { ask, loan } from '../../support/flows';
import { painted } from '../support/painted';
import { renderApp } from '../support/renderApp';
import { catalog } from '../../../src/content/catalog';
import { resolveVariant } from '../../../engine/content/resolveVariant';
import { notReady } from '../support/notReady';

const catalogErrors = catalog.errors;

afterEach(cleanup);

// The app's first screen in a test file is drawn once its modules are in, which on a busy two-core machine takes
// longer than Testing Library's one second: wait for the field itself (within the test's own time limit), so the
// verdict is about the form and not about how busy the machine is.
const DRAWN = { timeout: 15_000 };
const answering = (state: LoanApplication, others: (c: Call) => unknown = () => state) => (c: Call) => ok(c.method === 'GET' ? state : others(c));
const button = (name: string) => screen.getByRole('button', { name });

// Labels and button words from content/en/screens (phone.md, pin.md, entry.md and its address page), so a copy edit
// keeps these tests green.
const phone = catalog.screens.phone!;
const pin = catalog.screens.pin!;
const entry = catalog.screens.entry!;
const addressPage = resolveVariant(entry, 'addressPage');
const { labels } = entry;

describe('PhoneField: US display, sent as +1, enabled at 10 digits or 11 starting with 1', () => {
  const state = loan({ pinVerified: false, dataInquiryList: ask('BORROWER_PROVIDED_BORROWER_PHONE') });

  it('keeps SEND CODE disabled under 10 digits and enables it at 10, then sends +1 and the digits', async () => {
    const app = renderApp('/phone', answering(state, () => loan({ dataInquiryList: ask('BORROWER_PROVIDED_AUTH_PIN') })), { token: 'tok123' });
    const input = await screen.findByLabelText(phone.labels.phone!, {}, DRAWN);
    fireEvent.change(input, { target: { value: '555123456' } });
    await painted();
    expect(notReady(button(phone.buttons.sendCode!))).toBe(true);
    fireEvent.change(input, { target: { value: '5551234567' } });
    expect(input).toHaveProperty('value', '(555) 123-4567');
    await painted();
    expect(notReady(button(phone.buttons.sendCode!))).toBe(false);
    fireEvent.click(button(phone.buttons.sendCode!));
    await waitFor(() => expect(app.calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(app.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ escalateAuthentication: true, mobileNumber: '+15551234567' });
  });

  // The browser sends a form on Enter only if its submit button is enabled at that moment: a keystroke's rules wait
  // for its paint, so Enter right after the last digit must not find the button still disabled.
  it('sends on Enter pressed right after the last digit, before any paint', async () => {
    const app = renderApp('/phone', answering(state, () => loan({ dataInquiryList: ask('BORROWER_PROVIDED_AUTH_PIN') })), { token: 'tok123' });
    const input = await screen.findByLabelText(phone.labels.phone!, {}, DRAWN);
    fireEvent.change(input, { target: { value: '5551234567' } });
    // The browser runs the microtasks after each listener (React draws there) and before its default action; act
    // does the same for an event a test dispatches. No frame, no timer.
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    expect(notReady(button(phone.buttons.sendCode!))).toBe(false);
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(app.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ escalateAuthentication: true, mobileNumber: '+15551234567' }));
  });

  it('enables at 11 digits starting with 1 (sent as +1...) and stops typing at 10 digits otherwise', async () => {
    renderApp('/phone', answering(state), { token: 'tok123' });
    const input = await screen.findByLabelText(phone.labels.phone!, {}, DRAWN);
    fireEvent.change(input, { target: { value: '15551234567' } });
    await painted();
    expect(notReady(button(phone.buttons.sendCode!))).toBe(false);
    fireEvent.change(input, { target: { value: '25551234567' } });
    expect((input as HTMLInputElement).value.replace(/\D/g, '')).toBe('2555123456');
  });

  it('refuses 11 digits that do not start with the country code 1', () => {
    const check = (value: string) => formIssues(formRegistry.phone!, { phone: value }, { today: new Date() }).phone?.code ?? null;
    expect(check('25551234567')).toBe('invalidMobileNumber');
    expect(check('15551234567')).toBeNull();
    expect(check('555123456')).toBe('invalidMobileNumber');
  });
});

describe('PinField: 4 digits, one-time-code, submits itself', () => {
  it('sends the code as soon as the fourth digit is typed', async () => {
    const state = loan({ dataInquiryList: ask('BORROWER_PROVIDED_AUTH_PIN') });
    const app = renderApp('/pin', answering(state, () => loan({ status: 'EXPIRED' })), { token: 'tok123' });
    const input = await screen.findByLabelText(pin.labels.pin!);
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(input, { target: { value: '12a' } });
    expect(input).toHaveProperty('value', '12');
    expect(app.calls.some((c) => c.method === 'PATCH')).toBe(false);
    fireEvent.change(input, { target: { value: '1234' } });
    await waitFor(() => expect(app.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ authPin: '1234' }));
    await waitFor(() => expect(app.where.path).toBe('/expired'));
  });

  it("shows 'Enter a valid verification code' when the code is not accepted, with the box emptied and focused", async () => {
    const state = loan({ dataInquiryList: ask('BORROWER_PROVIDED_AUTH_PIN') });
    renderApp('/pin', answering(state), { token: 'tok123' });
    fireEvent.change(await screen.findByLabelText(pin.labels.pin!), { target: { value: '9999' } });
    expect(await screen.findByText(catalogErrors.invalidVerificationCode!)).toBeTruthy();
    // The form is drawn afresh (emptied) right after the message arrives.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(pin.labels.pin!)));
    const again = screen.getByLabelText(pin.labels.pin!) as HTMLInputElement;
    expect(again.value).toBe('');
    expect(again.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(again, { target: { value: '1' } });
    expect(screen.queryByText(catalogErrors.invalidVerificationCode!)).toBeNull();
  });
});

describe('ZipField: digits only, checked with the server', () => {
  const state = loan({ dataInquiryList: ask('ZIP') });

  it("filters as you type ('12a3' -> '123') and keeps Continue disabled until the zip is checked", async () => {
    const app = renderApp('/tok123', answering(state, (c) => (c.path === 'zip' ? { zip: '94107', state: 'CA' } : state)));
    const zip = await screen.findByLabelText(labels.zip!);
    fireEvent.change(zip, { target: { value: '12a3' } });
    expect(zip).toHaveProperty('value', '123');
    fireEvent.change(screen.getByLabelText(labels.stateCode!), { target: { value: 'ca' } });
    expect(screen.getByLabelText(labels.stateCode!)).toHaveProperty('value', 'CA');
    expect(notReady(button(addressPage.buttons.submit!))).toBe(true);
    fireEvent.change(zip, { target: { value: '94107' } });
    await waitFor(() => expect(notReady(button(addressPage.buttons.submit!))).toBe(false));
    expect(app.calls.find((c) => c.path === 'zip')?.body).toEqual({ zip: '94107' });
  });

  it("says 'Invalid zip code' for a zip the server does not know", async () => {
    renderApp('/tok123', answering(state, (c) => (c.path === 'zip' ? { zip: '00000', state: null } : state)));
    fireEvent.change(await screen.findByLabelText(labels.zip!), { target: { value: '00000' } });
    expect(await screen.findByText(catalog.messages.invalidZipCode!)).toBeTruthy();
    expect(notReady(button(addressPage.buttons.submit!))).toBe(true);
  });
});

describe('a text field the borrower types into', () => {
  const state = loan({ dataInquiryList: ask('FIRST_NAME', 'LAST_NAME') });

  it('drops a refused character typed mid-word and leaves the cursor where it was, not at the end', async () => {
    renderApp('/tok123', answering(state));
    const first = await screen.findByLabelText<HTMLInputElement>(labels.firstName!);
    first.focus();
    fireEvent.change(first, { target: { value: 'Ana' } });
    // '3' typed after the 'A': the box holds 'A3na' with the cursor after the 3, and the name filter drops the digit.
    // Through the element's own setter, as a browser's typing does (React's value tracker does not see it).
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(first, 'A3na');
    first.setSelectionRange(2, 2);
    fireEvent.input(first);
    expect(first.value).toBe('Ana');
    expect([first.selectionStart, first.selectionEnd]).toEqual([1, 1]);
    await painted();
    expect(first.value).toBe('Ana');
  });

  it('drops a space typed into the email (a box without a cursor position to keep) and the form takes the address', async () => {
    // As in Chrome: an email box has no cursor position to set (jsdom would let it pass).
    const setSelectionRange = HTMLInputElement.prototype.setSelectionRange;
    onTestFinished(() => {
      HTMLInputElement.prototype.setSelectionRange = setSelectionRange;
    });
    HTMLInputElement.prototype.setSelectionRange = function (this: HTMLInputElement, ...args: Parameters<typeof setSelectionRange>) {
      if (this.type === 'email') throw new DOMException("The input element's type ('email') does not support selection.", 'InvalidStateError');
      return setSelectionRange.apply(this, args);
    };
    renderApp('/tok123', answering(loan({ dataInquiryList: ask('BORROWER_PROVIDED_BORROWER_EMAIL') })));
    const email = await screen.findByLabelText<HTMLInputElement>(labels.email!);
    email.focus();
    fireEvent.change(email, { target: { value: 'ann @example.com' } });
    expect(email.value).toBe('ann@example.com');
    fireEvent.blur(email);
    await painted();
    expect(email.value).toBe('ann@example.com');
    expect(email.getAttribute('aria-invalid')).not.toBe('true');
  });

  it("puts a taken suggestion in the box ('Did you mean ann@gmail.com?') and keeps it when the form takes it up", async () => {
    renderApp('/tok123', answering(loan({ dataInquiryList: ask('BORROWER_PROVIDED_BORROWER_EMAIL') })));
    const email = await screen.findByLabelText<HTMLInputElement>(labels.email!);
    fireEvent.change(email, { target: { value: 'ann@gmial.com' } });
    fireEvent.blur(email);
    const offer = catalog.messages.emailSuggestion!.replace('{suggestion}', 'ann@gmail.com');
    fireEvent.click(await screen.findByRole('button', { name: offer }));
    expect(email.value).toBe('ann@gmail.com');
    expect(screen.queryByRole('button', { name: offer })).toBeNull();
    await painted();
    expect(email.value).toBe('ann@gmail.com');
  });
});

describe('entry page: income, birth date and the agreement', () => {
  const state = loan({ dataInquiryList: ask('FIRST_NAME', 'LAST_NAME', 'DOB', 'INCOME') });
  const fill = async () => {
    fireEvent.change(await screen.findByLabelText(labels.firstName!), { target: { value: 'Ana3' } });
    fireEvent.change(screen.getByLabelText(labels.lastName!), { target: { value: 'Diaz' } });
    fireEvent.change(screen.getByLabelText(labels.dobMonth!), { target: { value: '04' } });
    fireEvent.change(screen.getByLabelText(labels.dobDay!), { target: { value: '05' } });
    fireEvent.change(screen.getByLabelText(labels.dobYear!), { target: { value: '1990' } });
    const income = screen.getByLabelText(labels.annualIncomeBeforeTaxes!);
    fireEvent.focus(income);
    fireEvent.change(income, { target: { value: '$45000' } });
    fireEvent.blur(income);
  };

  it("shows '$' on focus, clears a lone '$' on blur, and formats whole dollars", async () => {
    renderApp('/tok123', answering(state));
    const income = await screen.findByLabelText(labels.annualIncomeBeforeTaxes!);
    fireEvent.focus(income);
    expect(income).toHaveProperty('value', '$');
    fireEvent.blur(income);
    expect(income).toHaveProperty('value', '');
    fireEvent.focus(income);
    fireEvent.change(income, { target: { value: '$45000.99' } });
    fireEvent.blur(income);
    expect(income).toHaveProperty('value', '$45,000');
  });

  it('moves focus from month to day to year after two digits', async () => {
    renderApp('/tok123', answering(state));
    const month = await screen.findByLabelText(labels.dobMonth!);
    // The heading takes focus on arrival first (as the borrower would see), then the borrower taps the month.
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H1'));
    month.focus();
    fireEvent.change(month, { target: { value: '4' } });
    expect(document.activeElement).toBe(month);
    fireEvent.change(month, { target: { value: '04' } });
    expect(document.activeElement).toBe(screen.getByLabelText(labels.dobDay!));
    fireEvent.change(screen.getByLabelText(labels.dobDay!), { target: { value: '12' } });
    expect(document.activeElement).toBe(screen.getByLabelText(labels.dobYear!));
  });

  it('keeps CONTINUE disabled until the agreement is ticked and recorded, then sends income as a number', async () => {
    const app = renderApp('/tok123', answering(state, (c) => (c.path === 'checkbox' ? undefined : loan({ status: 'EXPIRED' }))));
    await fill();
    expect(screen.getByLabelText(labels.firstName!)).toHaveProperty('value', 'Ana');
    expect(notReady(button(entry.buttons.submit!))).toBe(true);
    fireEvent.click(screen.getByRole('checkbox'));
    await waitFor(() => expect(notReady(button(entry.buttons.submit!))).toBe(false));
    expect(app.calls.find((c) => c.path === 'checkbox')?.body).toMatchObject({ loanID: 'la-1234567890', checkboxOrigin: 'DATA_COLLECTION_PAGE', selectionType: 'CHECKED' });
    fireEvent.click(button(entry.buttons.submit!));
    await waitFor(() => expect(app.calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(app.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ firstName: 'Ana', lastName: 'Diaz', dob: '1990-04-05', annualIncomeBeforeTaxes: 45000, termsOfServiceAccepted: true });
  });

  it('does not submit on Enter until the agreement is ticked', async () => {
    const app = renderApp('/tok123', answering(state));
    await fill();
    fireEvent.submit(screen.getByLabelText(labels.firstName!).closest('form') as HTMLFormElement);
    await new Promise((r) => setTimeout(r, 20));
    expect(app.calls.some((c) => c.method === 'PATCH')).toBe(false);
  });
});
