// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { err, ok } from '../../../engine/Result';
import { ask, loan } from '../../support/flows';
import { notReady } from '../support/notReady';
import { painted } from '../support/painted';
import { renderApp } from '../support/renderApp';
import { catalog } from '../../../src/content/catalog';

afterEach(cleanup);

const phoneState = loan({ pinVerified: false, dataInquiryList: ask('BORROWER_PROVIDED_BORROWER_PHONE') });
const pinCopy = catalog.screens.phone_pin!;
// Texts from content/en (screens/phone.md, entry.md, modals/terms.md), so a copy edit keeps these tests green.
const phoneCopy = catalog.screens.phone!;
const entryCopy = catalog.screens.entry!;
// The link text of the terms link inside the entry page's agreement label.
const termsLink = /\[([^\]]+)\]\(\/terms\)/.exec(entryCopy.labels.reviewed ?? '')?.[1] ?? '';
const pinState = loan({ pinVerified: false, dataInquiryList: ask('BORROWER_PROVIDED_AUTH_PIN') });

describe('ScreenRenderer: heading, title, progress', () => {
  it('focuses the h1 and sets the tab title on arrival and again after every screen change', async () => {
    const app = renderApp('/phone', (c) => ok(c.method === 'GET' ? phoneState : pinState), { token: 'tok123' });
    const first = await screen.findByRole('heading', { level: 1, name: phoneCopy.title });
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(document.title).toBe(phoneCopy.documentTitle);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    fireEvent.change(screen.getByLabelText(phoneCopy.labels.phone!), { target: { value: '5551234567' } });
    await painted();
    fireEvent.click(screen.getByRole('button', { name: phoneCopy.buttons.sendCode }));
    await screen.findByRole('heading', { level: 1, name: pinCopy.title });
    // The tab title is set by an effect after the heading is drawn: on a busy machine a moment later.
    await waitFor(() => expect(document.title).toBe(pinCopy.documentTitle));
    expect(app.where.path).toBe('/phone_pin');
    expect(app.events.filter((e) => e.event === 'Viewed Page').map((e) => e.properties.page)).toEqual(['phone', 'phone_pin']);
    fireEvent.click(screen.getByRole('button', { name: pinCopy.buttons.changeNumber }));
    const again = await screen.findByRole('heading', { level: 1, name: phoneCopy.title });
    await waitFor(() => expect(document.activeElement).toBe(again));
    expect(app.where.path).toBe('/phone');
  });

  it('the pin screen names the number by its last 4 digits, focuses the code field and offers Change number (issue 15)', async () => {
    renderApp('/phone', (c) => ok(c.method === 'GET' ? phoneState : pinState), { token: 'tok123' });
    await screen.findByRole('heading', { level: 1, name: phoneCopy.title });
    fireEvent.change(screen.getByLabelText(phoneCopy.labels.phone!), { target: { value: '5551230187' } });
    await painted();
    fireEvent.click(screen.getByRole('button', { name: phoneCopy.buttons.sendCode }));
    const field = await screen.findByLabelText(pinCopy.labels.pin!);
    await waitFor(() => expect(document.activeElement).toBe(field));
    const sentTo = pinCopy.variants.sentTo!;
    // The hint is read with the field: the borrower hears which number the code went to.
    const hint = document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(hint?.textContent).toBe(sentTo.labels!.pinHint!.replace('{phoneLast4}', '0187'));
    expect(document.body.textContent).not.toContain('5551230187');
    expect(screen.getByRole('button', { name: pinCopy.buttons.changeNumber })).toBeTruthy();
    // Leaving the empty box (to tap Change number) raises no message that would move the link away.
    fireEvent.blur(field);
    await new Promise((r) => setTimeout(r, 20));
    expect(document.getElementById(`${field.id}-error`)?.textContent).toBe('');
    expect(field.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('shows the progress the flow gives the entry page (12.5 with name fields) and its variant title', async () => {
    renderApp('/tok123', (c) => ok(c.method === 'GET' ? loan({ dataInquiryList: ask('FIRST_NAME', 'LAST_NAME') }) : {}));
    expect(await screen.findByRole('heading', { level: 1, name: entryCopy.variants.nameFields!.title })).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('12.5');
  });

  it('opens a modal from a link in copy instead of leaving the form', async () => {
    const app = renderApp('/tok123', (c) => ok(c.method === 'GET' ? loan({ dataInquiryList: ask('FIRST_NAME') }) : {}));
    expect(termsLink).not.toBe('');
    fireEvent.click(await screen.findByRole('link', { name: termsLink }));
    const title = await screen.findByText(catalog.modals.terms!.title);
    await waitFor(() => expect(title.closest('dialog')?.hasAttribute('open')).toBe(true));
    expect(app.where.path).toBe('/tok123');
  });
});

describe('ScreenRenderer: the decision wait (flows: wait:) takes over the screen (issue 15)', () => {
  it('shows the waiting text at once in place of the form, announced, and gives back the form as it was', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const pending = new Promise((resolve) => { answer = resolve; });
    const nameState = loan({ dataInquiryList: ask('FIRST_NAME', 'LAST_NAME') });
    renderApp('/tok123', (c) => (c.method === 'GET' ? ok(nameState) : c.method === 'PATCH' ? pending : ok({})) as ReturnType<typeof ok>);
    const heading = await screen.findByRole('heading', { level: 1 });
    const entry = catalog.screens.entry!;
    fireEvent.change(screen.getByLabelText(entry.labels.firstName!), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText(entry.labels.lastName!), { target: { value: 'Rivera' } });
    const agree = screen.queryByRole('checkbox');
    if (agree) fireEvent.click(agree);
    const submit = screen.getAllByRole('button').find((b) => b.getAttribute('type') === 'submit')!;
    // Ready as the borrower meets it: neither disabled nor aria-disabled (a not-ready submit stays in the tab order).
    await waitFor(() => expect(notReady(submit)).toBe(false));
    fireEvent.click(submit);
    const wait = await screen.findByText(catalog.site.loading.checkingOptions);
    const region = wait.closest('[role="status"]')!;
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toContain(catalog.site.loading.checkingOptionsHint);
    await waitFor(() => expect(document.activeElement).toBe(region));
    // The form is hidden, not gone: what was typed is still there.
    expect(heading.closest('[hidden]')).toBeTruthy();
    expect((screen.getByDisplayValue('Ana') as HTMLInputElement).closest('[hidden]')).toBeTruthy();
    answer(err({ kind: 'screen', message: 'Please try again in a moment.' }));
    await waitFor(() => expect(screen.queryByText(catalog.site.loading.checkingOptions)).toBeNull());
    expect(heading.closest('[hidden]')).toBeNull();
    expect((screen.getByDisplayValue('Ana') as HTMLInputElement).value).toBe('Ana');
    // The wait ended in an error to fix here: the focus goes to it (issue 48, src/screens/focusAfterStay.ts).
    const alert = () => document.querySelector('.page-error .alert');
    await waitFor(() => expect(alert()).not.toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(alert()));
  });
});
