// The phone bench:web's second half and bench:journey load pages on: Lighthouse 13's DevTools throttling for its
// mobile preset, applied for real through DevTools (Slow 4G with 562.5 ms request latency, 1.44 Mbps down, 675 kbps
// up, and 4x CPU), in a fresh mobile context with the cache off and the bench's probe installed before the page's scripts.
import type { Browser, BrowserContext, CDPSession, Page, ViewportSize } from 'playwright-core';

/** Lighthouse 13's DevTools throttling for the mobile preset (constants.throttling.mobileSlow4G, applied). */
export const APPLIED_SLOW_4G = {
  latencyMs: 150 * 3.75,
  downloadKbps: 1.6 * 1024 * 0.9,
  uploadKbps: 750 * 0.9,
  cpuSlowdown: 4,
} as const;

/** How the applied throttling reads in a bench's heading. */
export function appliedThrottling(): string {
  const { latencyMs, downloadKbps, uploadKbps, cpuSlowdown } = APPLIED_SLOW_4G;
  return `throttling applied (${latencyMs} ms latency, ${(downloadKbps / 1024).toFixed(2)} Mbps down, ${uploadKbps} kbps up, ${cpuSlowdown}x CPU)`;
}

/** The phone the benches type and tap on (bench:keys, bench:network, bench:journey: the issues' figures). */
export const PHONE: ViewportSize = { width: 360, height: 740 };

/** Lighthouse's mobile preset's window. */
const LIGHTHOUSE_VIEWPORT: ViewportSize = { width: 412, height: 823 };

/**
 * A fresh context (a phone: `viewport`, Lighthouse's preset by default) under APPLIED_SLOW_4G with the cache off and
 * `probe` installed, its page, and the DevTools session the throttling was applied through (its Network domain on).
 */
export async function throttledPage(browser: Browser, probe: string, viewport: ViewportSize = LIGHTHOUSE_VIEWPORT): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
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
