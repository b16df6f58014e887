import type { Browser } from 'playwright-core';
import type { Sandbox } from '../../sandbox/server/buildServer';
import type { DebuggableChromium } from './runLighthouse';

/** What a browser benchmark starts and must stop however it ends: its sandboxes, Chromium, Playwright's connection. */
export interface BrowserBenchResources {
  sandboxes: Sandbox[];
  chromium?: DebuggableChromium;
  /** Playwright's connection to that Chromium. */
  browser?: Browser;
}

// Stops Chromium and the sandboxes; safe to call more than once and from any exit path (runBench's release).
export async function releaseBrowserBench(resources: BrowserBenchResources): Promise<void> {
  const { chromium, sandboxes, browser } = resources;
  resources.chromium = undefined;
  resources.browser = undefined;
  resources.sandboxes = [];
  await browser?.close().catch(() => undefined);
  await chromium?.close().catch(() => undefined);
  await Promise.all(sandboxes.map((s) => s.app.close().catch(() => undefined)));
}
