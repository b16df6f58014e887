// The second half of `npm run bench:web`: when can the borrower type? Lighthouse's simulation reports when the
// first screen's words appear (LCP) but not when its form can be used, and the app paints its words before its
// form's code arrives (docs/adr/0006), so the two can be far apart. This loads a page in the same Chromium with the
// throttling applied for real (Lighthouse's own "devtools" figures for its mobile preset: Slow 4G with 562.5 ms
// request latency, 1.44 Mbps down, 675 kbps up, and 4x CPU) and reads, in the page, when the largest contentful
// paint happened and when the first field of a form was on screen. Same phone-sized window as Lighthouse's preset.
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import type { ReadyRun, ScreenRun } from './benchWebTable';

/** A run's figures, or why the page could not be measured. */
export type ReadyOutcome = { ok: true; figures: ReadyRun } | { ok: false; problem: string };

/** Lighthouse 13's DevTools throttling for the mobile preset (constants.throttling.mobileSlow4G, applied). */
export const APPLIED_SLOW_4G = {
  latencyMs: 150 * 3.75,
  downloadKbps: 1.6 * 1024 * 0.9,
  uploadKbps: 750 * 0.9,
  cpuSlowdown: 4,
} as const;

const VIEWPORT = { width: 412, height: 823 };
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

// Installed before any of the page's scripts. A plain string: tsx would wrap named functions in a helper the page
// lacks. `form` is the first moment a form's text field is there (READY_METHOD); the field itself is kept, so the
// bench can type into the very box the borrower would have seen first.
const PROBE = `(() => {
  const t = { lcp: null, form: null, field: null };
  window.__benchReady = t;
  new PerformanceObserver((list) => { for (const e of list.getEntries()) t.lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  const textBox = 'form input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=submit]):not([type=button]), form textarea';
  const there = (field) => {
    if (field.disabled || field.readOnly) return false;
    if (field.closest('[hidden], [inert], [aria-hidden="true"]')) return false;
    if (typeof field.checkVisibility === 'function' && !field.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
    const box = field.getBoundingClientRect();
    return field.getClientRects().length > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
  };
  const look = () => {
    if (t.form !== null) return;
    const field = Array.from(document.querySelectorAll(textBox)).find(there);
    if (field) { t.form = performance.now(); t.field = field; }
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true });
  const frames = () => { look(); if (t.form === null) requestAnimationFrame(frames); };
  requestAnimationFrame(frames);
})();`;

// In the page, beside the probe: the words that name a field (its label, else aria-label, else name), and whether
// a box named so holds `typed` and has the focus with the caret at the end. A plain string, as PROBE.
const READ_BACK = `window.__benchReadBack = (name, typed, digits) => {
  const nameOf = (f) => ((f.labels && f.labels[0] && f.labels[0].textContent) || f.getAttribute('aria-label') || f.name || '').trim();
  if (name === null) return nameOf(window.__benchReady.field);
  const box = Array.from(document.querySelectorAll('input, textarea')).find((f) => nameOf(f) === name && !f.closest('[hidden]'));
  if (!box) return { kept: false, focused: false };
  const value = box.value;
  const kept = digits ? value.replace(/\\D/g, '').includes(typed) : value.includes(typed);
  return { kept, focused: document.activeElement === box && box.selectionStart === value.length };
};`;

type ReadBackWindow = Window & { __benchReadBack: (name: string | null, typed: string, digits: boolean) => unknown };

/** Connects to the Chromium Lighthouse drives (its DevTools port), so both halves run in the same browser. */
export async function connect(port: number): Promise<Browser> {
  return chromium.connectOverCDP(`http://127.0.0.1:${port}`);
}

/** A window size in CSS pixels. */
export interface Viewport {
  width: number;
  height: number;
}

/**
 * A fresh context (a phone: `viewport`, Lighthouse's preset by default) under APPLIED_SLOW_4G with the cache off and
 * `probe` installed, its page, and the DevTools session the throttling was applied through (its Network domain on).
 */
export async function throttledPage(browser: Browser, probe: string, viewport: Viewport = VIEWPORT): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(probe);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: APPLIED_SLOW_4G.latencyMs,
    downloadThroughput: (APPLIED_SLOW_4G.downloadKbps * 1024) / 8,
    uploadThroughput: (APPLIED_SLOW_4G.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: APPLIED_SLOW_4G.cpuSlowdown });
  return { context, page, cdp };
}

// Resolves once the page has made no request for QUIET_MS (the app downloaded and drawn), at most READY_TIMEOUT_MS.
async function quiet(page: Page): Promise<void> {
  let last = Date.now();
  const touch = () => { last = Date.now(); };
  page.on('request', touch);
  page.on('requestfinished', touch);
  page.on('requestfailed', touch);
  const until = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() - last < QUIET_MS && Date.now() < until) await page.waitForTimeout(250);
  page.off('request', touch);
  page.off('requestfinished', touch);
  page.off('requestfailed', touch);
}

const problemOf = (error: unknown): string => (error instanceof Error ? error.message.split('\n')[0] ?? String(error) : String(error));

/**
 * Opens `url` in a fresh context under APPLIED_SLOW_4G and returns when its LCP and its form's first field came,
 * and whether what was typed into that field at once survived the app taking over (READY_METHOD).
 */
export async function measureFormReady(browser: Browser, url: string): Promise<ReadyOutcome> {
  const { context, page } = await throttledPage(browser, `${PROBE}\n${READ_BACK}`);
  try {
    await page.goto(url, { timeout: READY_TIMEOUT_MS });
    const shown = await page
      .waitForFunction(() => (window as unknown as { __benchReady?: { form: number | null } }).__benchReady?.form != null, null, { timeout: READY_TIMEOUT_MS, polling: 'raf' })
      .then(() => true, () => false);
    if (!shown) return { ok: false, problem: `no form field appeared within ${READY_TIMEOUT_MS / 1000} s` };
    // At once, as a borrower would: into the box that was there first, where the page has put the focus or not.
    const field = await page.evaluateHandle(() => (window as unknown as { __benchReady: { field: HTMLInputElement } }).__benchReady.field);
    const name = (await page.evaluate(() => (window as unknown as ReadBackWindow).__benchReadBack(null, '', false))) as string;
    const digits = await field.evaluate((f) => f instanceof HTMLInputElement && (f.type === 'tel' || f.inputMode === 'numeric' || f.inputMode === 'decimal'));
    const typed = digits ? TYPED_DIGITS : TYPED_LETTERS;
    await field.asElement()?.focus();
    await page.keyboard.type(typed);
    await quiet(page);
    const seen = await page.evaluate(() => (window as unknown as { __benchReady: { lcp: number | null; form: number } }).__benchReady);
    const back = (await page.evaluate(([n, t, d]) => (window as unknown as ReadBackWindow).__benchReadBack(n, t, d), [name, typed, digits] as const)) as { kept: boolean; focused: boolean };
    return { ok: true, figures: { lcpMs: seen.lcp ?? Number.NaN, formMs: seen.form, typedKept: back.kept, focusKept: back.focused } };
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  } finally {
    await context.close().catch(() => undefined);
  }
}

/** A page without a form (the second link): its LCP and when its heading was on screen. */
export type ScreenOutcome = { ok: true; figures: ScreenRun } | { ok: false; problem: string };

const SCREEN_PROBE = `(() => {
  const t = { lcp: null, heading: null };
  window.__benchScreen = t;
  new PerformanceObserver((list) => { for (const e of list.getEntries()) t.lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  const look = () => {
    if (t.heading !== null) return;
    const h = document.querySelector('main h1');
    if (h && !h.closest('[hidden], [inert], [aria-hidden="true"]') && h.getClientRects().length > 0) t.heading = performance.now();
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true });
})();`;

/** Opens `url` under APPLIED_SLOW_4G and returns its LCP and when its screen's heading was on screen. */
export async function measureScreen(browser: Browser, url: string): Promise<ScreenOutcome> {
  const { context, page } = await throttledPage(browser, SCREEN_PROBE);
  try {
    await page.goto(url, { timeout: READY_TIMEOUT_MS });
    const shown = await page
      .waitForFunction(() => (window as unknown as { __benchScreen?: { heading: number | null } }).__benchScreen?.heading != null, null, { timeout: READY_TIMEOUT_MS })
      .then(() => true, () => false);
    if (!shown) return { ok: false, problem: `no screen heading appeared within ${READY_TIMEOUT_MS / 1000} s` };
    await quiet(page);
    const seen = await page.evaluate(() => (window as unknown as { __benchScreen: { lcp: number | null; heading: number } }).__benchScreen);
    return { ok: true, figures: { lcpMs: seen.lcp ?? Number.NaN, headingMs: seen.heading } };
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  } finally {
    await context.close().catch(() => undefined);
  }
}
