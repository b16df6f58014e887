// Lighthouse for `npm run bench:web`: the system Chromium started with a DevTools port (and the flags every headless
// run here uses), and one Lighthouse navigation at a time against it with Lighthouse's default config: the mobile
// preset (simulated Slow 4G, 4x CPU slowdown, a phone screen), performance category only.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { lighthouseOutcome, type LighthouseOutcome, type LighthouseResult } from './lighthouseOutcome';
import { CHROMIUM_ARGS, findChromium } from './findChromium';

/** A running Chromium that Lighthouse can drive. */
export interface DebuggableChromium {
  port: number;
  version: string;
  close(): Promise<void>;
}

const START_TIMEOUT_MS = 30_000;

// Starts Chromium with a free DevTools port and a throwaway profile; resolves once it prints where it listens.
export async function launchChromium(): Promise<DebuggableChromium> {
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

// One Lighthouse navigation of `url`; a page Lighthouse could not measure (no paint, a failed load, no score) is an
// outcome to print, not an exception, so one bad run does not lose the others.
export async function runLighthouse(url: string, port: number): Promise<LighthouseOutcome> {
  try {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    return lighthouseOutcome(result?.lhr as LighthouseResult | undefined);
  } catch (error) {
    return { ok: false, problem: error instanceof Error ? error.message : String(error) };
  }
}
