// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import spanish from 'virtual:content/es-US';
import { ok } from '../../../engine/Result';
import { catalog } from '../../../src/content/catalog';
import { availableLocales, chooseLocale, loadLocale, LOCALE_KEY } from '../../../src/content/locale';
import { pipes } from '../../../engine/content/pipes';
import { ask, loan } from '../../support/flows';
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
