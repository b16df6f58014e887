// npm run test:copy-editor (part of npm test): product's copy editor in `npm run dev`, driven in Chromium as product
// would use it, on a scratch copy of the project (this work tree's content/ is never written). Each case runs on a
// page of its own and says ok or FAIL with why; the run exits 1 if any failed. The cases:
// - the basics: the entry heading edited in English and Spanish (the hover names it), the Spanish preview, a
//   field's message edited in both languages, a broken {placeholder} refused with flows:check's line, the footer's
//   tokens kept, the terms modal's title, the changes panel, the panel on a phone;
// - issue 35's seven: (1) a save, then a switch of language and back, shows the new words and a click on them opens
//   their key; (2) a link inside a sentence opens the sentence's key, and a word of it is saved there; (3) a
//   {placeholder} deleted in English only is refused, and the editor offers to delete it in Spanish too; (4) a
//   message on a field follows a switch of language (the app's, the editor off); (5) a token inserted from the
//   palette goes in at the cursor; (6) a click in a form field types in the field; (7) a page of another origin on
//   this machine cannot save, with the page open and its cookie in the browser;
// - at 360 px the hover tag is whole, over or under the text and inside the window, and the switches cover no text
//   being edited;
// - issue 46's edges: a plain click on Español switches the language (opens nothing); a text clicked on the Spanish
//   page puts the caret in the Spanish box; after a click the hover tag is gone, and it never covers a typed email
//   above the label hovered; at 360 px the panel and the switches cover at most half the window, and after a refused
//   save the key and the refusal's line are in sight; case (3)'s refusal marks the English box (the change), not the
//   untouched Spanish one, and Undo my typing clears the marks; the changes panel lists what the files say now (a
//   file put back by hand drops out).
// Every file the editor writes is checked to differ from this work tree's by exactly the lines saved. Screenshots
// at 1280x800 and 360x740 go to reports/copy-editor/.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { editorApi } from '../authoring/shared/paths';
import { compileContentFile } from '../engine/content/compileContentFile';
import { CHROMIUM_ARGS, findChromium } from './lib/findChromium';
import { root } from './lib/root';
import { scratchCopy } from './lib/scratchCopy';

const SHOTS = join(root, 'reports', 'copy-editor');
/** The copy editor's calls on the dev server. */
const COPY_API = editorApi('copy');
const WAIT = 60_000;

class CaseFailed extends Error {}
function fail(message: string): never {
  throw new CaseFailed(message);
}

const dir = scratchCopy(root, 'try-copy-editor-');
const read = (rel: string) => readFileSync(join(dir, rel), 'utf8');
const original = (rel: string) => readFileSync(join(root, rel), 'utf8');

/** A copy file's texts as the app reads them, from this work tree (the words before any edit). */
function copyOf(locale: string, file: string): Record<string, unknown> {
  const compiled = compileContentFile(`content/${locale}/${file}`, original(`content/${locale}/${file}`));
  if (typeof compiled === 'string' || !compiled.ok) fail(`content/${locale}/${file} does not compile`);
  return compiled.value as Record<string, unknown>;
}
const textOfKey = (locale: string, file: string, key: string): string => {
  const value = key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], copyOf(locale, file));
  if (typeof value !== 'string') fail(`content/${locale}/${file} has no text '${key}'`);
  return value;
};

// What each file of the scratch copy should differ by: the lines saved so far, by line number.
const saved = new Map<string, Map<number, string>>();
/** Records that line `line` of `rel` (found by what it said) now reads `now`, then checks the file differs by exactly the lines saved. */
function expectSaved(rel: string, was: RegExp, now: string): void {
  const lines = original(rel).split('\n');
  const at = lines.findIndex((l) => was.test(l));
  if (at < 0) fail(`${rel} has no line like ${String(was)}`);
  const mine = saved.get(rel) ?? new Map<number, string>();
  mine.set(at, now);
  saved.set(rel, mine);
  expectFile(rel);
}
function expectFile(rel: string): void {
  const a = original(rel).split('\n');
  const b = read(rel).split('\n');
  if (a.length !== b.length) fail(`${rel}: the editor changed its number of lines (${a.length} -> ${b.length})`);
  const want = saved.get(rel) ?? new Map<number, string>();
  const changed = a.flatMap((line, i) => (line === b[i] ? [] : [i]));
  const wrong = [...new Set([...changed, ...want.keys()])].filter((i) => b[i] !== (want.get(i) ?? a[i]));
  if (wrong.length > 0) fail(`${rel} differs from what was saved at line(s) ${wrong.map((i) => `${i + 1}: ${JSON.stringify(b[i])}`).join('; ')}`);
}

// `npm run dev` in the scratch copy, on a port of its own; resolves with the dev server's address once it prints it.
const dev = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
  cwd: dir, env: { ...process.env, PROJECT_ROOT: dir, PORT: String(5600 + Math.floor(Math.random() * 300)), HOST: '', SANDBOX_PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
const appUrl = await new Promise<string>((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error(`npm run dev printed no address in 90 s:\n${output}`)), 90_000);
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    const m = /Dev server on (http:\/\/\S+?)\/? /.exec(output);
    if (m) {
      clearTimeout(timer);
      resolve(m[1]!.replace(/\/$/, ''));
    }
  };
  dev.stdout.on('data', onData);
  dev.stderr.on('data', onData);
  dev.on('exit', (code) => reject(new Error(`npm run dev exited (${String(code)}):\n${output}`)));
});

const browser: Browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const shot = async (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`) });

// A heading or message the test saves is quoted by QA's fixtures (their `see:` lines), so flows:check then names
// those lines and the dev server shows them over the page, whenever its check ends: as a product manager would, the
// test reads them (only fixtures may be named) and closes the overlay (Escape) before going on.
const fixtureProblems: string[] = [];
async function readAndCloseOverlay(page: Page): Promise<void> {
  const said = await page.evaluate(() => document.querySelector('vite-error-overlay')?.shadowRoot?.textContent ?? '');
  const named = [...said.matchAll(/([\w./-]+\.(?:ya?ml|md|json)):\d+:\d+:/g)].map((m) => m[1] ?? '');
  if (named.length === 0 || named.some((file) => !file.startsWith('fixtures/'))) fail(`the dev server shows a problem other than fixtures quoting the old words: ${said.slice(0, 300)}`);
  fixtureProblems.push(said);
  if (process.env.DEBUG) console.log(`try-copy-editor: closing the overlay at ${new Date().toISOString()}`);
  await page.keyboard.press('Escape');
  // As a click outside it would: the overlay gone even when the Escape went to a box being typed in.
  await page.evaluate(() => document.querySelectorAll('vite-error-overlay').forEach((o) => o.remove()));
}

/** A page on a demo link (English), the app drawn, the editor's switch there and, when asked, on. */
async function openDemo(path: string, options: { width?: number; height?: number; editing?: boolean; base?: string } = {}): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: options.width ?? 1280, height: options.height ?? 800 }, locale: 'en-US' });
  page.on('pageerror', (e) => console.error(`try-copy-editor: page error: ${e.message}`));
  if (process.env.DEBUG) page.on('console', (m) => console.log(`page: ${m.text()}`));
  // The overlay's own element has no box; its backdrop (in its shadow root) is what covers the page.
  await page.addLocatorHandler(page.locator('vite-error-overlay .backdrop'), () => readAndCloseOverlay(page), { noWaitAfter: true });
  await page.goto(`${options.base ?? appUrl}${path}`);
  await page.waitForSelector('main h1', { timeout: WAIT });
  await page.waitForSelector('[data-copy-editor] .ce-switch', { timeout: WAIT });
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
async function switchEditor(page: Page, on: boolean): Promise<void> {
  // The copy editor's own switch, the bar's first: the other tools of the preview append theirs to the same bar.
  const toggle = page.locator('#copy-editor .ce-bar > .ce-switch:first-child');
  if ((await toggle.getAttribute('aria-checked')) !== String(on)) await toggle.click();
}
/** A switch of language with the editor's Alt (a plain click when it is off), and the page in that language. */
async function switchLanguage(page: Page, name: string, lang: string): Promise<void> {
  await page.locator('header button', { hasText: name }).click({ modifiers: ['Alt'] });
  await page.waitForFunction((l) => document.documentElement.lang === l, lang, { timeout: WAIT });
}

/** Saves what the panel holds and waits for the dev server's answer: the status line, or the problems shown. */
async function save(page: Page): Promise<void> {
  await page.click('#copy-editor .ce-primary');
  await page.waitForFunction(() => {
    const status = document.querySelector('#copy-editor .ce-status')?.textContent ?? '';
    return /^Saved|^Nothing/.test(status) || (document.querySelector('#copy-editor .ce-problems')?.textContent ?? '') !== '';
  }, null, { timeout: WAIT });
}

const where = (page: Page) => page.locator('#copy-editor .ce-where').first().textContent();
/** Opens the editor on the text `target` shows and checks it is the expected file and key. */
async function edit(page: Page, target: Locator, file: string, key: string): Promise<void> {
  await target.first().click();
  await page.waitForSelector('#copy-editor .ce-panel:not([hidden]) .ce-field');
  const opened = await where(page);
  if (opened !== `${file} · ${key}`) fail(`clicking ${String(target)} opened ${opened}, not ${file} · ${key}`);
}

/** Where on the screen the words `words` are inside `target` (the middle of them), brought into view. */
async function pointAt(target: Locator, words: string): Promise<{ x: number; y: number }> {
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

async function fillLocales(page: Page, en: string, es: string): Promise<void> {
  await page.locator('#copy-editor .ce-field').nth(0).fill(en);
  await page.locator('#copy-editor .ce-field').nth(1).fill(es);
}

const textOf = (page: Page, selector: string) => page.locator(selector).first().textContent({ timeout: WAIT });
async function expectText(page: Page, selector: string, want: string): Promise<void> {
  await page.waitForFunction(([s, w]) => document.querySelector(s!)?.textContent?.trim() === w, [selector, want], { timeout: 15_000 })
    .catch(async () => fail(`${selector} shows "${await textOf(page, selector)}", not "${want}"`));
}
/** Which of the panel's boxes (English, Spanish) are marked wrong. */
const markedBoxes = (page: Page) => page.locator('#copy-editor .ce-field').evaluateAll((boxes) => boxes.map((b) => b.getAttribute('aria-invalid') === 'true'));
const hoverTag = async (page: Page) => (await page.locator('#copy-editor .ce-tag').isHidden()) ? null : page.locator('#copy-editor .ce-tag').textContent();

type Case = [name: string, run: () => Promise<void>];
const heading = 'main h1';
const subtitle = 'main h1 + p';
const agreement = 'main form label:has(a[href="/terms"])';

const cases: Case[] = [
  ['basics: the heading, hovered and edited in English and Spanish, each file changed by its line', async () => {
    const page = await openDemo('/demo-happy');
    await page.locator(heading).hover();
    await page.waitForSelector('#copy-editor .ce-tag:not([hidden])');
    const tag = await hoverTag(page);
    if (tag !== 'content/en/screens/entry.md · variants.fullForm.title') fail(`hovering the heading shows "${tag}"`);
    await shot(page, 'hover-1280');
    await edit(page, page.locator(heading), 'screens/entry.md', 'variants.fullForm.title');
    await fillLocales(page, 'Apply for your plan', 'Solicite su plan');
    await save(page);
    await expectText(page, heading, 'Apply for your plan');
    expectSaved('content/en/screens/entry.md', /^ {4}title: Apply for financing$/, '    title: Apply for your plan');
    expectSaved('content/es-US/screens/entry.md', /^ {4}title: Solicite financiamiento$/, '    title: Solicite su plan');
    await shot(page, 'saved-1280');
    await page.close();
  }],

  ['(1) a save, then Español and back to English: the new words, and a click on them opens their key', async () => {
    const page = await openDemo('/demo-happy');
    const before = textOfKey('en', 'screens/entry.md', 'variants.fullForm.subtitle');
    const now = 'A few details, then your plans. Your credit score stays as it is.';
    await edit(page, page.locator(subtitle), 'screens/entry.md', 'variants.fullForm.subtitle');
    await page.locator('#copy-editor .ce-field').nth(0).fill(now);
    await save(page);
    await expectText(page, subtitle, now);
    expectSaved('content/en/screens/entry.md', new RegExp(`^ {4}subtitle: ${before.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), `    subtitle: ${now}`);
    await switchLanguage(page, 'Español', 'es-US');
    await expectText(page, subtitle, textOfKey('es-US', 'screens/entry.md', 'variants.fullForm.subtitle'));
    await switchLanguage(page, 'English', 'en');
    await expectText(page, subtitle, now);
    await edit(page, page.locator(subtitle), 'screens/entry.md', 'variants.fullForm.subtitle');
    await page.close();
  }],

  ['(2) a link inside a sentence opens the sentence\'s key, and a word of the link is saved there', async () => {
    const page = await openDemo('/demo-happy');
    const link = page.locator(`${agreement} a[href="/terms"]`);
    const linkWords = (await link.textContent()) ?? '';
    await link.hover();
    await page.waitForSelector('#copy-editor .ce-tag:not([hidden])', { timeout: 5000 }).catch(() => fail(`hovering the link "${linkWords}" in the agreement names no text`));
    const tag = await hoverTag(page);
    if (tag !== 'content/en/screens/entry.md · labels.reviewed') fail(`hovering the link "${linkWords}" in the agreement shows "${tag}"`);
    await edit(page, link, 'screens/entry.md', 'labels.reviewed');
    const en = page.locator('#copy-editor .ce-field').nth(0);
    const value = (await en.textContent()) ?? '';
    if (!value.includes(`[${linkWords}](/terms)`)) fail(`the agreement's English box holds ${JSON.stringify(value)}`);
    const reviewed = textOfKey('en', 'screens/entry.md', 'labels.reviewed');
    const next = reviewed.replace(`[${linkWords}](/terms)`, '[Terms of Use](/terms)');
    await en.fill(next);
    await save(page);
    await expectText(page, `${agreement} a[href="/terms"]`, 'Terms of Use');
    expectSaved('content/en/screens/entry.md', /^ {2}reviewed: /, `  reviewed: ${next}`);
    expectFile('content/es-US/screens/entry.md');
    await page.close();
  }],

  ['basics: the Spanish preview, a field\'s message brought up and edited in both languages', async () => {
    const page = await openDemo('/demo-happy');
    await switchLanguage(page, 'Español', 'es-US');
    await expectText(page, heading, 'Solicite su plan');
    await page.locator('input').first().fill('A');
    await page.locator('input').nth(1).click();
    const spanish = textOfKey('es-US', 'messages.yaml', 'twoLettersMinimum');
    await expectText(page, '.field-error:not(:empty)', spanish);
    await edit(page, page.locator('.field-error:not(:empty)'), 'messages.yaml', 'twoLettersMinimum');
    await fillLocales(page, 'Type at least two letters', 'Escriba al menos dos letras');
    await save(page);
    await expectText(page, '.field-error:not(:empty)', 'Escriba al menos dos letras');
    expectSaved('content/en/messages.yaml', /^twoLettersMinimum: /, "twoLettersMinimum: 'Type at least two letters'");
    expectSaved('content/es-US/messages.yaml', /^twoLettersMinimum: /, "twoLettersMinimum: 'Escriba al menos dos letras'");
    // Back in English, the message on the field is English (the app's, and the catalog the save patched).
    await switchLanguage(page, 'English', 'en');
    await expectText(page, '.field-error:not(:empty)', 'Type at least two letters');
    await page.close();
  }],

  ['(3) a {placeholder} deleted in English only is refused, naming the Spanish line as the English change\'s doing (the English box marked, not the untouched Spanish); the editor offers to delete it in Spanish too', async () => {
    const page = await openDemo('/demo-happy');
    const en = 'content/en/screens/entry.md';
    const es = 'content/es-US/screens/entry.md';
    const before = [read(en), read(es)];
    await edit(page, page.locator('main p', { hasText: /offers financing/ }), 'screens/entry.md', 'body');
    const box = page.locator('#copy-editor .ce-field').nth(0);
    const token = box.locator('.ce-token', { hasText: '{merchantName}' });
    if ((await token.count()) !== 1) fail('the English body has no {merchantName} token');
    // As a product manager deletes it: the cursor after the token, Backspace.
    await box.click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Backspace');
    if ((await token.count()) !== 0) fail(`Backspace after {merchantName} left ${JSON.stringify(await box.textContent())}`);
    const offer = page.locator('#copy-editor .ce-offers button', { hasText: /Remove \{merchantName\} from Spanish/ });
    if ((await offer.count()) !== 1) fail(`no offer to delete {merchantName} in Spanish too: ${await page.locator('#copy-editor .ce-offers').textContent().catch(() => '(no offers)')}`);
    await save(page);
    const problems = (await page.locator('#copy-editor .ce-problems').textContent()) ?? '';
    if (!/content\/es-US\/screens\/entry\.md:\d+:\d+: the text has placeholders .*\{merchantName\}/.test(problems)) fail(`the save was answered "${(await page.locator('#copy-editor .ce-status').textContent()) ?? ''}" / "${problems}"`);
    if (/QA fixtures/.test(problems)) fail(`the refusal speaks of QA fixtures: ${problems}`);
    if (!/^Not saved: your change to English \(en\) makes flows:check say this about Spanish \(es-US\), which you did not change/.test(problems)) fail(`the refusal does not say it is the English change's doing: "${problems}"`);
    if (JSON.stringify(await markedBoxes(page)) !== '[true,false]') fail(`the boxes marked wrong (English, Spanish) are ${JSON.stringify(await markedBoxes(page))}`);
    if (read(en) !== before[0] || read(es) !== before[1]) fail('entry.md was written although the save was refused');
    await offer.click();
    if ((await page.locator('#copy-editor .ce-field').nth(1).locator('.ce-token', { hasText: '{merchantName}' }).count()) !== 0) fail('the offer left {merchantName} in the Spanish box');
    await shot(page, 'placeholders-1280');
    await page.click('text=Undo my typing');
    if (JSON.stringify(await markedBoxes(page)) !== '[false,false]') fail(`after Undo my typing the boxes marked wrong (English, Spanish) are ${JSON.stringify(await markedBoxes(page))}`);
    await page.close();
  }],

  ['(5) a token from the palette goes in at the cursor', async () => {
    const page = await openDemo('/demo-happy');
    await edit(page, page.locator('main p', { hasText: /offers financing/ }), 'screens/entry.md', 'body');
    const box = page.locator('#copy-editor .ce-field').nth(0);
    const word = 'information';
    const point = await pointAt(box, word);
    // The cursor at the end of the word: click its last letter's right half.
    const end = await box.evaluate((el, w) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const i = (n as Text).data.indexOf(w);
        if (i < 0) continue;
        const range = document.createRange();
        range.setStart(n, i + w.length - 1);
        range.setEnd(n, i + w.length);
        const r = range.getBoundingClientRect();
        return { x: r.right - 1, y: r.top + r.height / 2 };
      }
      return null;
    }, word);
    await page.mouse.click(end?.x ?? point.x, end?.y ?? point.y);
    await page.locator('#copy-editor .ce-palette .ce-token-button', { hasText: '{amount|currency}' }).click();
    const value = (await box.textContent()) ?? '';
    if (!value.includes(`${word}{amount|currency}`)) fail(`the token went in as ${JSON.stringify(value)}, not after "${word}"`);
    await page.click('text=Undo my typing');
    await page.close();
  }],

  ['basics: a broken {placeholder} is refused with its line, and the file stays as it was', async () => {
    const page = await openDemo('/demo-happy');
    const file = 'content/en/screens/entry.md';
    const before = read(file);
    await edit(page, page.locator('main p', { hasText: /offers financing/ }), 'screens/entry.md', 'body');
    const field = page.locator('#copy-editor .ce-field').nth(0);
    if ((await field.locator('.ce-token').count()) < 2) fail('the body\'s {placeholders} are not tokens');
    await field.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Ask {merchantNam} about it.');
    await save(page);
    const problems = await page.locator('#copy-editor .ce-problems').textContent() ?? '';
    if (!/content\/en\/screens\/entry\.md:\d+:\d+: \{merchantNam\} is not a value this copy is given/.test(problems)) fail(`the broken placeholder was answered with "${problems}"`);
    if (read(file) !== before) fail(`${file} was written although the save was refused`);
    await shot(page, 'refused-1280');
    await page.close();
  }],

  ['basics: the footer, a site text with {placeholders}, edited in English: the tokens kept', async () => {
    const page = await openDemo('/demo-happy');
    const footer = page.locator('footer.footer p');
    await page.mouse.click(...Object.values(await pointAt(footer, 'Loans are')) as [number, number]);
    await page.waitForSelector('#copy-editor .ce-panel:not([hidden]) .ce-field');
    if ((await where(page)) !== 'site.yaml · footer') fail(`clicking the footer's words opened ${await where(page)}`);
    const footerField = page.locator('#copy-editor .ce-field').nth(0);
    if ((await footerField.locator('.ce-token').count()) !== 2) fail('the footer\'s {lenderName} and {servicerName} are not tokens');
    await footerField.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Thank you.');
    await save(page);
    expectSaved('content/en/site.yaml', /^footer: /, 'footer: Loans are made by {lenderName}. Loans are serviced by {servicerName}. Thank you.');
    // The lender's name inside the footer is its own text, the footer the one it is part of.
    await page.mouse.click(...Object.values(await pointAt(footer, 'Harborview')) as [number, number]);
    await page.waitForFunction(() => document.querySelector('#copy-editor .ce-where')?.textContent === 'site.yaml · lenderName', null, { timeout: 15_000 })
      .catch(async () => fail(`clicking the lender's name in the footer opened ${await where(page)}`));
    if (!((await page.locator('#copy-editor .ce-inside').textContent()) ?? '').includes('site.yaml · footer')) fail('the lender\'s name does not offer the footer it is part of');
    await page.close();
  }],

  ['basics: the terms modal\'s title, opened from the agreement (Alt-click uses the link), in both languages', async () => {
    const page = await openDemo('/demo-happy');
    await page.locator(`${agreement} a[href="/terms"]`).first().click({ modifiers: ['Alt'] });
    await page.waitForSelector('dialog[open] h2', { timeout: WAIT });
    await edit(page, page.locator('dialog[open] h2'), 'modals/terms.md', 'title');
    await fillLocales(page, 'Terms of Use', 'Términos de uso');
    await save(page);
    await expectText(page, 'dialog[open] h2', 'Terms of Use');
    expectSaved('content/en/modals/terms.md', /^title: /, 'title: Terms of Use');
    expectSaved('content/es-US/modals/terms.md', /^title: /, 'title: Términos de uso');
    await shot(page, 'modal-1280');
    await page.close();
  }],

  ['(6) in edit mode a click in a form field types in the field, and opens nothing', async () => {
    const page = await openDemo('/demo-happy');
    const label = textOfKey('en', 'screens/entry.md', 'labels.firstName');
    const field = page.getByLabel(label, { exact: true });
    await field.click();
    await page.keyboard.type('Ana');
    if ((await field.inputValue()) !== 'Ana') fail(`the first name field holds "${await field.inputValue()}" after typing Ana in it`);
    if (await page.locator('#copy-editor .ce-panel').isVisible()) fail(`clicking the field opened ${await where(page)}`);
    await field.hover();
    if (await hoverTag(page)) fail(`hovering the field names ${await hoverTag(page)}`);
    expectFile('content/en/screens/entry.md');
    await page.close();
  }],

  ['basics: the changes panel lists every edit, and says it is a git diff of content/', async () => {
    const page = await openDemo('/demo-happy');
    await page.click('#copy-editor .ce-changes-button');
    await page.waitForSelector('#copy-editor .ce-changes li');
    const listed = await page.locator('#copy-editor .ce-changes > li').count();
    const panel = await page.locator('#copy-editor .ce-panel').textContent() ?? '';
    // The heading, the subtitle, the agreement, the message, the footer, the terms' title.
    if (listed !== 6 || !panel.includes('git diff -- content/')) fail(`the changes panel lists ${listed} changes: ${panel}`);
    await shot(page, 'changes-1280');
    await page.close();
    // The terms' title put back by hand (as `git checkout -- content/modals/` would): the list is what the files say.
    for (const rel of ['content/en/modals/terms.md', 'content/es-US/modals/terms.md']) {
      writeFileSync(join(dir, rel), original(rel));
      saved.delete(rel);
    }
    const again = await openDemo('/demo-happy', { editing: false });
    await again.click('#copy-editor .ce-changes-button');
    await again.waitForSelector('#copy-editor .ce-changes li');
    const now = await again.locator('#copy-editor .ce-changes > li').count();
    const text = (await again.locator('#copy-editor .ce-panel').textContent()) ?? '';
    if (now !== 5 || text.includes('modals/terms.md')) fail(`after the terms' files were put back the changes panel lists ${now} changes: ${text}`);
    await again.close();
  }],

  ['(4) a message on a field follows a switch of language (the app\'s; the editor off)', async () => {
    const page = await openDemo('/demo-phone', { editing: false });
    await page.getByLabel(textOfKey('en', 'screens/phone.md', 'labels.phone'), { exact: true }).fill('5555550100');
    await page.getByRole('button', { name: textOfKey('en', 'screens/phone.md', 'buttons.sendCode') }).click();
    const pin = page.getByLabel(textOfKey('en', 'screens/phone_pin.md', 'labels.pin'), { exact: true });
    await pin.waitFor({ timeout: WAIT });
    // A wrong code (the sandbox texts a random one): the flow stays and says so on the field.
    await pin.fill('0000');
    const english = textOfKey('en', 'errors.yaml', 'invalidVerificationCode');
    await expectText(page, '.field-error:not(:empty)', english);
    await page.locator('header button', { hasText: 'Español' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'es-US', null, { timeout: WAIT });
    await expectText(page, '.field-error:not(:empty)', textOfKey('es-US', 'errors.yaml', 'invalidVerificationCode'));
    await page.close();
  }],

  ['(7) a page of another origin on this machine cannot save, with the editor\'s page open and its cookie in the browser', async () => {
    const context = await browser.newContext();
    const mine = await context.newPage();
    // The product manager's page, on 127.0.0.1 (so the browser holds the dev server's cookie for that host).
    const devUrl = appUrl.replace('//localhost:', '//127.0.0.1:');
    await mine.goto(`${devUrl}/demo-happy`);
    await mine.waitForSelector('[data-copy-editor] .ce-switch', { timeout: WAIT });
    const before = read('content/en/site.yaml');
    const attack = await attackPage(devUrl);
    try {
      const page = await context.newPage();
      await page.goto(attack.url);
      await page.waitForFunction(() => (document.getElementById('done')?.textContent ?? '') !== '', null, { timeout: WAIT });
      const said = (await page.locator('#log').textContent()) ?? '';
      if (read('content/en/site.yaml') !== before) fail(`a page on ${attack.url} changed site.yaml: ${said}`);
      if (/(?:save|read) \(\w+\): 200/.test(said)) fail(`a page on ${attack.url} was answered: ${said.trim().split('\n').join('; ')}`);
      // The same-site form (no script, no CORS), posted as JSON in a text/plain body.
      await page.evaluate(() => (document.getElementById('form') as HTMLFormElement).submit());
      await page.waitForLoadState('load');
      if (read('content/en/site.yaml') !== before) fail(`a form on ${attack.url} changed site.yaml`);
    } finally {
      attack.server.close();
      await context.close();
    }
  }],

  ['at 360 px: the hover tag is whole, beside the text and inside the window; the switches cover no text being edited; the panel', async () => {
    const page = await openDemo('/demo-happy', { width: 360, height: 740 });
    await expectText(page, heading, 'Apply for your plan');
    await page.locator(heading).hover();
    await page.waitForSelector('#copy-editor .ce-tag:not([hidden])');
    const box = async (s: string) => page.locator(s).first().evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, cut: el.scrollWidth > el.clientWidth + 1 };
    });
    const tag = await box('#copy-editor .ce-tag');
    const words = await box(heading);
    if (tag.cut || tag.left < 0 || tag.right > 360) fail(`the hover tag is cut off: ${JSON.stringify(tag)}`);
    if (tag.bottom > words.top && tag.top < words.bottom) fail(`the hover tag covers the heading: ${JSON.stringify({ tag, words })}`);
    await shot(page, 'hover-360');
    // The agreement, low on the page: opened, it is kept above the panel and the switches.
    await page.mouse.click(...Object.values(await pointAt(page.locator(agreement), 'I agree')) as [number, number]);
    await page.waitForSelector('#copy-editor .ce-panel:not([hidden]) .ce-field');
    await page.waitForTimeout(300);
    const label = await box(agreement);
    const bar = await box('#copy-editor .ce-bar');
    const panel = await box('#copy-editor .ce-panel');
    if (label.bottom > Math.min(bar.top, panel.top) || label.top < 0) fail(`the agreement being edited is under the switches or the panel: ${JSON.stringify({ label, bar, panel })}`);
    await shot(page, 'panel-360');
    await page.close();
  }],

  ['(46) in edit mode a plain click on Español switches the language and opens nothing; and back with English', async () => {
    const page = await openDemo('/demo-happy');
    await page.locator('header button', { hasText: 'Español' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'es-US', null, { timeout: 15_000 })
      .catch(async () => fail(`a click on Español in edit mode left the page in ${await page.evaluate(() => document.documentElement.lang)}${await page.locator('#copy-editor .ce-panel').isVisible() ? ` and opened ${await where(page)}` : ''}`));
    if (await page.locator('#copy-editor .ce-panel').isVisible()) fail(`a click on Español opened ${await where(page)}`);
    await page.locator('header button', { hasText: 'English' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'en', null, { timeout: 15_000 }).catch(() => fail('a click on English did not switch back'));
    await page.close();
  }],

  ['(46) a text clicked on the Spanish page: the caret is in the Spanish box', async () => {
    const page = await openDemo('/demo-happy');
    await switchLanguage(page, 'Español', 'es-US');
    await edit(page, page.locator(heading), 'screens/entry.md', 'variants.fullForm.title');
    const focused = await page.evaluate(() => [...document.querySelectorAll('#copy-editor .ce-field')].indexOf(document.activeElement as Element));
    if (focused !== 1) fail(`the caret is in box ${focused} (0 English, 1 Spanish, -1 none)`);
    await page.close();
  }],

  ['(46) after a click the hover tag is gone, and hovering a label never covers the field above it (a typed email)', async () => {
    const page = await openDemo('/demo-happy');
    const email = page.getByLabel(textOfKey('en', 'screens/entry.md', 'labels.email'), { exact: true });
    await email.click();
    await page.keyboard.type('ana@example.com');
    // The label right under the email field: the next field's.
    const next = page.locator('main form label').filter({ hasNotText: textOfKey('en', 'screens/entry.md', 'labels.email') });
    const under = await email.evaluate((input) => {
      const labels = [...document.querySelectorAll('main form label')].filter((l) => input.compareDocumentPosition(l) & Node.DOCUMENT_POSITION_FOLLOWING);
      return labels[0]?.textContent ?? '';
    });
    if (!under) fail('no label under the email field');
    const label = next.filter({ hasText: under }).first();
    await label.scrollIntoViewIfNeeded();
    // The page scrolled so that the email field sits just above the label, high enough for a tag above the label.
    await page.evaluate(() => window.scrollBy(0, -200));
    await label.hover();
    await page.waitForSelector('#copy-editor .ce-tag:not([hidden])');
    const rect = (s: Locator) => s.evaluate((el) => { const r = el.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }; });
    const [tag, field] = [await rect(page.locator('#copy-editor .ce-tag')), await rect(email)];
    if (tag.top < field.bottom && field.top < tag.bottom && tag.left < field.right && field.left < tag.right) fail(`hovering "${under}" puts the tag over the typed email: ${JSON.stringify({ tag, field })}`);
    await label.click();
    await page.waitForSelector('#copy-editor .ce-panel:not([hidden]) .ce-field');
    await page.waitForFunction(() => document.querySelector('#copy-editor .ce-tag')?.hasAttribute('hidden'), null, { timeout: 5000 })
      .catch(async () => fail(`after the click the tag still shows "${await hoverTag(page)}"`));
    if ((await email.inputValue()) !== 'ana@example.com') fail(`the email field holds "${await email.inputValue()}"`);
    await page.close();
  }],

  ['(46) at 360 px the panel leaves the page most of the window; after a refused save the key and the refusal are in sight', async () => {
    const page = await openDemo('/demo-happy', { width: 360, height: 740 });
    await edit(page, page.locator('main p', { hasText: /offers financing/ }), 'screens/entry.md', 'body');
    const covered = await page.evaluate(() => window.innerHeight - Math.min(document.querySelector('#copy-editor .ce-panel')!.getBoundingClientRect().top, document.querySelector('#copy-editor .ce-bar')!.getBoundingClientRect().top));
    if (covered > 740 * 0.5) fail(`the panel and the switches cover ${Math.round(covered)} px of 740 (${Math.round((covered / 740) * 100)}%)`);
    const field = page.locator('#copy-editor .ce-field').nth(0);
    await field.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Ask {merchantNam} about it.');
    await page.locator('#copy-editor .ce-primary').scrollIntoViewIfNeeded();
    await save(page);
    await page.waitForTimeout(300);
    const [panel, head, key, refusal] = await page.evaluate(() => ['#copy-editor .ce-panel', '#copy-editor .ce-panel header', '#copy-editor .ce-where', '#copy-editor .ce-problems li']
      .map((s) => document.querySelector(s)?.getBoundingClientRect()).map((r) => (r ? { top: r.top, bottom: r.bottom } : null)));
    // Below the panel's head (it stays at the top) and above the panel's foot.
    const inSight = (r: { top: number; bottom: number } | null | undefined) => Boolean(r && panel && head && r.top >= head.bottom - 1 && r.bottom <= panel.bottom + 1);
    const seen = { key: inSight(key), refusal: inSight(refusal), line: (await page.locator('#copy-editor .ce-problems li').first().textContent()) ?? '' };
    if (!/content\/en\/screens\/entry\.md:\d+:\d+:/.test(seen.line)) fail(`the save was answered "${seen.line}"`);
    if (!seen.key || !seen.refusal) fail(`after the refused save the key is ${seen.key ? '' : 'not '}in sight and the refusal's line is ${seen.refusal ? '' : 'not '}in sight`);
    await shot(page, 'refused-360');
    await page.click('text=Undo my typing');
    await page.close();
  }],
];

/** A page served from another port of this machine that tries to save through the dev server's editor. */
async function attackPage(devUrl: string): Promise<{ server: Server; url: string }> {
  const body = JSON.stringify({ file: 'site.yaml', key: 'supportEmail', values: { en: 'attacker@evil.example' } });
  const html = `<!doctype html><meta charset="utf-8"><title>another page</title><pre id="log"></pre><p id="done"></p>
<form id="form" method="POST" action="${devUrl}${COPY_API}save" enctype="text/plain"><input type="hidden" name='${body.slice(0, -1)},"x":"' value='"}'></form>
<script>
const log = (line) => { document.getElementById('log').textContent += line + '\\n'; };
(async () => {
  // As an attacker would: the page read with and without the browser's cookies, a token looked for in it, then
  // every way to call the editor.
  let token = '';
  for (const credentials of ['omit', 'include']) {
    try {
      const page = await fetch(${JSON.stringify(`${devUrl}/demo-happy`)}, { credentials });
      const html = await page.text();
      token = token || (/name="copy-editor-token" content="([^"]+)"/.exec(html) || [])[1] || '';
      log('page (' + credentials + '): ' + page.status + (token ? ' (token read)' : ''));
    } catch (e) { log('page (' + credentials + '): refused (' + e.message + ')'); }
  }
  for (const credentials of ['omit', 'include']) {
    try {
      const read = await fetch(${JSON.stringify(`${devUrl}${COPY_API}entries`)}, { credentials, headers: { 'x-copy-editor-token': token } });
      log('read (' + credentials + '): ' + read.status);
    } catch (e) { log('read (' + credentials + '): refused (' + e.message + ')'); }
    try {
      const save = await fetch(${JSON.stringify(`${devUrl}${COPY_API}save`)}, { method: 'POST', credentials, headers: { 'content-type': 'application/json', 'x-copy-editor-token': token }, body: ${JSON.stringify(body)} });
      log('save (' + credentials + '): ' + save.status);
    } catch (e) { log('save (' + credentials + '): refused (' + e.message + ')'); }
  }
  document.getElementById('done').textContent = 'done';
})();
</script>`;
  const server = createServer((_req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(html);
  });
  for (let port = 6100; port < 6200; port += 1) {
    const ok = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (ok) return { server, url: `http://127.0.0.1:${port}/` };
  }
  fail('no free port in 6100-6199 for the other page');
}

const failed: string[] = [];
try {
  mkdirSync(SHOTS, { recursive: true });
  // A fresh dev server optimizes the app's dependencies on the first visit (and may reload the page once for it).
  const first = await browser.newPage();
  await first.goto(`${appUrl}/demo-happy`);
  await first.waitForSelector('main h1', { timeout: WAIT });
  await first.waitForLoadState('networkidle');
  await first.waitForTimeout(2000);
  await first.close();
  const only = process.env.CASES ? new RegExp(process.env.CASES) : null;
  for (const [name, run] of cases) {
    if (only && !only.test(name)) continue;
    try {
      await run();
      console.log(`try-copy-editor: ok   ${name}`);
    } catch (error) {
      failed.push(name);
      // What the screen showed when it failed.
      for (const [i, page] of browser.contexts().flatMap((c) => c.pages()).entries()) await page.screenshot({ path: join(SHOTS, `failed-${failed.length}-${i}.png`) }).catch(() => undefined);
      await Promise.all(browser.contexts().flatMap((c) => c.pages()).map((p) => p.close().catch(() => undefined)));
      console.error(`try-copy-editor: FAIL ${name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      if (process.env.DEBUG && !(error instanceof CaseFailed)) console.error(error);
      if (process.env.DEBUG) console.error(`try-copy-editor: the dev server printed:\n${output}`);
    }
  }
  if (failed.length > 0) process.exitCode = 1;
  else console.log(`try-copy-editor: the copy editor edits, checks and shows copy (screenshots in ${SHOTS}; the dev server named fixtures quoting the old words ${fixtureProblems.length} time(s), closed)`);
} catch (error) {
  console.error(`try-copy-editor: ${error instanceof Error ? error.message : String(error)}`);
  if (process.env.DEBUG) console.error(output);
  process.exitCode = 1;
} finally {
  await browser.close();
  dev.kill('SIGTERM');
  await new Promise((resolve) => { dev.once('exit', resolve); setTimeout(resolve, 5000); });
  rmSync(dir, { recursive: true, force: true });
}
