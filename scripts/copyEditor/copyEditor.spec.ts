// The copy editor of `npm run dev` in a real Chromium, driven as a product manager would use it (a Playwright Test
// of the `copy-editor` project: npm run test:copy-editor, and npm test), on a scratch copy of the project
// (devServer.ts: this work tree's content/ is never written). The cases run in order on one dev server, each on a
// page of its own: the later ones read what the earlier ones saved (the changes panel counts them).
// - issue 47: a text clicked on the screen the boot painted before the app was there (src/firstPaint: drawn from the
//   build's copy, which names no key) opens once the app has drawn it, and the panel says so meanwhile;
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
// Every file the editor writes is checked to differ from this work tree's by exactly the lines saved. The words
// checked are read from content/ (and the editor's own from authoring/shared/copyEditorWords.ts). Screenshots at
// 1280x800 and 360x740 go to reports/copy-editor/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import { words } from '../../authoring/shared/copyEditorWords';
import { attackPage } from './attackPage';
import { expect, test } from './devServer';
import {
  agreement, bindDrive, layoutSettled, devServer, edit, expectFile, expectSaved, expectText, fail, fillLocales, heading, hoverTag, markedBoxes,
  openDemo, original, pointAt, read, save, saved, SHOTS, shot, subtitle, switchEditor, switchLanguage, textOfKey, theBrowser, WAIT, where,
} from './drive';

test.describe.configure({ mode: 'serial' });

test.beforeAll(({ devServer: server, browser }) => {
  bindDrive(server, browser);
  mkdirSync(SHOTS, { recursive: true });
});

// What the screen showed when a case failed, beside its trace.
test.afterEach(async ({ browser }, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  const pages = browser.contexts().flatMap((c) => c.pages());
  for (const [i, page] of pages.entries()) await page.screenshot({ path: testInfo.outputPath(`page-${i}.png`) }).catch(() => undefined);
  await Promise.all(pages.map((p) => p.close().catch(() => undefined)));
  await testInfo.attach('dev server output', { body: devServer().printed(), contentType: 'text/plain' });
});

test('(47) a text clicked on the screen the boot painted, before the app took it over, opens once the app has drawn it', async () => {
  const page = await theBrowser().newPage({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  // The boot paints the screen only when the link's read is in before its wait ends (src/start/boot.ts); on a busy
  // machine the wait could end first, and then the app starts with no painted screen to click. So the page's clock
  // stands still until the screen is painted: each step runs the timers due and moves time by a millisecond, so the
  // boot's tasks run and its wait cannot end first, however slow the machine. Then time flows again.
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1);
  // The app's code is held back until the click has landed: the painted screen is all the page has.
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  let appAsked = (_painted: boolean) => undefined as void;
  const paintedWhenAsked = new Promise<boolean>((resolve) => { appAsked = resolve; });
  await page.route(/\/src\/start\/main\.tsx(\?|$)/, async (route) => {
    appAsked(await page.locator('[data-first-paint]').count() > 0);
    await held;
    await route.continue();
  });
  await page.goto(`${devServer().appUrl}/demo-happy`, { waitUntil: 'commit' });
  // At most 2.5 s of the page's time, under the boot's 3 s wait whatever the steps cost.
  const deadline = Date.now() + WAIT;
  let steps = 0;
  while (await page.locator('[data-first-paint]').count() === 0) {
    if (steps >= 2500 || Date.now() > deadline) fail(`the boot painted no screen in ${steps} ms of the page's time (${Math.round((Date.now() - start) / 1000)} s)`);
    await page.clock.runFor(1);
    steps += 1;
    await page.waitForTimeout(20);
  }
  await page.clock.resume();
  if (!await paintedWhenAsked) fail('the app was asked for after the boot painted the screen, and the painted screen was gone');
  const paintedBody = page.locator('[data-first-paint] main p', { hasText: /offers financing/ });
  await paintedBody.waitFor({ timeout: WAIT });
  await page.waitForSelector('[data-copy-editor] .ce-switch', { timeout: WAIT });
  await switchEditor(page, true);
  await paintedBody.click();
  // Said at once: the page is still starting.
  await expect(page.locator('#copy-editor .ce-panel:not([hidden]) [role="status"]')).toHaveText(words.starting);
  release();
  // The app draws the same words in their place, and the text clicked opens.
  await expect(page.locator('#copy-editor .ce-panel:not([hidden]) .ce-where')).toHaveText('screens/entry.md · body', { timeout: WAIT });
  expect(await page.locator('[data-first-paint]').count()).toBe(0);
  await page.close();
});

test('basics: the heading, hovered and edited in English and Spanish, each file changed by its line', async () => {
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
});

test('(1) a save, then Español and back to English: the new words, and a click on them opens their key', async () => {
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
});

test('(2) a link inside a sentence opens the sentence\'s key, and a word of the link is saved there', async () => {
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
});

test('basics: the Spanish preview, a field\'s message brought up and edited in both languages', async () => {
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
});

test('(3) a {placeholder} deleted in English only is refused, naming the Spanish line as the English change\'s doing (the English box marked, not the untouched Spanish); the editor offers to delete it in Spanish too', async () => {
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
});

test('(5) a token from the palette goes in at the cursor', async () => {
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
});

test('basics: a broken {placeholder} is refused with its line, and the file stays as it was', async () => {
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
});

test('basics: the footer, a site text with {placeholders}, edited in English: the tokens kept', async () => {
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
});

test('basics: the terms modal\'s title, opened from the agreement (Alt-click uses the link), in both languages', async () => {
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
});

test('(6) in edit mode a click in a form field types in the field, and opens nothing', async () => {
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
});

test('basics: the changes panel lists every edit, and says it is a git diff of content/', async () => {
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
    writeFileSync(join(devServer().dir, rel), original(rel));
    saved.delete(rel);
  }
  const again = await openDemo('/demo-happy', { editing: false });
  await again.click('#copy-editor .ce-changes-button');
  await again.waitForSelector('#copy-editor .ce-changes li');
  const now = await again.locator('#copy-editor .ce-changes > li').count();
  const text = (await again.locator('#copy-editor .ce-panel').textContent()) ?? '';
  if (now !== 5 || text.includes('modals/terms.md')) fail(`after the terms' files were put back the changes panel lists ${now} changes: ${text}`);
  await again.close();
});

test('(4) a message on a field follows a switch of language (the app\'s; the editor off)', async () => {
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
});

test('(7) a page of another origin on this machine cannot save, with the editor\'s page open and its cookie in the browser', async () => {
  const context = await theBrowser().newContext();
  const mine = await context.newPage();
  // The product manager's page, on 127.0.0.1 (so the browser holds the dev server's cookie for that host).
  const devUrl = devServer().appUrl.replace('//localhost:', '//127.0.0.1:');
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
});

test('at 360 px: the hover tag is whole, beside the text and inside the window; the switches cover no text being edited; the panel', async () => {
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
  await layoutSettled(page);
  const label = await box(agreement);
  const bar = await box('#copy-editor .ce-bar');
  const panel = await box('#copy-editor .ce-panel');
  if (label.bottom > Math.min(bar.top, panel.top) || label.top < 0) fail(`the agreement being edited is under the switches or the panel: ${JSON.stringify({ label, bar, panel })}`);
  await shot(page, 'panel-360');
  await page.close();
});

test('(46) in edit mode a plain click on Español switches the language and opens nothing; and back with English', async () => {
  const page = await openDemo('/demo-happy');
  await page.locator('header button', { hasText: 'Español' }).click();
  await page.waitForFunction(() => document.documentElement.lang === 'es-US', null, { timeout: 15_000 })
    .catch(async () => fail(`a click on Español in edit mode left the page in ${await page.evaluate(() => document.documentElement.lang)}${await page.locator('#copy-editor .ce-panel').isVisible() ? ` and opened ${await where(page)}` : ''}`));
  if (await page.locator('#copy-editor .ce-panel').isVisible()) fail(`a click on Español opened ${await where(page)}`);
  await page.locator('header button', { hasText: 'English' }).click();
  await page.waitForFunction(() => document.documentElement.lang === 'en', null, { timeout: 15_000 }).catch(() => fail('a click on English did not switch back'));
  await page.close();
});

test('(46) a text clicked on the Spanish page: the caret is in the Spanish box', async () => {
  const page = await openDemo('/demo-happy');
  await switchLanguage(page, 'Español', 'es-US');
  await edit(page, page.locator(heading), 'screens/entry.md', 'variants.fullForm.title');
  const focused = await page.evaluate(() => [...document.querySelectorAll('#copy-editor .ce-field')].indexOf(document.activeElement as Element));
  if (focused !== 1) fail(`the caret is in box ${focused} (0 English, 1 Spanish, -1 none)`);
  await page.close();
});

test('(46) after a click the hover tag is gone, and hovering a label never covers the field above it (a typed email)', async () => {
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
});

test('(46) at 360 px the panel leaves the page most of the window; after a refused save the key and the refusal are in sight', async () => {
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
  await layoutSettled(page);
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
});
