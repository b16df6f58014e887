// The guide's browser path (docs/adding-a-screen.md, section 8), followed to the letter in Chromium (a Playwright
// Test of the `guide` project: npm run test:guide, and npm test): `npm run dev` on a copy of the project WITHOUT the
// guide's file steps, the QA fixture's walk to the plans, then each `<!-- browser:step on <address> -->` of the guide
// done in the Edit form panel: the boxes it names filled (a select by the words of its choice, a tick box by true or
// false), its button pressed, the dev server's answer awaited (a written change, or its refusal, which fails the step
// with the panel's words). A step the panel no longer fits fails naming the step. Then, in the copy: flows:check
// clean and the guide's replay green (the lender holding its answers); and the screen the editor wrote compared with
// the one sections 1 to 4 write (applied to a second copy): the same questions, kinds, required set, rules and their
// messages' words, conditions, words in every language, flow entry and save lines, but for the differences the guide
// itself lists (KNOWN below): a difference gone or a new one fails, naming it.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
// The panel's own words, as the form editor's Chromium test reads them (tests/authoring/form/): not pinned here.
// eslint-disable-next-line no-restricted-imports -- a test's read of the words, never a build's; authoring/shared/ holds the copy editor's for this reason
import { words } from '../../authoring/page/form/words';
import { editorApi } from '../../authoring/shared/paths';
import { act, type ReplayContext } from '../../e2e/replay/runSteps';
import type { Step } from '../../e2e/replay/Step';
import { allProperties } from '../../engine/forms/allProperties';
import type { FormSchema } from '../../engine/forms/FormDefinition';
import { root } from '../lib/root';
import { expect, test } from '../copyEditor/devServer';
import { FIXTURE } from './guideFixtures';
import { apply, fileSteps, GUIDE, run } from './guideSteps';

test.use({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });

const WAIT = 180_000;
const BROWSER_STEP = /<!-- browser:step on (\S+) -->\n```yaml\n([\s\S]*?)\n```/g;
/** The screenshots the guide shows (GUIDE_SHOTS=1 writes them there; every run keeps its own in its results). */
const SHOTS = join(root, 'docs', 'images', 'adding-a-screen');

interface BrowserStep { n: number; on: string; open?: string; form: string; fill: [string, string | boolean][]; press: string }

/** The guide's browser steps, each checked for the shape the test follows; a step that is not fails naming it. */
function browserSteps(): BrowserStep[] {
  return [...readFileSync(join(root, GUIDE), 'utf8').matchAll(BROWSER_STEP)].map(([, on, body], i) => {
    const n = i + 1;
    const bad = (what: string) => new Error(`${GUIDE}, browser step ${n} (on ${on}): ${what}`);
    let step: { open?: unknown; form?: unknown; fill?: unknown; press?: unknown };
    try {
      step = parse(body!) as typeof step;
    } catch (error) {
      throw bad(`its YAML does not read: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (typeof step.form !== 'string' || typeof step.press !== 'string') throw bad('it needs `form:` (the panel form it fills) and `press:` (its button)');
    if (step.open !== undefined && typeof step.open !== 'string') throw bad('`open:` is the name of a button to press first');
    if (!step.fill || typeof step.fill !== 'object') throw bad('`fill:` lists the boxes, each with what goes in it');
    const fill = Object.entries(step.fill).map(([box, v]): [string, string | boolean] => [box, typeof v === 'boolean' ? v : String(v)]);
    return { n, on: on!, ...(step.open ? { open: step.open as string } : {}), form: step.form, fill, press: step.press };
  });
}

// ---- The screen both paths give, as it matters: questions, kinds, required set, rules, words, flow. ----

type Json = Record<string, unknown>;
const read = (dir: string, rel: string) => readFileSync(join(dir, rel), 'utf8');
const frontMatter = (text: string) => {
  const [, yaml = '', body = ''] = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text) ?? [];
  return { ...(parse(yaml) as Json), body: body.trim() };
};

// The screen in a project folder: its schema with each message code replaced by its words in every language (a code
// is a name in the files; the borrower reads its words), its UI schema with `ui:order`'s "*" spelt out, its copy in
// every language, its flow entry and the plans' way on.
function screenOf(dir: string): Json {
  const messages = Object.fromEntries(['en', 'es-US'].map((l) => [l, parse(read(dir, `content/${l}/messages.yaml`)) as Record<string, string>]));
  const schema = JSON.parse(read(dir, 'schemas/forms/job_details.schema.json'), (key, value: unknown) => (key === 'x-messages'
    ? Object.fromEntries(Object.entries(value as Record<string, string>).map(([rule, code]) => [rule, { en: messages.en![code], 'es-US': messages['es-US']![code] }]))
    : value)) as Json;
  const ui = JSON.parse(read(dir, 'schemas/forms/job_details.ui.json')) as Json;
  const names = Object.keys(allProperties(schema as FormSchema));
  const order = (ui['ui:order'] as string[] | undefined) ?? names;
  ui['ui:order'] = order.flatMap((q) => (q === '*' ? names.filter((m) => !order.includes(m)) : [q]));
  const flow = parse(read(dir, 'flows/borrower.yaml')) as { screens: Record<string, Json & { on: Record<string, Json> }> };
  const { description: _description, ...form } = schema;
  return {
    schema: form, ui,
    copy: Object.fromEntries(['en', 'es-US'].map((l) => [l, frontMatter(read(dir, `content/${l}/screens/job_details.md`))])),
    flow: flow.screens.job_details, plansGoTo: flow.screens.choose_plan!.on.select!.next,
  };
}

/** Every leaf of a value by its path (a list is one leaf: its order is what it says). */
function leaves(value: unknown, path = ''): Map<string, string> {
  if (value && typeof value === 'object' && !Array.isArray(value)) return new Map(Object.entries(value).flatMap(([k, v]) => [...leaves(v, path ? `${path}.${k}` : k)]));
  return new Map([[path, JSON.stringify(value)]]);
}
function differences(guide: unknown, editor: unknown): string[] {
  const [a, b] = [leaves(guide), leaves(editor)];
  return [...new Set([...a.keys(), ...b.keys()])].filter((k) => a.get(k) !== b.get(k)).sort().map((k) => `${k}: the guide ${a.get(k) ?? 'has none'}, the editor ${b.get(k) ?? 'has none'}`);
}

// What the editor writes differently from sections 1 to 4, as section 8 lists it for product (each a path of the
// screen above; message names and `ui:order`'s "*" are compared by what they mean): its note on the flow entry.
const KNOWN = ['flow.note'];

// ---- The dev server and the panel. ----

/** The app has drawn a screen whose address ends with `path` (not the one the boot painted before the app). */
const onScreen = (page: Page, path: string) => page.waitForFunction((p) => window.location.pathname.endsWith(p) && document.querySelector('#root main h1') !== null
  && document.querySelector('[data-first-paint]') === null, path, { timeout: WAIT });

/** This dev server's form changes so far: the panel's own call, made from the page (its origin and cookie, as the
 * authoring server's guard asks). */
const changeCount = (page: Page): Promise<number> =>
  page.evaluate(async (url) => ((await (await fetch(url, { credentials: 'same-origin' })).json()) as unknown[]).length, `${editorApi('form')}changes`);

test('docs/adding-a-screen.md, section 8, followed in the browser, gives the screen of sections 1 to 4', async ({ page, devServer }, testInfo) => {
  // A dev server and its first page, five changes each checked by flows:check, then flows:check, a build and a replay.
  test.setTimeout(900_000);
  page.setDefaultTimeout(WAIT);
  const steps = browserSteps();
  expect(steps.length, `${GUIDE}: the browser steps of section 8`).toBeGreaterThanOrEqual(5);
  // The dev server's copy of the project, without the guide's file steps (scripts/copyEditor/devServer.ts).
  const { dir, appUrl } = devServer;
  const byFiles = mkdtempSync(join(tmpdir(), 'guide-files-'));
  try {
    const control = async (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
      (await fetch(`${appUrl}${path}`, { method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })).json() as Promise<unknown>;

    // The fixture's walk: the link and the application, then (once the screen is added) the plan that leads to it.
    const fixture = parse(FIXTURE) as { steps: Step[]; scenario: Json };
    const walk = fixture.steps;
    let walked = 0;
    // A link made from the fixture's scenario (the dev server's sandbox read the fixtures before the copy had this one).
    const { token: _token, ...scenario } = fixture.scenario;
    const link = (await control('POST', '/api/__sandbox/links', { scenario })) as { token: string; loanApplicationId: string; path: string };
    const ctx: ReplayContext = { page, baseUrl: appUrl, token: link.token, loanApplicationId: link.loanApplicationId, linkPath: link.path, control, screenshot: async () => '' };
    const goTo = async (path: string) => {
      while (!new URL(page.url()).pathname.endsWith(path)) {
        const step = walk[walked];
        if (!step) throw new Error(`${GUIDE}: the fixture's walk never reaches ${path}`);
        walked += 1;
        // A step waits on a busy machine as long as it takes for its first field (the form's chunk may still load).
        if ('fill' in step) await page.getByLabel(Object.keys(step.fill)[0]!, { exact: false }).first().waitFor({ timeout: WAIT });
        await act(step, ctx);
        if ('open' in step) await onScreen(page, '');
        else if (step.expect?.path) await onScreen(page, step.expect.path.replace('{token}', link.token));
      }
      await onScreen(page, path);
    };

    const panel = page.locator('#fe-panel');
    for (const step of steps) {
      await test.step(`browser step ${step.n} on ${step.on}: ${step.form}`, async () => {
        const fail = (what: string) => new Error(`${GUIDE}, browser step ${step.n} (on ${step.on}, "${step.form}"): ${what}`);
        await goTo(step.on);
        // Edit form open on this screen: opened once, it follows the page to the next screen, as the guide says.
        const screen = step.on.split('/').pop()!;
        if (!(await panel.isVisible())) await page.getByRole('button', { name: words.toggle, exact: true }).click();
        // The panel has read this address (it looks at the page's a few times a second: until then a form it drew for
        // the screen before, or the one a change answered with, is still there, and is cleared as it reads again).
        await page.waitForFunction((p) => document.getElementById('fe-panel')?.dataset.readAt?.endsWith(p) === true, step.on, { timeout: WAIT })
          .catch(async () => { throw fail(`the panel never read ${step.on}; it says: ${(await panel.innerText()).slice(0, 400)}`); });
        await expect(panel.getByRole('heading', { level: 2 })).toHaveText(words.title(screen), { timeout: WAIT }).catch(() => undefined);
        // The panel has read the screen: its forms drawn, or its word that the screen shows none.
        await expect(panel.getByRole('form').first().or(panel.getByText(words.noForm, { exact: true }))).toBeVisible({ timeout: WAIT });
        // The panel is about the screen the step is on (the guide's addresses end with the screen's name).
        const heading = await panel.getByRole('heading', { level: 2 }).innerText();
        if (heading !== words.title(screen)) throw fail(`the panel is not about ${screen}: its heading reads "${heading}"; it says: ${(await panel.innerText()).slice(0, 400)}`);
        if (step.open) {
          const opener = panel.getByRole('button', { name: step.open, exact: true });
          if ((await opener.count()) === 0) throw fail(`the panel has no button "${step.open}"; it says: ${(await panel.innerText()).slice(0, 800)}`);
          if ((await opener.getAttribute('aria-expanded')) !== 'true') await opener.click();
        }
        const form = panel.getByRole('form', { name: step.form, exact: true });
        if ((await form.count()) === 0) throw fail(`the panel has no "${step.form}"; it says: ${(await panel.innerText()).slice(0, 800)}`);
        for (const [box, value] of step.fill) {
          const control = form.getByLabel(box, { exact: true });
          if ((await control.count()) !== 1) throw fail(`"${step.form}" has ${await control.count()} boxes named "${box}", not one`);
          const tag = await control.evaluate((el) => (el instanceof HTMLInputElement && el.type === 'checkbox' ? 'tick' : el.tagName.toLowerCase()));
          if (tag === 'tick') await control.setChecked(value === true);
          else if (typeof value === 'boolean') throw fail(`"${box}" is no tick box: give it words, not ${String(value)}`);
          else if (tag === 'select') {
            const options = await control.locator('option').allTextContents();
            if (!options.includes(value)) throw fail(`"${box}" offers no "${value}" (it offers ${options.join(', ')})`);
            await control.selectOption({ label: value });
          } else await control.fill(value);
        }
        await form.scrollIntoViewIfNeeded();
        const shot = await page.screenshot();
        writeFileSync(testInfo.outputPath(`browser-${step.n}.png`), shot);
        if (process.env.GUIDE_SHOTS === '1') {
          mkdirSync(SHOTS, { recursive: true });
          writeFileSync(join(SHOTS, `browser-${step.n}.png`), shot);
        }
        const before = await changeCount(page);
        const press = form.getByRole('button', { name: step.press, exact: true });
        if ((await press.count()) !== 1) throw fail(`"${step.form}" has no button "${step.press}"`);
        await press.click();
        // Written (the dev server counts it) and shown (the panel no longer says it is working: the page has taken the
        // change in, or reloaded), or refused (the panel says why). Written is not enough: a plan chosen before the
        // page has taken the new screen's route in would be routed without it.
        let refused = '';
        const status = panel.locator(':scope > .ce-body > [role="status"]');
        await expect.poll(async () => {
          // Each look is brief (an empty alert is hidden, and a look would otherwise wait for it): the poll looks again.
          if ((await changeCount(page).catch(() => before)) > before && (await status.innerText({ timeout: 1000 }).catch(() => words.working)) !== words.working) return true;
          const said = await panel.getByRole('alert').innerText({ timeout: 1000 }).catch(() => '');
          if (said.startsWith(words.refused)) refused = said;
          return refused !== '';
        }, { timeout: WAIT, intervals: [250, 500, 1000] }).toBe(true);
        if (refused) throw fail(`the dev server refused it:\n${refused}`);
        await onScreen(page, '');
        // A question added on the screen shows on it at once (one shown only for some answer waits for it).
        const asked = step.fill.find(([box]) => box === words.label(words.language('en')))?.[1];
        if (step.form === words.add && typeof asked === 'string' && !step.fill.some(([box]) => box === words.shownWhenQuestion)) {
          // Its words exactly (a box's label, or a choice group's legend), not inside the "Still needed" line.
          await expect(page.locator('main').getByText(asked, { exact: true }).first(), `${GUIDE}, browser step ${step.n}: "${asked}" on the screen`).toBeVisible({ timeout: WAIT });
        }
      });
    }
    await page.close();

    // The guide's QA fixture, once its screen exists (the dev server's flows:check would refuse it before).
    writeFileSync(join(dir, 'fixtures', 'guide-job-details.yaml'), FIXTURE);
    await test.step('npm run flows:check in the copy', () => run(dir, ['tsx', 'scripts/flows-check.ts'], 'npm run flows:check'));
    await test.step('npm run replay -- guide-job-details in the copy', () => run(dir, ['tsx', 'scripts/replay.ts', 'guide-job-details'], 'the replay of the new screen'));
    await test.step('the same screen as sections 1 to 4 write', () => {
      for (const d of ['flows', 'content', 'schemas']) cpSync(join(root, d), join(byFiles, d), { recursive: true });
      for (const step of fileSteps()) apply(byFiles, step);
      const found = differences(screenOf(byFiles), screenOf(dir));
      expect(found.map((d) => d.split(': the guide ')[0]).sort(), `what the editor wrote differs from ${GUIDE} sections 1 to 4 in:\n${found.join('\n')}`).toEqual(KNOWN);
    });
  } finally {
    rmSync(byFiles, { recursive: true, force: true });
    // What the dev server said (its page updates and reloads, flows:check's lines): how a failed walk is read.
    await testInfo.attach('dev-server.log', { body: devServer.printed(), contentType: 'text/plain' });
  }
});
