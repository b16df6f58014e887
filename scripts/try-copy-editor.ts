// npm run test:copy-editor (part of npm test): product's copy editor in `npm run dev`, driven in Chromium as product
// would use it, on a scratch copy of the project (this work tree's content/ is never written). It edits the entry
// screen's heading in English and Spanish and sees both files change by that one line and the screen show it in
// each language; brings up a field's message, edits it in both languages, and sees the message change on screen;
// then types a broken {placeholder}, which is refused with flows:check's line while the file stays as it was. The
// changes panel lists the two edits. Screenshots at 1280x800 and 360x740 go to reports/copy-editor/. Exits 1 with
// the failing step named.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './lib/findChromium';
import { root } from './lib/root';

const COPY = ['bench', 'content', 'docs', 'e2e', 'engine', 'fixtures', 'flows', 'public', 'sandbox', 'schemas', 'scripts', 'src', 'index.html', 'package.json', 'tsconfig.json', 'vite.config.ts'];
const SHOTS = join(root, 'reports', 'copy-editor');
const WAIT = 60_000;

function fail(message: string): never {
  throw new Error(message);
}

const dir = mkdtempSync(join(tmpdir(), 'try-copy-editor-'));
for (const name of COPY) cpSync(join(root, name), join(dir, name), { recursive: true });
symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
// The copy's dev server keeps its optimized dependencies to itself: node_modules/.vite is this work tree's.
const config = readFileSync(join(dir, 'vite.config.ts'), 'utf8');
if (!config.includes('export default defineConfig({')) fail('vite.config.ts no longer reads `export default defineConfig({`: give the scratch copy its own cacheDir another way');
writeFileSync(join(dir, 'vite.config.ts'), config.replace('export default defineConfig({', "export default defineConfig({\n  cacheDir: '.vite-cache',"));
const read = (rel: string) => readFileSync(join(dir, rel), 'utf8');
const original = (rel: string) => readFileSync(join(root, rel), 'utf8');
/** The lines of the scratch copy's file that differ from this work tree's, as [before, after] pairs. */
const changedLines = (rel: string): [string, string][] => {
  const a = original(rel).split('\n');
  const b = read(rel).split('\n');
  if (a.length !== b.length) fail(`${rel}: the editor changed its number of lines (${a.length} -> ${b.length})`);
  return a.flatMap((line, i) => (line === b[i] ? [] : [[line, b[i] ?? ''] as [string, string]]));
};

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

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
let step = 'start';
const shot = async (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`) });

/** Saves what the panel holds and waits for the dev server's answer: the status line, or the problems shown. */
async function save(page: Page): Promise<void> {
  await page.click('.ce-primary');
  await page.waitForFunction(() => {
    const status = document.querySelector('.ce-status')?.textContent ?? '';
    return /^Saved|^Nothing/.test(status) || (document.querySelector('.ce-problems')?.textContent ?? '') !== '';
  }, null, { timeout: WAIT });
}

// A heading or message the test saves is quoted by QA's fixtures (their `see:` lines), so flows:check then names
// those lines and the dev server shows them over the page, whenever its check ends: as a product manager would, the
// test reads them (only fixtures may be named) and closes the overlay (Escape) before going on.
const fixtureProblems: string[] = [];
async function readAndCloseOverlay(page: Page): Promise<void> {
  const said = await page.evaluate(() => document.querySelector('vite-error-overlay')?.shadowRoot?.textContent ?? '');
  if (!said.includes('fixtures/')) fail(`the dev server shows a problem other than fixtures quoting the old words: ${said.slice(0, 300)}`);
  fixtureProblems.push(said);
  await page.keyboard.press('Escape');
}
async function closeFixtureOverlay(page: Page): Promise<void> {
  // The overlay's own element has no box; its backdrop (in its shadow root) is what covers the page.
  await page.addLocatorHandler(page.locator('vite-error-overlay .backdrop'), () => readAndCloseOverlay(page));
}

/** Opens the editor on the text `target` shows and checks it is the expected file and key. */
async function edit(page: Page, target: Locator, file: string, key: string): Promise<void> {
  await target.first().click();
  await page.waitForSelector('.ce-panel:not([hidden]) .ce-field');
  const where = await page.locator('.ce-where').first().textContent();
  if (where !== `${file} · ${key}`) fail(`clicking ${String(target)} opened ${where}, not ${file} · ${key}`);
}

/** Fails unless the scratch copy's `rel` differs from the work tree's by exactly one line, now reading `line`. */
function expectOneLine(rel: string, line: string): void {
  const changed = changedLines(rel);
  if (changed.length !== 1 || changed[0]![1] !== line) fail(`${rel} changed as ${JSON.stringify(changed)}`);
}

async function fillLocales(page: Page, en: string, es: string): Promise<void> {
  await page.locator('.ce-field').nth(0).fill(en);
  await page.locator('.ce-field').nth(1).fill(es);
}

/** One text edited in both languages and saved: the page shows `shown`, and each language's file changed by its line. */
async function editBothLanguages(page: Page, target: Locator, file: string, key: string, words: { en: string; es: string }, shown: { selector: string; text: string }, lines: { en: string; es: string }): Promise<void> {
  await edit(page, target, file, key);
  await fillLocales(page, words.en, words.es);
  await save(page);
  await expectText(page, shown.selector, shown.text);
  expectOneLine(`content/en/${file}`, lines.en);
  expectOneLine(`content/es-US/${file}`, lines.es);
}

const textOf = (page: Page, selector: string) => page.locator(selector).first().textContent({ timeout: WAIT });
async function expectText(page: Page, selector: string, want: string): Promise<void> {
  await page.waitForFunction(([s, w]) => document.querySelector(s!)?.textContent?.trim() === w, [selector, want], { timeout: WAIT })
    .catch(async () => fail(`${selector} shows "${await textOf(page, selector)}", not "${want}"`));
}

try {
  mkdirSync(SHOTS, { recursive: true });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  page.on('pageerror', (e) => console.error(`try-copy-editor: page error: ${e.message}`));
  await closeFixtureOverlay(page);
  if (process.env.DEBUG) page.on('console', (m) => console.log(`page: ${m.text()}`));
  step = 'open the happy-path link with the editor';
  await page.goto(`${appUrl}/demo-happy`);
  await page.waitForSelector('main h1', { timeout: WAIT });
  // A fresh dev server optimizes the app's dependencies on the first visit (and may reload the page once for it).
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  await page.reload();
  await page.waitForSelector('main h1', { timeout: WAIT });
  await page.waitForSelector('[data-copy-editor] .ce-switch', { timeout: WAIT });
  await page.click('.ce-switch');
  await page.waitForTimeout(1000);

  step = 'hover the heading: its file and key';
  await page.locator('main h1').hover();
  await page.waitForSelector('.ce-tag:not([hidden])');
  const tag = await page.locator('.ce-tag').textContent();
  if (tag !== 'content/en/screens/entry.md · variants.fullForm.title') fail(`hovering the heading shows "${tag}"`);
  await shot(page, 'hover-1280');

  step = 'edit the heading in English and Spanish';
  const file = 'content/en/screens/entry.md';
  await editBothLanguages(page, page.locator('main h1'), 'screens/entry.md', 'variants.fullForm.title', { en: 'Apply for your plan', es: 'Solicite su plan' },
    { selector: 'main h1', text: 'Apply for your plan' }, { en: '    title: Apply for your plan', es: '    title: Solicite su plan' });
  await shot(page, 'saved-1280');

  step = 'preview in Spanish: the Spanish heading';
  await page.locator('header button', { hasText: 'Español' }).click({ modifiers: ['Alt'] });
  await expectText(page, 'main h1', 'Solicite su plan');

  step = 'bring up a field message in Spanish and edit it in both languages';
  await page.locator('input').first().fill('A');
  await page.locator('input').nth(1).click();
  await expectText(page, '.field-error:not(:empty)', 'Mínimo dos letras');
  await editBothLanguages(page, page.locator('.field-error:not(:empty)'), 'messages.yaml', 'twoLettersMinimum', { en: 'Type at least two letters', es: 'Escriba al menos dos letras' },
    { selector: '.field-error:not(:empty)', text: 'Escriba al menos dos letras' },
    { en: "twoLettersMinimum: 'Type at least two letters'", es: "twoLettersMinimum: 'Escriba al menos dos letras'" });

  step = 'a broken placeholder is refused with its line, and the file stays as it was';
  const before = read(file);
  await edit(page, page.locator('main p', { hasText: /offers financing|ofrece financiamiento/ }), 'screens/entry.md', 'body');
  const field = page.locator('.ce-field').nth(0);
  if ((await field.locator('.ce-token').count()) < 2) fail('the body\'s {placeholders} are not tokens');
  await field.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Ask {merchantNam} about it.');
  await save(page);
  const problems = await page.locator('.ce-problems').textContent() ?? '';
  if (!/content\/en\/screens\/entry\.md:\d+:\d+: \{merchantNam\} is not a value this copy is given/.test(problems)) fail(`the broken placeholder was answered with "${problems}"`);
  if (read(file) !== before) fail(`${file} was written although the save was refused`);
  await shot(page, 'refused-1280');

  step = 'the changes panel lists both edits';
  await page.click('.ce-changes-button');
  await page.waitForSelector('.ce-changes li');
  const listed = await page.locator('.ce-changes > li').count();
  const panel = await page.locator('.ce-panel').textContent() ?? '';
  if (listed !== 2 || !panel.includes('git diff -- content/')) fail(`the changes panel lists ${listed} changes: ${panel}`);
  await shot(page, 'changes-1280');

  step = 'edit the footer, a site text with {placeholders}, in English: the tokens kept';
  await page.keyboard.press('Escape');
  await edit(page, page.locator('footer.footer p'), 'site.yaml', 'footer');
  const footerField = page.locator('.ce-field').nth(0);
  if ((await footerField.locator('.ce-token').count()) !== 2) fail('the footer\'s {lenderName} and {servicerName} are not tokens');
  await footerField.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Thank you.');
  await save(page);
  expectOneLine('content/en/site.yaml', 'footer: Loans are made by {lenderName}. Loans are serviced by {servicerName}. Thank you.');

  step = 'open the terms from the agreement (Alt-click uses the link) and edit the modal\'s title in both languages';
  await page.locator('main form a[href="/terms"]').first().click({ modifiers: ['Alt'] });
  await page.waitForSelector('dialog[open] h2', { timeout: WAIT });
  await editBothLanguages(page, page.locator('dialog[open] h2'), 'modals/terms.md', 'title', { en: 'Terms of Service', es: 'Términos del servicio' },
    { selector: 'dialog[open] h2', text: 'Términos del servicio' }, { en: 'title: Terms of Service', es: 'title: Términos del servicio' });
  await shot(page, 'modal-1280');

  step = 'a phone-sized window';
  const phone = await browser.newPage({ viewport: { width: 360, height: 740 }, locale: 'en-US' });
  await closeFixtureOverlay(phone);
  await phone.goto(`${appUrl}/demo-happy`);
  await phone.waitForSelector('main h1', { timeout: WAIT });
  await phone.waitForSelector('[data-copy-editor] .ce-switch', { timeout: WAIT });
  // A page opened after those saves gets flows:check's overlay at once (the dev server sends it on connection).
  if (await phone.waitForSelector('vite-error-overlay', { state: 'attached', timeout: 5000 }).catch(() => null)) {
    await readAndCloseOverlay(phone);
    await phone.waitForSelector('vite-error-overlay', { state: 'detached', timeout: WAIT });
  }
  await expectText(phone, 'main h1', 'Apply for your plan');
  await phone.click('.ce-switch');
  await phone.waitForTimeout(1000);
  await edit(phone, phone.locator('main h1'), 'screens/entry.md', 'variants.fullForm.title');
  await shot(phone, 'panel-360');

  console.log(`try-copy-editor: the copy editor edits, checks and shows copy (screenshots in ${SHOTS}; the dev server named fixtures quoting the old words ${fixtureProblems.length} time(s), closed)`);
} catch (error) {
  console.error(`try-copy-editor: ${step}: ${error instanceof Error ? error.message : String(error)}`);
  if (process.env.DEBUG) console.error(output);
  process.exitCode = 1;
} finally {
  await browser.close();
  dev.kill('SIGTERM');
  await new Promise((resolve) => { dev.once('exit', resolve); setTimeout(resolve, 5000); });
  rmSync(dir, { recursive: true, force: true });
}
