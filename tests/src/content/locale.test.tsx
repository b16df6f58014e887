// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import spanish from 'virtual:content/es-US';
import { err, ok } from '../../../engine/Result';
import { catalog } from '../../../src/content/catalog';
import { availableLocales, chooseLocale, loadLocale, LOCALE_KEY } from '../../../src/content/locale';
import { pipes } from '../../../engine/content/pipes';
import { ask, loan } from '../../support/flows';
import { painted } from '../support/painted';
import { renderApp } from '../support/renderApp';

afterEach(async () => {
  cleanup();
  await loadLocale('en');
});

describe('chooseLocale (issue 14)', () => {
  const available = ['en', 'es-US'];
  it.each<[string[], string | null, string]>([
    [['es-US', 'en'], null, 'es-US'],
    [['es-MX'], null, 'es-US'],
    [['es'], null, 'es-US'],
    [['fr-FR', 'es-419'], null, 'es-US'],
    [['en-GB', 'es'], null, 'en'],
    [['fr-FR'], null, 'en'],
    [[], null, 'en'],
    [['es-US'], 'en', 'en'],
    [['en-US'], 'es-US', 'es-US'],
    [['en-US'], 'de', 'en'],
  ])('browser %j, remembered %s -> %s', (preferred, stored, want) => {
    expect(chooseLocale(preferred, available, stored)).toBe(want);
  });

  it('the content has Spanish', () => {
    expect(availableLocales).toContain('es-US');
  });
});

describe('switching language (issue 14)', () => {
  it('redraws the screen in place in Spanish: same page, typed answers kept, <html lang>, money by the locale, remembered', async () => {
    const app = renderApp('/tok123', (c) => ok(c.method === 'GET' ? loan({ dataInquiryList: ask('FIRST_NAME', 'LAST_NAME'), transactionAmount: 1300.5 }) : {}));
    const english = catalog.screens.entry!;
    await screen.findByRole('heading', { level: 1 });
    fireEvent.change(screen.getByLabelText(english.labels.firstName!), { target: { value: 'Ana' } });
    // The switch names each language as the current locale's site.yaml lists it (content/<locale>/site.yaml).
    if (!spanish.site.ok) throw new Error('es-US site.yaml does not parse');
    const spanishLanguages = (spanish.site.value as { languages: Record<string, string> }).languages;
    fireEvent.click(screen.getByRole('button', { name: catalog.site.languages['es-US'] }));
    const spanishEntry = spanish.screens.entry!;
    if (!spanishEntry.ok) throw new Error('es-US entry.md does not parse');
    const title = spanishEntry.value.variants.nameFields?.title ?? spanishEntry.value.title;
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es-US');
    expect(app.where.path).toBe('/tok123');
    expect((screen.getByLabelText(spanishEntry.value.labels.firstName!) as HTMLInputElement).value).toBe('Ana');
    expect(app.runtime.local.getItem(LOCALE_KEY)).toBe('es-US');
    expect(pipes.currency(1300.5)).toBe(new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }).format(1300.5));
    // The switch now offers English, named in English.
    await waitFor(() => expect(screen.getByRole('button', { name: spanishLanguages.en }).getAttribute('lang')).toBe('en'));
    // Analytics say which language, nothing personal.
    expect(app.events.find((e) => e.event === 'Changed Language')?.properties).toEqual({ locale: 'es-US' });
  });
});

// Issue 35: a message already on the screen when the borrower switches language is said again in the new language
// at once, with no need to leave the field again: a field's own rule, and what the lender said about a field.
describe('messages on the screen after a switch of language (issue 35)', () => {
  const spanishTexts = (file: 'messages' | 'errors'): Record<string, string> => {
    const compiled = spanish[file];
    if (!compiled.ok) throw new Error(`es-US ${file}.yaml does not parse`);
    return compiled.value as Record<string, string>;
  };
  const errorOf = (field: HTMLElement) => document.getElementById((field.getAttribute('aria-describedby') ?? '').split(' ').find((i) => i.endsWith('-error')) ?? '')?.textContent ?? null;
  const switchTo = async (locale: string) => {
    fireEvent.click(screen.getByRole('button', { name: catalog.site.languages[locale] }));
    await waitFor(() => expect(document.documentElement.lang).toBe(locale));
  };

  it("a field's own message", async () => {
    renderApp('/tok123', (c) => ok(c.method === 'GET' ? loan({ dataInquiryList: ask('FIRST_NAME', 'LAST_NAME', 'EMAIL') }) : {}));
    await screen.findByRole('heading', { level: 1 });
    const email = screen.getByLabelText(catalog.screens.entry!.labels.email!);
    fireEvent.change(email, { target: { value: 'ana@' } });
    fireEvent.blur(email);
    await waitFor(() => expect(errorOf(email)).toBe(catalog.messages.invalidEmailAddress));
    const want = spanishTexts('messages').invalidEmailAddress;
    expect(want).not.toBe(catalog.messages.invalidEmailAddress);
    await switchTo('es-US');
    await waitFor(() => expect(errorOf(email)).toBe(want));
  });

  it("the lender's message on a field (flows/errors.yaml names its text in content/<locale>/errors.yaml)", async () => {
    const phoneState = loan({ pinVerified: false, dataInquiryList: ask('BORROWER_PROVIDED_BORROWER_PHONE') });
    renderApp('/phone', (c) => (c.method === 'GET' ? ok(phoneState) : err({ kind: 'field', field: 'phone', code: 'phoneNotOnFile', message: 'Mobile number does not match the number on file' })), { token: 'tok123' });
    const phone = catalog.screens.phone!;
    await screen.findByRole('heading', { level: 1, name: phone.title });
    const field = screen.getByLabelText(phone.labels.phone!);
    fireEvent.change(field, { target: { value: '5551234567' } });
    await painted();
    fireEvent.click(screen.getByRole('button', { name: phone.buttons.sendCode }));
    await waitFor(() => expect(errorOf(field)).toBe(catalog.errors.phoneNotOnFile));
    const want = spanishTexts('errors').phoneNotOnFile;
    expect(want).not.toBe(catalog.errors.phoneNotOnFile);
    await switchTo('es-US');
    await waitFor(() => expect(errorOf(field)).toBe(want));
    await switchTo('en');
    await waitFor(() => expect(errorOf(field)).toBe(catalog.errors.phoneNotOnFile));
  });

  it("the page's message when a call did not get through (the flow's error, its text in errors.yaml)", async () => {
    const phoneState = loan({ pinVerified: false, dataInquiryList: ask('BORROWER_PROVIDED_BORROWER_PHONE') });
    renderApp('/phone', (c) => (c.method === 'GET' ? ok(phoneState) : err({ kind: 'network', code: 'serverBusy', status: 503 })), { token: 'tok123' });
    const phone = catalog.screens.phone!;
    await screen.findByRole('heading', { level: 1, name: phone.title });
    fireEvent.change(screen.getByLabelText(phone.labels.phone!), { target: { value: '5551234567' } });
    await painted();
    fireEvent.click(screen.getByRole('button', { name: phone.buttons.sendCode }));
    const alert = () => document.querySelector('.page-error .alert')?.textContent ?? null;
    await waitFor(() => expect(alert()).toBe(catalog.errors.serverBusy));
    const want = spanishTexts('errors').serverBusy;
    expect(want).not.toBe(catalog.errors.serverBusy);
    await switchTo('es-US');
    await waitFor(() => expect(alert()).toBe(want));
  });
});
