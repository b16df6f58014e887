// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../../engine/Result';
import type { LoanApplication } from '../../../engine/state/LoanApplication';
import { bootShellHtml } from '../../../scripts/vite/bootShell';
import { firstPaintCopyOf, firstPaintScreens, signupPaintScreens, wordingOf } from '../../../scripts/vite/firstPaintCopy';
import { catalog } from '../../../src/content/catalog';
import { loadLocale } from '../../../src/content/locale';
import type { FirstPaintCopy } from '../../../engine/content/FirstPaintCopy';
import { FIRST_PAINT_ATTRIBUTE } from '../../../src/start/firstScreen';
import { paintPlanned, planFirstScreen } from '../../../src/firstPaint/paintFirstScreen';
import { ask, borrowerFlow, loan, prequal, prequalFlow, TODAY } from '../../support/flows';
import linkRoute from 'virtual:link-route';
import type { Prequal } from '../../../engine/state/Prequal';
import { planSignupScreen } from '../../../src/firstPaint/paintSignupScreen';
import { paintFirstScreen, paintSignupScreen } from './paintAsTheBoot';
import { renderApp } from '../support/renderApp';

// The boot paints a payment link's first screen before the app's code arrives (src/firstPaint); the app then takes
// the page over. These tests hold the promise that makes that invisible: for the same first read, the painted
// banner, progress, heading, subtitle and copy are the app's own markup, text for text, in either language.

const ROOT = join(__dirname, '../../..');
const copies: Record<string, FirstPaintCopy> = {};
for (const locale of ['en', 'es-US']) copies[locale] = firstPaintCopyOf(ROOT, locale, borrowerFlow, prequalFlow) as FirstPaintCopy;
// The page as index.html serves it (scripts/vite/bootShell.ts), with its "cannot download the app" message.
const failure = { text: catalog.errors.networkFailure ?? '', retry: catalog.screens.error?.buttons.tryAgain ?? '' };
const shell = (locale = 'en') => bootShellHtml(readFileSync(join(ROOT, 'content', locale, 'site.yaml'), 'utf8'), failure).root;

// The markup a borrower sees, with the ids React and the boot each choose made the same: the heading's, and the
// prefix of the form's inputs (the painted 'fp', the app's from React's useId).
// Attributes are compared as a set: the browser draws the same whatever their order (React writes `value` after
// `name`, the build's server rendering before), and a style as the browser reads it ('width:0%' is 'width: 0%;').
const sorted = (element: Element): string => {
  const copy = element.cloneNode(true) as Element;
  for (const node of [copy, ...copy.querySelectorAll('*')]) {
    const read = (a: Attr) => (a.name === 'style' ? (node as HTMLElement).style.cssText : a.value);
    const attributes = [...node.attributes].map((a) => [a.name, read(a)] as const).sort(([a], [b]) => a.localeCompare(b));
    for (const [name] of attributes) node.removeAttribute(name);
    for (const [name, value] of attributes) node.setAttribute(name, value);
  }
  return copy.outerHTML;
};
const seen = (element: Element | null | undefined) => {
  const html = element ? sorted(element) : '';
  const prefix = /<input[^>]* id="([A-Za-z0-9]+)_/.exec(html)?.[1];
  return (prefix ? html.replaceAll(`"${prefix}_`, '"ID_').replaceAll(`"${prefix}-`, '"ID-') : html).replace(/_r_\w+_|first-paint-title/g, 'ID');
};
const parts = (root: ParentNode, form = true) => ({
  banner: seen(root.querySelector('.banner')),
  screen: root.querySelector('main.screen')?.className,
  header: seen(root.querySelector('main .header')),
  title: seen(root.querySelector('main h1')),
  subtitle: seen(root.querySelector('main .subtitle')),
  body: seen(root.querySelector('main .body')),
  ...(form ? { pageError: seen(root.querySelector('main .page-error')), form: seen(root.querySelector('main form')), footer: seen(root.querySelector('.footer')) } : {}),
});

// Paints into a fresh boot shell and returns what it drew (or null) and the page's root.
function paint(raw: unknown, locale = 'en', search = '', onLanguage?: (code: string) => void) {
  const page = document.createElement('div');
  page.innerHTML = `<div id="root">${shell(locale)}</div>`;
  const doc = document.implementation.createHTMLDocument('');
  doc.body.append(page.firstElementChild as Element);
  const painted = paintFirstScreen(doc, { raw, copy: copies[locale]!, location: { pathname: '/tok123', search }, today: TODAY, ...(onLanguage ? { onLanguage } : {}) });
  return { painted, root: doc.getElementById('root') as HTMLElement, doc };
}

// What the app draws for the same read (its first screen, before anything is typed).
async function appDraws(state: LoanApplication) {
  const app = renderApp('/tok123', (c) => ok(c.method === 'GET' ? state : {}));
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(app.container.querySelector('main form')).not.toBeNull());
  return { parts: parts(app.container), words: parts(app.container, false), path: app.where.path };
}

beforeEach(async () => {
  await loadLocale('en');
});
afterEach(async () => {
  cleanup();
  await loadLocale('en');
});

describe('the first screen painted before the app (src/firstPaint/paintFirstScreen.ts)', () => {
  const cases: [string, LoanApplication][] = [
    ['the entry page, base wording', loan({ merchantName: 'Bright Plumbing', transactionAmount: 2400 })],
    ['the entry page asking for names (its variant and progress)', loan({ merchantName: 'Bright Plumbing', transactionAmount: 2400, dataInquiryList: ask('FIRST_NAME', 'LAST_NAME') })],
    ['the full application', loan({ merchantName: 'Roof & Sons', transactionAmount: 12999.5, dataInquiryList: ask('FIRST_NAME', 'LAST_NAME', 'EMAIL', 'DOB', 'ANNUAL_INCOME_BEFORE_TAXES', 'SSN4') })],
    ['the address page', loan({ merchantName: 'Bright Plumbing', transactionAmount: 2400, dataInquiryList: ask('STREET_ADDRESS_1', 'CITY', 'STATE_CODE', 'ZIP') })],
    ['a merchant name full of markup', loan({ merchantName: `<b>Tom</b> & *Jerry's* [Pipes](javascript:x) {amount}`, transactionAmount: 80 })],
    ['the phone step', loan({ merchantName: 'Bright Plumbing', transactionAmount: 2400, pinVerified: false, dataInquiryList: ask('PHONE') })],
    ['the code step', loan({ merchantName: 'Bright Plumbing', transactionAmount: 2400, pinVerified: false, dataInquiryList: ask('BORROWER_PROVIDED_AUTH_PIN') })],
    ['the linked phone step', loan({ merchantName: 'Bright Plumbing', transactionAmount: 2400, dataInquiryList: ask('LINKED_BORROWER_PHONE_VERIFICATION') })],
    ['a signed plan waiting for the email', loan({ merchantName: 'Bright Plumbing', transactionAmount: 2400, status: 'OFFER_AVAILABLE', selectedLoanOfferStatus: 'TILA_ACCEPTED', selectedLoanOfferId: 'offer-1', emailVerificationRequired: true })],
  ];

  it('paints every screen the build prepared (each case above reaches a different one)', () => {
    const painted = new Set(cases.map(([, state]) => paint(state).painted));
    const prepared = firstPaintScreens(borrowerFlow).filter((s) => copies.en!.screens[s.copy]).map((s) => s.id);
    expect([...painted].sort()).toEqual([...prepared].sort());
  });

  it.each(cases)('%s: the same banner, progress, heading, subtitle and copy as the app', async (_name, state) => {
    const { painted, root } = paint(state);
    const app = await appDraws(state);
    expect(painted).not.toBeNull();
    expect(app.path).toBe(borrowerFlow.screens[painted!]?.path === '/:token' ? '/tok123' : borrowerFlow.screens[painted!]?.path);
    expect(root.getAttribute(FIRST_PAINT_ATTRIBUTE)).toBe(painted);
    // With its form when the boot could draw it, field for field; else the words, the app drawing the form.
    if (root.querySelector('main form')) expect(parts(root)).toEqual(app.parts);
    else expect(parts(root, false)).toEqual(app.words);
    expect(root.querySelector('.boot-skeleton')).toBeNull();
  });

  it('paints in the borrower\'s language, money written its way, and marks the page so', async () => {
    const state = loan({ merchantName: 'Bright Plumbing', transactionAmount: 2400, dataInquiryList: ask('FIRST_NAME', 'LAST_NAME', 'EMAIL', 'DOB', 'ANNUAL_INCOME_BEFORE_TAXES', 'SSN4') });
    const { painted, root, doc } = paint(state, 'es-US');
    await loadLocale('es-US');
    const app = await appDraws(state);
    expect(painted).not.toBeNull();
    expect(root.querySelector('main form')).not.toBeNull();
    expect(parts(root)).toEqual(app.parts);
    expect(doc.documentElement.lang).toBe('es-US');
  });

  it('keeps the page\'s "cannot download the app" message, hidden, for the boot to show', () => {
    const { root } = paint(loan({ merchantName: 'Bright Plumbing', transactionAmount: 2400 }));
    const failed = root.querySelector<HTMLElement>('main [data-boot-failed]');
    expect(failed?.hidden).toBe(true);
    expect(failed?.textContent).toContain(failure.text);
  });

  it.each<[string, unknown]>([
    ['an answer that breaks the contract', { loanApplicationId: 'x' }],
    ['a screen that draws no form (declined)', loan({ status: 'DECLINED', merchantName: 'Bright Plumbing' })],
    ['a screen with a component (choosing a plan)', loan({ status: 'OFFER_AVAILABLE', merchantName: 'Bright Plumbing' })],
    ['not an application at all', 'Service Unavailable'],
  ])('leaves the skeleton for the app on %s', (_name, raw) => {
    const { painted, root } = paint(raw);
    expect(painted).toBeNull();
    expect(root.hasAttribute(FIRST_PAINT_ATTRIBUTE)).toBe(false);
    expect(root.querySelector('.boot-skeleton')).not.toBeNull();
    expect(root.querySelector('.banner-merchant')?.textContent).toBe('');
  });

  it('paints the words first and the form in a step of its own, the same as at once; no form into a page the app took', () => {
    const state = loan({ merchantName: 'Bright Plumbing', transactionAmount: 2400, dataInquiryList: ask('FIRST_NAME', 'LAST_NAME', 'EMAIL') });
    const atOnce = paint(state).root;
    const steps: Array<() => void> = [];
    const page = document.createElement('div');
    page.innerHTML = `<div id="root">${shell()}</div>`;
    const doc = document.implementation.createHTMLDocument('');
    doc.body.append(page.firstElementChild as Element);
    const root = doc.getElementById('root') as HTMLElement;
    paintFirstScreen(doc, { raw: state, copy: copies.en!, location: { pathname: '/tok123', search: '' }, today: TODAY, formLater: (step) => steps.push(step) });
    // The words are there; the form and the footer below it wait for their step.
    expect(parts(root, false)).toEqual(parts(atOnce, false));
    expect(root.querySelector('main form')).toBeNull();
    expect(steps).toHaveLength(1);
    steps[0]!();
    expect(parts(root)).toEqual(parts(atOnce));

    // The app took the page over before the step ran: nothing is painted into the page it removed.
    const late: Array<() => void> = [];
    const other = document.implementation.createHTMLDocument('');
    other.body.innerHTML = `<div id="root">${shell()}</div>`;
    paintFirstScreen(other, { raw: state, copy: copies.en!, location: { pathname: '/tok123', search: '' }, today: TODAY, formLater: (step) => late.push(step) });
    const main = other.querySelector('main.screen')!;
    main.remove();
    late[0]!();
    expect(main.querySelector('form')).toBeNull();
    expect(other.querySelector('.footer')).toBeNull();
  });

  it('decides in a step of its own (the boot paints in the next task): the page untouched until the paint, then the same as at once', () => {
    const state = loan({ merchantName: 'Bright Plumbing', transactionAmount: 2400, dataInquiryList: ask('FIRST_NAME', 'LAST_NAME', 'EMAIL') });
    const atOnce = paint(state).root;
    const page = document.createElement('div');
    page.innerHTML = `<div id="root">${shell()}</div>`;
    const doc = document.implementation.createHTMLDocument('');
    doc.body.append(page.firstElementChild as Element);
    const root = doc.getElementById('root') as HTMLElement;
    const before = root.innerHTML;
    const input = { raw: state, copy: copies.en!, location: { pathname: '/tok123', search: '' }, today: TODAY };
    const plan = planFirstScreen(input);
    expect(plan?.screen).toBe(paint(state).painted);
    expect(plan?.screen).toBeTruthy();
    expect(root.innerHTML).toBe(before);
    expect(paintPlanned(doc, input, plan!)).toBe(plan?.screen);
    expect(parts(root)).toEqual(parts(atOnce));
    // What the engine cannot decide leaves nothing to paint.
    expect(planFirstScreen({ ...input, raw: 'Service Unavailable' })).toBeNull();
    expect(planFirstScreen({ ...input, raw: { loanApplicationId: 'x' } })).toBeNull();
  });

  it('the language button takes the borrower to the other language', () => {
    const chosen: string[] = [];
    const { doc } = paint(loan({ merchantName: 'B', transactionAmount: 1 }), 'en', '', (code) => chosen.push(code));
    const button = doc.querySelector<HTMLButtonElement>('.banner-language');
    button?.click();
    expect(chosen).toEqual([button?.lang]);
    expect(chosen[0]).toBeTruthy();
  });
});

// The prequal signup page (/{signupId}/prequalify) is painted the same way from its own first read
// (src/firstPaint/paintSignupScreen.ts): the signup page whatever the prequalification's status, as the app keeps it.
describe('the prequal signup page painted before the app (src/firstPaint/paintSignupScreen.ts)', () => {
  const signupPath = (linkRoute.signupPath as string).replace(':signupId', 'demo-signup');
  const ids = { signupId: 'demo-signup', prequalId: 'pq-visit-1', path: linkRoute.signupPath as string };
  // The read as the lender answers a fresh signup page (no ids of its own: the page's ids fill them in).
  const read = (overrides: Partial<Prequal> = {}) => {
    const { signupId: _s, prequalId: _p, ...rest } = prequal({ merchantName: 'Bright Plumbing', ...overrides });
    return rest;
  };

  function paintSignup(raw: unknown, locale = 'en') {
    const doc = document.implementation.createHTMLDocument('');
    doc.body.innerHTML = `<div id="root">${shell(locale)}</div>`;
    const painted = paintSignupScreen(doc, { raw, copy: copies[locale]!, location: { pathname: signupPath, search: '' }, today: TODAY }, ids);
    return { painted, root: doc.getElementById('root') as HTMLElement, doc };
  }

  async function appDrawsSignup(raw: unknown) {
    const app = renderApp(signupPath, (c) => ok(c.method === 'GET' ? raw : {}));
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(app.container.querySelector('main form')).not.toBeNull());
    return { parts: parts(app.container), path: app.where.path };
  }

  it.each<[string, Partial<Prequal>]>([
    ['a first visit', {}],
    ['a borrower already prequalified (welcome back)', { prequalStatus: 'PREQUALIFIED', status: 'OFFER_AVAILABLE' }],
    ['a merchant name full of markup', { merchantName: `<b>Tom</b> & *Jerry's* {amount}` }],
  ])('%s: the same banner, heading, copy and form as the app', async (_name, overrides) => {
    const raw = read(overrides);
    const { painted, root } = paintSignup(raw);
    const app = await appDrawsSignup(raw);
    expect(painted).not.toBeNull();
    expect(prequalFlow.screens[painted!]?.path).toBe(linkRoute.signupPath);
    expect(app.path).toBe(signupPath);
    expect(root.querySelector('main form')).not.toBeNull();
    expect(parts(root)).toEqual(app.parts);
  });

  it('decides in a step of its own too: the page untouched until the paint, then the same as at once', () => {
    const raw = read();
    const atOnce = paintSignup(raw).root;
    const doc = document.implementation.createHTMLDocument('');
    doc.body.innerHTML = `<div id="root">${shell()}</div>`;
    const before = doc.body.innerHTML;
    const input = { raw, copy: copies.en!, location: { pathname: signupPath, search: '' }, today: TODAY };
    const plan = planSignupScreen(input, ids);
    expect(plan?.screen).toBeTruthy();
    expect(doc.body.innerHTML).toBe(before);
    expect(paintPlanned(doc, input, plan!)).toBe(plan?.screen);
    expect(parts(doc.getElementById('root')!)).toEqual(parts(atOnce));
    expect(planSignupScreen({ ...input, raw: 'Service Unavailable' }, ids)).toBeNull();
  });

  it('paints in the borrower\'s language', async () => {
    const raw = read();
    const { root, doc } = paintSignup(raw, 'es-US');
    await loadLocale('es-US');
    const app = await appDrawsSignup(raw);
    expect(parts(root)).toEqual(app.parts);
    expect(doc.documentElement.lang).toBe('es-US');
  });

  it.each<[string, unknown]>([
    ['an answer that breaks the contract', { status: 'PENDING' }],
    ['not a prequalification at all', 'Service Unavailable'],
  ])('leaves the skeleton for the app on %s', (_name, raw) => {
    const { painted, root } = paintSignup(raw);
    expect(painted).toBeNull();
    expect(root.querySelector('.boot-skeleton')).not.toBeNull();
  });

  it('the build prepares the signup page\'s copy, in every wording', () => {
    const screens = signupPaintScreens(prequalFlow);
    expect(screens.map((s) => prequalFlow.screens[s.id]?.path)).toEqual([linkRoute.signupPath]);
    for (const locale of ['en', 'es-US']) expect(Object.keys(copies[locale]!.screens)).toContain(screens[0]!.copy);
  });
});

describe('the first-paint copy the build prepares (scripts/vite/firstPaintCopy.ts)', () => {
  it('covers the screens a link can open on that draw a form and nothing else: the entry page among them', () => {
    const screens = firstPaintScreens(borrowerFlow);
    expect(screens.map((s) => s.id)).toContain(borrowerFlow.entry);
    for (const s of screens) expect(borrowerFlow.screens[s.id]?.form && !borrowerFlow.screens[s.id]?.component).toBeTruthy();
    expect(Object.keys(copies.en!.screens)).toContain(borrowerFlow.screens[borrowerFlow.entry]?.copy ?? borrowerFlow.entry);
  });

  it('leaves out copy the boot cannot draw as the app would: a pipe that needs a library, a link pipe', () => {
    expect(wordingOf('Hi', undefined, 'Pay {amount|currency} to {merchantName}.')?.intro.holes).toEqual(['Hi', '{amount|currency}', '{merchantName}']);
    expect(wordingOf('Hi', undefined, 'We texted {phone|phone}.')).toBeNull();
    expect(wordingOf('Due {date|longDate}', undefined, 'Body')).toBeNull();
    expect(wordingOf('Hi', undefined, 'Call {supportPhone|tel}.')).toBeNull();
    // A link to one of the screen's own modals opens it in the app; painted, it would leave the page.
    expect(wordingOf('Hi', undefined, 'Read the [terms](/terms).', ['terms'])).toBeNull();
    expect(wordingOf('Hi', undefined, 'Read the [terms](/terms).', [])?.intro.markup).toContain('href="/terms"');
  });
});
