// The second half of `npm run bench:web`: when can the borrower type? Lighthouse's simulation reports when the
// first screen's words appear (LCP) but not when its form can be used, and the app paints its words before its
// form's code arrives (docs/adr/0006), so the two can be far apart. This loads a page in the same Chromium with the
// throttling applied for real (Lighthouse's own "devtools" figures for its mobile preset: Slow 4G with 562.5 ms
// request latency, 1.44 Mbps down, 675 kbps up, and 4x CPU) and reads, in the page, when the largest contentful
// paint happened and when the first field of a form was on screen. Same phone-sized window as Lighthouse's preset.
import { chromium, type Browser } from 'playwright-core';
import type { ReadyRun } from './benchWebTable';

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

// Installed before any of the page's scripts. A plain string: tsx would wrap named functions in a helper the page
// lacks. `ready` is the first moment a form's text field has a box on screen; a field inside a hidden container
// (the app rendering out of sight while the painted screen shows) has none.
const PROBE = `(() => {
  const t = { lcp: null, form: null };
  window.__benchReady = t;
  new PerformanceObserver((list) => { for (const e of list.getEntries()) t.lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  const look = () => {
    if (t.form !== null) return;
    const field = document.querySelector('form input:not([type=hidden]), form textarea');
    if (field && field.getClientRects().length > 0 && field.getBoundingClientRect().height > 0) t.form = performance.now();
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true });
})();`;

/** Connects to the Chromium Lighthouse drives (its DevTools port), so both halves run in the same browser. */
export async function connect(port: number): Promise<Browser> {
  return chromium.connectOverCDP(`http://127.0.0.1:${port}`);
}

/** Opens `url` in a fresh context under APPLIED_SLOW_4G and returns when its LCP and its form's first field came. */
export async function measureFormReady(browser: Browser, url: string): Promise<ReadyOutcome> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(PROBE);
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
    await page.goto(url, { timeout: READY_TIMEOUT_MS });
    const shown = await page
      .waitForFunction(() => (window as unknown as { __benchReady?: { form: number | null } }).__benchReady?.form != null, null, { timeout: READY_TIMEOUT_MS })
      .then(() => true, () => false);
    if (!shown) return { ok: false, problem: `no form field appeared within ${READY_TIMEOUT_MS / 1000} s` };
    // LCP entries stop at the first input; none comes once the form is there, but give the last one a frame.
    await page.waitForTimeout(300);
    const seen = await page.evaluate(() => (window as unknown as { __benchReady: { lcp: number | null; form: number } }).__benchReady);
    return { ok: true, figures: { lcpMs: seen.lcp ?? Number.NaN, formMs: seen.form } };
  } catch (error) {
    return { ok: false, problem: error instanceof Error ? error.message.split('\n')[0] ?? String(error) : String(error) };
  } finally {
    await context.close().catch(() => undefined);
  }
}
