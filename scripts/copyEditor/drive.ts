// What the copy editor's browser test does as a product manager would (scripts/copyEditor/copyEditor.spec.ts): open a
// demo link with the editor on, click a text, type, save, switch the language; and what it checks the editor wrote.
// Bound to the worker's dev server and browser (bindDrive) by the spec's beforeAll.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { compileContentFile } from '../../engine/content/compileContentFile';
import { root } from '../lib/root';
import { appDrawn, type DevServer } from './devServer';

export const SHOTS = join(root, 'reports', 'copy-editor');
export const WAIT = 60_000;

export function fail(message: string): never {
  throw new Error(message);
}

let dev: DevServer | undefined;
let browser: Browser | undefined;
/** The worker's dev server and browser, for every helper here. */
export function bindDrive(server: DevServer, b: Browser): void {
  dev = server;
  browser = b;
}
export const devServer = (): DevServer => dev ?? fail('bindDrive was not called');
export const theBrowser = (): Browser => browser ?? fail('bindDrive was not called');

/** A file of the scratch copy, as the editor left it. */
export const read = (rel: string) => readFileSync(join(devServer().dir, rel), 'utf8');
/** A file of this work tree (the words before any edit). */
export const original = (rel: string) => readFileSync(join(root, rel), 'utf8');

/** A copy file's texts as the app reads them, from this work tree (the words before any edit). */
function copyOf(locale: string, file: string): Record<string, unknown> {
  const compiled = compileContentFile(`content/${locale}/${file}`, original(`content/${locale}/${file}`));
  if (typeof compiled === 'string' || !compiled.ok) fail(`content/${locale}/${file} does not compile`);
  return compiled.value as Record<string, unknown>;
}
export const textOfKey = (locale: string, file: string, key: string): string => {
  const value = key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], copyOf(locale, file));
  if (typeof value !== 'string') fail(`content/${locale}/${file} has no text '${key}'`);
  return value;
};

// What each file of the scratch copy should differ by: the lines saved so far, by line number.
export const saved = new Map<string, Map<number, string>>();
/** Records that line `line` of `rel` (found by what it said) now reads `now`, then checks the file differs by exactly the lines saved. */
export function expectSaved(rel: string, was: RegExp, now: string): void {
  const lines = original(rel).split('\n');
  const at = lines.findIndex((l) => was.test(l));
  if (at < 0) fail(`${rel} has no line like ${String(was)}`);
  const mine = saved.get(rel) ?? new Map<number, string>();
  mine.set(at, now);
  saved.set(rel, mine);
  expectFile(rel);
}
export function expectFile(rel: string): void {
  const a = original(rel).split('\n');
  const b = read(rel).split('\n');
  if (a.length !== b.length) fail(`${rel}: the editor changed its number of lines (${a.length} -> ${b.length})`);
  const want = saved.get(rel) ?? new Map<number, string>();
  const changed = a.flatMap((line, i) => (line === b[i] ? [] : [i]));
  const wrong = [...new Set([...changed, ...want.keys()])].filter((i) => b[i] !== (want.get(i) ?? a[i]));
  if (wrong.length > 0) fail(`${rel} differs from what was saved at line(s) ${wrong.map((i) => `${i + 1}: ${JSON.stringify(b[i])}`).join('; ')}`);
}

export const shot = async (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`) });

// A heading or message the test saves is quoted by QA's fixtures (their `see:` lines), so flows:check then names
// those lines and the dev server shows them over the page, whenever its check ends: as a product manager would, the
// test reads them (only fixtures may be named) and closes the overlay (Escape) before going on.
async function readAndCloseOverlay(page: Page): Promise<void> {
  const said = await page.evaluate(() => document.querySelector('vite-error-overlay')?.shadowRoot?.textContent ?? '');
  const named = [...said.matchAll(/([\w./-]+\.(?:ya?ml|md|json)):\d+:\d+:/g)].map((m) => m[1] ?? '');
  if (named.length === 0 || named.some((file) => !file.startsWith('fixtures/'))) fail(`the dev server shows a problem other than fixtures quoting the old words: ${said.slice(0, 300)}`);
  await page.keyboard.press('Escape');
  // As a click outside it would: the overlay gone even when the Escape went to a box being typed in.
  await page.evaluate(() => document.querySelectorAll('vite-error-overlay').forEach((o) => o.remove()));
}

/** A page on a demo link (English), the app drawn, the editor's switch there and, when asked, on. */
export async function openDemo(path: string, options: { width?: number; height?: number; editing?: boolean } = {}): Promise<Page> {
  const page = await theBrowser().newPage({ viewport: { width: options.width ?? 1280, height: options.height ?? 800 }, locale: 'en-US' });
  // The overlay's own element has no box; its backdrop (in its shadow root) is what covers the page.
  await page.addLocatorHandler(page.locator('vite-error-overlay .backdrop'), () => readAndCloseOverlay(page), { noWaitAfter: true });
  await page.goto(`${devServer().appUrl}${path}`);
  await page.waitForSelector('main h1', { timeout: WAIT });
  await page.waitForSelector('[data-copy-editor] .ce-switch', { timeout: WAIT });
  // The app's own screen, not the one the boot painted before it (src/firstPaint): its words carry the marks that
  // name their keys (the editor holds a click on the painted one until then: its own test says so).
  await appDrawn(page);
  // The screen settled: its form drawn (the footer waits for it) and nothing more on its way.
  await page.waitForSelector('footer.footer', { timeout: WAIT });
  await page.waitForLoadState('networkidle');
  // A page opened after saves gets flows:check's overlay at once (the dev server sends it on connection).
  if (await page.waitForSelector('vite-error-overlay', { state: 'attached', timeout: 1500 }).catch(() => null)) {
    await readAndCloseOverlay(page);
    await page.waitForSelector('vite-error-overlay', { state: 'detached', timeout: WAIT });
  }
  if (options.editing !== false) await switchEditor(page, true);
  return page;
}
export async function switchEditor(page: Page, on: boolean): Promise<void> {
  // The copy editor's own switch, the bar's first: the other tools of the preview append theirs to the same bar.
  const toggle = page.locator('#copy-editor .ce-bar > .ce-switch:first-child');
  if ((await toggle.getAttribute('aria-checked')) !== String(on)) await toggle.click();
}
/** A switch of language with the editor's Alt (a plain click when it is off), and the page in that language. */
export async function switchLanguage(page: Page, name: string, lang: string): Promise<void> {
  await page.locator('header button', { hasText: name }).click({ modifiers: ['Alt'] });
  await page.waitForFunction((l) => document.documentElement.lang === l, lang, { timeout: WAIT });
}

/** Saves what the panel holds and waits for the dev server's answer: the status line, or the problems shown. */
export async function save(page: Page): Promise<void> {
  await page.click('#copy-editor .ce-primary');
  await page.waitForFunction(() => {
    const status = document.querySelector('#copy-editor .ce-status')?.textContent ?? '';
    return /^Saved|^Nothing/.test(status) || (document.querySelector('#copy-editor .ce-problems')?.textContent ?? '') !== '';
  }, null, { timeout: WAIT });
}

/** The page scrolled and laid out as the editor left it: the scroll and the panel's place the same three frames running. */
export const layoutSettled = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => {
  let last = '';
  let same = 0;
  const check = () => {
    const now = `${window.scrollX},${window.scrollY},${document.querySelector('#copy-editor .ce-panel')?.getBoundingClientRect().top ?? ''}`;
    same = now === last ? same + 1 : 0;
    last = now;
    if (same >= 2) resolve();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}));

export const where = (page: Page) => page.locator('#copy-editor .ce-where').first().textContent();
/** Opens the editor on the text `target` shows and checks it is the expected file and key. */
export async function edit(page: Page, target: Locator, file: string, key: string): Promise<void> {
  await target.first().click();
  await page.waitForSelector('#copy-editor .ce-panel:not([hidden]) .ce-field');
  const opened = await where(page);
  if (opened !== `${file} · ${key}`) fail(`clicking ${String(target)} opened ${opened}, not ${file} · ${key}`);
}

/** Where on the screen the words `words` are inside `target` (the middle of them), brought into view. */
export async function pointAt(target: Locator, words: string): Promise<{ x: number; y: number }> {
  await target.first().scrollIntoViewIfNeeded();
  const point = await target.first().evaluate((el, w) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const i = (n as Text).data.indexOf(w);
      if (i < 0) continue;
      const range = document.createRange();
      range.setStart(n, i);
      range.setEnd(n, i + w.length);
      const r = range.getClientRects()[0];
      if (r) return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    }
    return null;
  }, words);
  if (!point) fail(`${String(target)} does not show "${words}"`);
  return point;
}

export async function fillLocales(page: Page, en: string, es: string): Promise<void> {
  await page.locator('#copy-editor .ce-field').nth(0).fill(en);
  await page.locator('#copy-editor .ce-field').nth(1).fill(es);
}

const textOf = (page: Page, selector: string) => page.locator(selector).first().textContent({ timeout: WAIT });
export async function expectText(page: Page, selector: string, want: string): Promise<void> {
  await page.waitForFunction(([s, w]) => document.querySelector(s!)?.textContent?.trim() === w, [selector, want], { timeout: 15_000 })
    .catch(async () => fail(`${selector} shows "${await textOf(page, selector)}", not "${want}"`));
}
/** Which of the panel's boxes (English, Spanish) are marked wrong. */
export const markedBoxes = (page: Page) => page.locator('#copy-editor .ce-field').evaluateAll((boxes) => boxes.map((b) => b.getAttribute('aria-invalid') === 'true'));
export const hoverTag = async (page: Page) => (await page.locator('#copy-editor .ce-tag').isHidden()) ? null : page.locator('#copy-editor .ce-tag').textContent();

export const heading = 'main h1';
export const subtitle = 'main h1 + p';
export const agreement = 'main form label:has(a[href="/terms"])';
