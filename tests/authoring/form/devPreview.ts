import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { ReplayContext } from '../../../e2e/replay/runSteps';
import { compileContentFile } from '../../../engine/content/compileContentFile';
import { FIXTURE } from '../../../scripts/guide/guideFixtures';
import { CHROMIUM_ARGS, findChromium } from '../../../scripts/lib/findChromium';
import { scratchCopy } from '../../../scripts/lib/scratchCopy';
import { applyGuide, repo } from './scratchProject';

/** How long a step of the form editor's browser tests waits for what it expects, on a busy two-core machine. */
export const WAIT = 120_000;

/** `npm run dev` on a scratch copy with the guide's job_details screen, and a Chromium to drive it. */
export interface DevPreview {
  dir: string;
  appUrl: string;
  browser: Browser;
  /** What the dev server printed so far (a failure says it). */
  printed: () => string;
  /** The sandbox's control API, through the dev server (it passes /api to the sandbox). */
  control: (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => Promise<unknown>;
  stop: () => Promise<void>;
}

/** The dev server's own environment: not this run's Vitest variables. */
const ownEnv = (): NodeJS.ProcessEnv => Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(VITEST|TEST|NODE_ENV$)/.test(key)));

// The form editor's browser tests (formLivePreview, screenLivePreview, formMoveChangeRemove) each run `npm run dev`
// on a scratch copy of the project with the guide's screens applied (docs/adding-a-screen.md) and its replay fixture,
// so what the editor writes never touches the work tree; the first page waits for Vite to prepare the app's
// dependencies (it may reload once meanwhile) before a test opens its own.
export async function startDevPreview(prefix: string): Promise<DevPreview> {
  const dir = scratchCopy(repo, prefix);
  applyGuide(dir);
  writeFileSync(join(dir, 'fixtures', 'guide-job-details.yaml'), FIXTURE);
  let printed = '';
  const dev: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
    cwd: dir, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...ownEnv(), PROJECT_ROOT: dir, PORT: '0', HOST: '', SANDBOX_PORT: '0' },
  });
  const stop = async (browser?: Browser) => {
    await browser?.close();
    if (dev.pid) {
      try {
        process.kill(-dev.pid, 'SIGTERM');
      } catch {
        // gone already
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const appUrl = await new Promise<string>((resolve, reject) => {
      const hear = (chunk: Buffer) => {
        printed += chunk.toString();
        const url = /Dev server on (http:\/\/\S+)/.exec(printed)?.[1];
        if (url) resolve(url.replace(/\/+$/, ''));
      };
      dev.stdout!.on('data', hear);
      dev.stderr!.on('data', hear);
      dev.on('exit', (code) => reject(new Error(`npm run dev exited (${String(code)}):\n${printed}`)));
    });
    const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
    const first = await browser.newPage();
    await first.goto(`${appUrl}/demo-happy`, { timeout: 180_000 });
    await first.waitForSelector('main h1', { timeout: 180_000 });
    await first.waitForLoadState('networkidle', { timeout: 180_000 });
    await first.close();
    const control = async (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> => {
      const res = await fetch(`${appUrl}${path}`, { method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      return res.json();
    };
    return { dir, appUrl, browser, printed: () => printed, control, stop: () => stop(browser) };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The app has drawn a screen whose address ends with `path` (not the one the boot painted before the app). */
export const onScreen = (page: Page, path = '') => page.waitForFunction((p) => window.location.pathname.endsWith(p) && document.querySelector('#root main h1') !== null && document.querySelector('[data-first-paint]') === null, path, { timeout: WAIT })
  .catch(async (error: Error) => {
    throw new Error(`${error.message}\nnot on ${path}: the page is at ${page.url()}, showing "${await page.locator('main h1').first().textContent({ timeout: 1000 }).catch(() => '')}"`);
  });

/** One dev preview for a test file (started before its tests, stopped after them), and what its tests do with it. */
export interface UsedPreview extends Pick<DevPreview, 'control' | 'printed'> {
  /** The scratch copy's folder (the editor writes there). */
  readonly dir: string;
  /** A page at 1280x800 in English on a new payment link of the fixture, and the replay's context to act in it. */
  open: (fixture?: string) => Promise<{ page: Page; ctx: ReplayContext }>;
  /** A text of a screen's copy in the scratch copy, as the app reads it: its title, or a label or button by key. */
  copy: (locale: string, screen: string, key: { title: true } | { label: string } | { button: string }) => string;
}

export function usePreview(prefix: string): UsedPreview {
  let started: DevPreview | undefined;
  beforeAll(async () => {
    started = await startDevPreview(prefix);
  }, 420_000);
  afterAll(() => started?.stop(), 120_000);
  const live = (): DevPreview => {
    if (!started) throw new Error('the dev preview did not start (see the error of beforeAll)');
    return started;
  };
  const control: DevPreview['control'] = (...call) => live().control(...call);
  return {
    get dir() {
      return live().dir;
    },
    control,
    printed: () => live().printed(),
    open: async (fixture = 'guide-job-details') => {
      const link = (await control('POST', '/api/__sandbox/links', { fixture })) as { token: string; loanApplicationId: string; path: string };
      const page = await live().browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
      // A busy two-core machine: every step waits for its condition as long as it takes.
      page.setDefaultTimeout(WAIT);
      return { page, ctx: { page, baseUrl: live().appUrl, token: link.token, loanApplicationId: link.loanApplicationId, linkPath: link.path, control, screenshot: async () => '' } };
    },
    copy: (locale, screen, key) => {
      const file = `content/${locale}/screens/${screen}.md`;
      const compiled = compileContentFile(file, readFileSync(join(live().dir, file), 'utf8'));
      if (typeof compiled === 'string' || !compiled.ok) throw new Error(`${file} does not compile`);
      const value = compiled.value as { title?: unknown; labels?: Record<string, unknown>; buttons?: Record<string, unknown> };
      const text = 'title' in key ? value.title : 'label' in key ? value.labels?.[key.label] : value.buttons?.[key.button];
      if (typeof text !== 'string') throw new Error(`${file} has no ${JSON.stringify(key)}`);
      return text;
    },
  };
}
