// The copy editor's browser test's shared setup (a Playwright Test worker fixture): `npm run dev` as product starts
// it, on a port of its own, in a scratch copy of the project (scripts/lib/scratchCopy.ts), so the copy files the
// editor writes are never this work tree's. The dev server's first page waits for Vite to prepare the app's
// dependencies (it may reload once meanwhile): the fixture opens it once, so no case pays for it.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { test as base, type Page } from '@playwright/test';
import { orElse } from '../lib/orElse';
import { root } from '../lib/root';
import { scratchCopy } from '../lib/scratchCopy';

export interface DevServer {
  /** The scratch copy's folder. */
  dir: string;
  /** The dev server's address, without a trailing slash. */
  appUrl: string;
  /** What the dev server printed so far (its flows:check lines included). */
  printed(): string;
}

/** This worker's environment for a process of its own: not Playwright's variables (a nested run would take them). */
export const ownEnv = (): NodeJS.ProcessEnv => Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(PW_|TEST_WORKER_INDEX$|TEST_PARALLEL_INDEX$)/.test(key)));

/** The app has drawn the screen: the one the boot painted first (src/firstPaint, without the app) is gone. */
export const appDrawn = (page: Page, timeout = 60_000) => page.waitForFunction(() => document.querySelector('#root main h1') !== null && document.querySelector('[data-first-paint]') === null, null, { timeout });

export const test = base.extend<object, { devServer: DevServer }>({
  devServer: [async ({ browser }, use) => {
    const dir = scratchCopy(root, 'copy-editor-');
    const dev: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
      cwd: dir, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...ownEnv(), PROJECT_ROOT: dir, PORT: '0', HOST: '', SANDBOX_PORT: '0' },
    });
    let output = '';
    try {
      const appUrl = await new Promise<string>((resolve, reject) => {
        const hear = (chunk: Buffer) => {
          output += chunk.toString();
          const url = /Dev server on (http:\/\/\S+)/.exec(output)?.[1];
          if (url) resolve(url.replace(/\/+$/, ''));
        };
        dev.stdout!.on('data', hear);
        dev.stderr!.on('data', hear);
        dev.on('exit', (code) => reject(new Error(`npm run dev exited (${String(code)}):\n${output}`)));
      });
      const first = await browser.newPage();
      await first.goto(`${appUrl}/demo-happy`);
      await first.waitForSelector('main h1', { timeout: 180_000 });
      await first.waitForLoadState('networkidle');
      await appDrawn(first, 180_000);
      await first.close();
      await use({ dir, appUrl, printed: () => output });
    } finally {
      // Its whole process group; one gone already is fine.
      if (dev.pid) orElse(() => process.kill(-(dev.pid as number), 'SIGTERM'), false);
      rmSync(dir, { recursive: true, force: true });
    }
  }, { scope: 'worker', timeout: 240_000 }],
});
export { expect } from '@playwright/test';
