// The second half of `npm run bench:web`: when can the borrower type? Lighthouse's simulation reports when the
// first screen's words appear (LCP) but not when its form can be used, and the app paints its words before its
// form's code arrives (docs/adr/0006), so the two can be far apart. This loads a page in the same Chromium with the
// throttling applied for real (Lighthouse's own "devtools" figures for its mobile preset: Slow 4G with 562.5 ms
// request latency, 1.44 Mbps down, 675 kbps up, and 4x CPU) and reads, in the page, when the largest contentful
// paint happened and when the first field of a form was on screen. Same phone-sized window as Lighthouse's preset
// (scripts/bench/throttle.ts).
import type { Browser, Page } from 'playwright-core';
import { problemOf, type Outcome } from './figures';
import { throttledPage } from './throttle';
import type { ReadyRun, ScreenRun } from './webTables';

const READY_TIMEOUT_MS = 60_000;
/** How long the page must make no request before the app counts as having taken over (after the field was typed in). */
const QUIET_MS = 1_500;
/** What is typed as soon as a field is there: letters, or digits into a field that asks for numbers. */
const TYPED_LETTERS = 'Ana';
const TYPED_DIGITS = '555';

/** How `npm run bench:web` decides when a field is there and what it checks of typed text (printed with the table). */
export const READY_METHOD = [
  'a field is there at the first moment a form\'s text box (input other than hidden, checkbox, radio, button; or textarea)',
  'has a box intersecting the window, is not disabled or read-only, is not inside a hidden, inert or aria-hidden',
  'container, and is visible by checkVisibility (no visibility: hidden, no opacity 0 on it or above it).',
  `Then the bench types "${TYPED_LETTERS}" into it ("${TYPED_DIGITS}" when it asks for numbers), waits until the page has`,
  `made no request for ${QUIET_MS / 1000} s, and reads the box with the same label: "kept" when it holds what was typed`,
  '(digits compared as digits) and still has the focus with the caret after the text.',
];

// Installed before any of the page's scripts (a plain string: tsx would wrap named functions in a helper the page
// lacks): the LCP as the browser reports it, and `at`, the first moment `find` (a function in the page) finds its
// element, checked on every change of the DOM and every frame until then. The element is kept (`el`), so the bench
// can type into the very box the borrower would have seen first.
const probe = (find: string): string => `(() => {
  const t = { lcp: null, at: null, el: null };
  window.__bench = t;
  new PerformanceObserver((list) => { for (const e of list.getEntries()) t.lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  const find = ${find};
  const look = () => {
    if (t.at !== null) return;
    const el = find();
    if (el) { t.at = performance.now(); t.el = el; }
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true });
  const frames = () => { look(); if (t.at === null) requestAnimationFrame(frames); };
  requestAnimationFrame(frames);
})();`;

/** A form's first text field there (READY_METHOD). */
const FORM_FIELD = `() => {
  const textBox = 'form input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=submit]):not([type=button]), form textarea';
  const there = (field) => {
    if (field.disabled || field.readOnly) return false;
    if (field.closest('[hidden], [inert], [aria-hidden="true"]')) return false;
    if (typeof field.checkVisibility === 'function' && !field.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
    const box = field.getBoundingClientRect();
    return field.getClientRects().length > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
  };
  return Array.from(document.querySelectorAll(textBox)).find(there);
}`;

/** The screen's heading on screen, outside hidden or inert containers. */
const HEADING = `() => {
  const h = document.querySelector('main h1');
  return h && !h.closest('[hidden], [inert], [aria-hidden="true"]') && h.getClientRects().length > 0 ? h : null;
}`;

/** What the probe noted, read back in Node. */
type Noted = { __bench: { lcp: number | null; at: number; el: HTMLInputElement } };

// In the page, beside the probe: the words that name a field (its label, else aria-label, else name), and whether
// a box named so holds `typed` and has the focus with the caret at the end. A plain string, as the probe.
const READ_BACK = `window.__benchReadBack = (name, typed, digits) => {
  const nameOf = (f) => ((f.labels && f.labels[0] && f.labels[0].textContent) || f.getAttribute('aria-label') || f.name || '').trim();
  if (name === null) return nameOf(window.__bench.el);
  const box = Array.from(document.querySelectorAll('input, textarea')).find((f) => nameOf(f) === name && !f.closest('[hidden]'));
  if (!box) return { kept: false, focused: false };
  const value = box.value;
  const kept = digits ? value.replace(/\\D/g, '').includes(typed) : value.includes(typed);
  return { kept, focused: document.activeElement === box && box.selectionStart === value.length };
};`;

type ReadBackWindow = Window & { __benchReadBack: (name: string | null, typed: string, digits: boolean) => unknown };

// Resolves once the page has made no request for QUIET_MS (the app downloaded and drawn), at most READY_TIMEOUT_MS.
async function quiet(page: Page): Promise<void> {
  let last = Date.now();
  const touch = () => { last = Date.now(); };
  // (Each of the three hands its listener the request: typed as the first, for page.on's overloads.)
  const events = ['request', 'requestfinished', 'requestfailed'] as 'request'[];
  for (const event of events) page.on(event, touch);
  const until = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() - last < QUIET_MS && Date.now() < until) await page.waitForTimeout(250);
  for (const event of events) page.off(event, touch);
}

// One run in a fresh throttled page, opened on `url` with the probe looking for `find` (`what` it is): `run`'s figures
// once the probe has found it, or why not; the context closed either way.
async function throttledRun<F>(browser: Browser, url: string, find: string, what: string, extra: string, run: (page: Page) => Promise<F>): Promise<Outcome<F>> {
  const { context, page } = await throttledPage(browser, `${probe(find)}\n${extra}`);
  try {
    await page.goto(url, { timeout: READY_TIMEOUT_MS });
    const shown = await page.waitForFunction(() => (window as unknown as Partial<Noted>).__bench?.at != null, null, { timeout: READY_TIMEOUT_MS, polling: 'raf' }).then(() => true, () => false);
    if (!shown) return { ok: false, problem: `no ${what} appeared within ${READY_TIMEOUT_MS / 1000} s` };
    return { ok: true, figures: await run(page) };
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  } finally {
    await context.close().catch(() => undefined);
  }
}

/**
 * Opens `url` in a fresh context under APPLIED_SLOW_4G and returns when its LCP and its form's first field came,
 * and whether what was typed into that field at once survived the app taking over (READY_METHOD).
 */
export function measureFormReady(browser: Browser, url: string): Promise<Outcome<ReadyRun>> {
  return throttledRun(browser, url, FORM_FIELD, 'form field', READ_BACK, async (page) => {
    // At once, as a borrower would: into the box that was there first, where the page has put the focus or not.
    const field = await page.evaluateHandle(() => (window as unknown as Noted).__bench.el);
    const name = (await page.evaluate(() => (window as unknown as ReadBackWindow).__benchReadBack(null, '', false))) as string;
    const digits = await field.evaluate((f) => f instanceof HTMLInputElement && (f.type === 'tel' || f.inputMode === 'numeric' || f.inputMode === 'decimal'));
    const typed = digits ? TYPED_DIGITS : TYPED_LETTERS;
    await field.asElement()?.focus();
    await page.keyboard.type(typed);
    await quiet(page);
    const seen = await page.evaluate(() => { const { lcp, at } = (window as unknown as Noted).__bench; return { lcp, at }; });
    const back = (await page.evaluate(([n, t, d]) => (window as unknown as ReadBackWindow).__benchReadBack(n, t, d), [name, typed, digits] as const)) as { kept: boolean; focused: boolean };
    return { lcpMs: seen.lcp ?? Number.NaN, formMs: seen.at, typedKept: back.kept, focusKept: back.focused };
  });
}

/** Opens `url` under APPLIED_SLOW_4G and returns its LCP and when its screen's heading was on screen. */
export function measureScreen(browser: Browser, url: string): Promise<Outcome<ScreenRun>> {
  return throttledRun(browser, url, HEADING, 'screen heading', '', async (page) => {
    await quiet(page);
    const seen = await page.evaluate(() => { const { lcp, at } = (window as unknown as Noted).__bench; return { lcp, at }; });
    return { lcpMs: seen.lcp ?? Number.NaN, headingMs: seen.at };
  });
}
