// @vitest-environment jsdom
// WCAG 1.4.10 Reflow at 320 px with the text at 200% (1.4.4): the banner, the plans (choose_plan) and Review and
// sign's plan summary, in English and in Spanish, neither scroll sideways nor cut a word off. The components draw
// their markup with the real copy (jsdom); Chromium lays it out with src/styles/app.css.
import { cleanup, render, screen } from '@testing-library/react';
import type { Browser } from 'playwright-core';
import spanish from 'virtual:content/es-US';
import english from 'virtual:content/en';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../engine/Result';
import { queries } from '../../../engine/queries/queries';
import PlanPicker from '../../../src/components/PlanPicker';
import SigningForm from '../../../src/components/SigningForm';
import { catalog, installCatalog } from '../../../src/content/catalog';
import { BrandHeader } from '../../../src/screens/BrandHeader';
import { makeLoan, makeOffer, makeProps } from '../components/support/screenProps';
import { layOut, openBrowser, overflowOf } from './support/layoutPage';

vi.mock('../../../engine/queries/queries', () => ({ queries: { offers: vi.fn(), recordCheckbox: vi.fn(), truthInLending: vi.fn() } }));
vi.mock('../../../src/start/fetchAhead', () => ({ fetchAheadWhenIdle: () => () => undefined }));

// Amounts as wide as the lender sends (five figures and cents), a fixture's merchant with its trading name.
const plans = [
  makeOffer({ id: 'o6', loanTermMonths: 6, interestRate: 0, monthlyPayment: 4166.67, totalPayments: 25000 }),
  makeOffer({ id: 'o60', loanTermMonths: 60, interestRate: 29.99, monthlyPayment: 808.97, totalPayments: 48538.2, status: 'SELECTED' }),
];
const values = { merchantName: 'Bright Plumbing & Heating', amount: 25000, lenderName: '' };

let browser: Browser;
beforeAll(async () => { browser = await openBrowser(); });
afterAll(async () => { await browser.close(); installCatalog(english); });
afterEach(cleanup);

const PHONE_200 = { width: 320, height: 640, textPercent: 200 };

const catalogs = { en: english, 'es-US': spanish };

describe.each(['en', 'es-US'] as const)('at 320 px with the text at 200%% (%s)', (lang) => {
  beforeAll(() => { installCatalog(catalogs[lang]); });

  it('the banner shows the whole lender and merchant names', async () => {
    const banner = render(<BrandHeader banner={catalog.site.banner} values={{ ...values, lenderName: catalog.site.lenderName }} languages={[{ code: 'xx', name: 'Español' }]} onLanguage={() => undefined} />);
    const page = await layOut(browser, '<h1>.</h1>', { ...PHONE_200, lang }, banner.container.innerHTML);
    expect(await overflowOf(page)).toEqual({ sideways: 0, clipped: [] });
    await page.close();
  });

  it("every screen's heading fits, its longest word included", async () => {
    // A long word in a large heading ("financiamiento" at 200%) is wider than a 320 px card unless it may break.
    const titles = Object.values(catalog.screens).flatMap((copy) => [copy?.title, ...Object.values(copy?.variants ?? {}).map((v) => v?.title)]);
    const headings = titles.filter((t): t is string => typeof t === 'string' && t.trim() !== '').map((t) => `<h1>${t.replace(/[<&]/g, '')}</h1>`);
    expect(headings.length).toBeGreaterThan(20);
    const page = await layOut(browser, headings.join(''), { ...PHONE_200, lang });
    expect(await overflowOf(page)).toEqual({ sideways: 0, clipped: [] });
    await page.close();
  });

  it('the plans fit, their monthly payment and "/mo" included', async () => {
    vi.mocked(queries.offers).mockResolvedValue(ok(plans));
    const drawn = render(<PlanPicker {...makeProps('choose_plan', { loan: makeLoan({ transactionAmount: 25000 }), values, copy: catalog.screens.choose_plan!, site: catalog.site })} />);
    await screen.findAllByRole('button', { pressed: false });
    const page = await layOut(browser, drawn.container.innerHTML, { ...PHONE_200, lang });
    expect(await overflowOf(page)).toEqual({ sideways: 0, clipped: [] });
    await page.close();
  });

  it("Review and sign's summary fits, its first payment and total of payments included", async () => {
    vi.mocked(queries.offers).mockResolvedValue(ok(plans));
    const copy = catalog.screens.review_plan!;
    const drawn = render(<SigningForm {...makeProps('review_plan', { loan: makeLoan({ selectedLoanOfferId: 'o60', transactionAmount: 25000 }), values, copy, site: catalog.site })} />);
    await screen.findByText(copy.labels.totalPayments!);
    const page = await layOut(browser, drawn.container.innerHTML, { ...PHONE_200, lang });
    expect(await overflowOf(page)).toEqual({ sideways: 0, clipped: [] });
    await page.close();
  });
});
