// The benches' browser: the system Chromium (scripts/lib/findChromium.ts, with the flags every headless run here uses),
// launched by Playwright (bench:keys, bench:network), or started with a DevTools port for Lighthouse to drive and
// Playwright to connect to (bench:web, bench:journey); either way held in the bench's resources until it ends. And
// one Lighthouse navigation against it with Lighthouse's default config: the mobile preset (simulated Slow 4G, 4x CPU
// slowdown, a phone screen), performance category only.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../lib/findChromium';
import type { Outcome } from './figures';
import type { BenchResources } from './run';
import type { PageFigures } from './webTables';

/** A running Chromium that Lighthouse can drive. */
export interface DebuggableChromium { port: number; version: string; close(): Promise<void> }

const START_TIMEOUT_MS = 30_000;

// Starts Chromium with a free DevTools port and a throwaway profile; resolves once it prints where it listens.
async function startChromium(): Promise<DebuggableChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-web-chromium-'));
  const child: ChildProcess = spawn(findChromium(), [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const close = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    // Chromium's helper processes can still be writing into the profile for a moment after the browser exits
    // (ENOTEMPTY): retried, and a profile that still cannot go is said, not thrown over the figures already printed.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    } catch (error) {
      console.warn(`bench: could not remove Chromium's scratch profile ${profile} (${error instanceof Error ? error.message : String(error)})`);
    }
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let seen = '';
      const timer = setTimeout(() => reject(new Error(`Chromium did not open a DevTools port within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
      child.once('error', (error) => { clearTimeout(timer); reject(new Error(`Chromium did not start: ${error.message}`)); });
      child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`Chromium exited (${code ?? 'signal'}) before opening a DevTools port: ${seen.trim().slice(-300)}`)); });
      child.stderr?.on('data', (chunk: Buffer) => {
        seen += chunk.toString();
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
        if (match) { clearTimeout(timer); resolve(Number(match[1])); }
      });
    });
    const info = await fetch(`http://127.0.0.1:${port}/json/version`).then((r) => r.json() as Promise<{ Browser?: string }>);
    return { port, version: info.Browser ?? 'Chromium', close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Chromium with a DevTools port (Lighthouse drives it), held in `resources`. */
export const launchChromium = async (resources: BenchResources): Promise<DebuggableChromium> => (resources.chromium = await startChromium());

/** Chromium launched by Playwright, held in `resources`. */
export const launchBrowser = async (resources: BenchResources): Promise<Browser> =>
  (resources.browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS }));

/** Playwright connected to the Chromium launchChromium started (its DevTools port), so both drive the same browser. */
export const connect = async (resources: BenchResources, debuggable: DebuggableChromium): Promise<Browser> =>
  (resources.browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggable.port}`));

// One Lighthouse navigation of `url`; a page Lighthouse could not measure (no paint, a failed load, no score) is an
// outcome to print, not an exception, so one bad run does not lose the others.
export async function runLighthouse(url: string, port: number): Promise<Outcome<PageFigures>> {
  try {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    return lighthouseOutcome(result?.lhr as LighthouseResult | undefined);
  } catch (error) {
    return { ok: false, problem: error instanceof Error ? error.message : String(error) };
  }
}

/** What this reads of Lighthouse's result (its lhr). */
export interface LighthouseResult {
  runtimeError?: { code: string; message: string } | undefined;
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number | undefined; scoreDisplayMode?: string; errorMessage?: string | undefined } | undefined>;
}

/** The Lighthouse audit each figure bench:web reads of a run comes from. */
const AUDITS = {
  fcpMs: 'first-contentful-paint', lcpMs: 'largest-contentful-paint', tbtMs: 'total-blocking-time', cls: 'cumulative-layout-shift', bytes: 'total-byte-weight',
} as const;

// The figures bench:web reads of one Lighthouse run. A run Lighthouse could not score (no performance score, or a
// figure missing) is not measured, and says which audits failed and why: a score missing from the medians would
// otherwise pass for a run that met the bar.
export function lighthouseOutcome(lhr: LighthouseResult | undefined): Outcome<PageFigures> {
  if (!lhr) return { ok: false, problem: 'Lighthouse returned no result' };
  if (lhr.runtimeError) return { ok: false, problem: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  const score = lhr.categories.performance?.score;
  const missing = Object.values(AUDITS).filter((id) => typeof lhr.audits[id]?.numericValue !== 'number');
  if (typeof score !== 'number' || missing.length > 0) {
    const failed = Object.entries(lhr.audits)
      .filter(([, audit]) => audit?.scoreDisplayMode === 'error')
      .map(([id, audit]) => `${id}: ${audit?.errorMessage ?? 'no reason given'}`);
    const what = typeof score !== 'number' ? 'no performance score' : `no ${missing.join(', ')}`;
    return { ok: false, problem: `${what}${failed.length > 0 ? ` (${failed.join('; ')})` : ''}` };
  }
  // Every figure is there (checked above).
  const figures = Object.fromEntries(Object.entries(AUDITS).map(([figure, id]) => [figure, lhr.audits[id]!.numericValue!]));
  return { ok: true, figures: { score, ...figures } as PageFigures };
}
