// How a benchmark script runs: its work under a deadline, with Ctrl-C and SIGTERM handled, and whatever it started
// (sandboxes, Chromium, Playwright's connection, all held in one BenchResources) released on every way out, so
// nothing outlives the script. Only the first reason to stop is printed: a signal or the deadline makes the
// measurement in flight fail too. Exits 0 when the work finished, 1 when it could not run.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import type { Sandbox } from '../../sandbox/server/buildServer';
import type { DebuggableChromium } from './chromium';

/** What a benchmark starts and must stop however it ends: its sandboxes, Chromium, Playwright's connection. */
export interface BenchResources {
  sandboxes: Sandbox[];
  /** A Chromium started with a DevTools port (Lighthouse drives it; Playwright may connect to it). */
  chromium?: DebuggableChromium;
  /** Playwright's browser: launched by it, or its connection to `chromium`. */
  browser?: Browser;
}

// Stops the browser and the sandboxes; safe to call more than once and from any exit path.
async function release(resources: BenchResources): Promise<void> {
  const { chromium, sandboxes, browser } = resources;
  resources.chromium = undefined;
  resources.browser = undefined;
  resources.sandboxes = [];
  await browser?.close().catch(() => undefined);
  await chromium?.close().catch(() => undefined);
  await Promise.all(sandboxes.map((s) => s.app.close().catch(() => undefined)));
}

export interface Bench {
  /** The script's name, for its messages (`bench-keys: could not run: ...`). */
  name: string;
  deadlineMs: number;
  /** How the deadline reads in a message ('within 3 min'); by default from deadlineMs. */
  deadlineText?: string;
  work: (resources: BenchResources) => Promise<void>;
  /** Also stop on a promise rejected with nobody listening (libraries that keep their own promises in flight). */
  stopOnUnhandledRejection?: boolean;
}

/** Runs `bench` when the module at `moduleUrl` (its import.meta.url) is the script node was started with. */
export async function runBenchIfMain(moduleUrl: string, bench: Bench): Promise<void> {
  if (process.argv[1] === undefined || fileURLToPath(moduleUrl) !== resolve(process.argv[1])) return;
  const resources: BenchResources = { sandboxes: [] };
  const { deadlineMs: ms } = bench;
  const deadlineText = bench.deadlineText ?? `within ${ms % 60_000 === 0 ? `${ms / 60_000} min` : `${ms / 1000} s`}`;
  let stopping = false;
  const fail = async (message: string): Promise<never> => {
    if (stopping) return new Promise<never>(() => undefined);
    stopping = true;
    console.error(`${bench.name}: could not run: ${message}`);
    await release(resources);
    process.exit(1);
  };
  const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));
  const deadline = setTimeout(() => void fail(`did not finish ${deadlineText}`), ms);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void fail(`stopped by ${signal}`));
  if (bench.stopOnUnhandledRejection) process.on('unhandledRejection', (error) => void fail(reason(error)));
  try {
    await bench.work(resources);
  } catch (error) {
    clearTimeout(deadline);
    await fail(reason(error));
  }
  clearTimeout(deadline);
  await release(resources);
  process.exit(0);
}
