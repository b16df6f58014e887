// The Record switch in a real Chromium on `npm run dev` (issue 50): QA opens happy-path's demo link, turns Record on,
// applies as a declined borrower (SSN last 4 5555) across two screens, turns it off, gives a bad name (refused, the
// focus kept in the box), then a good one: fixtures/<name>.yaml is written with happy-path's scenario, flows:check
// finds nothing against it, and "Replay it now" runs npm run replay -- <name> and shows it green. The words QA reads
// come from content/ and from the panel's own words (authoring/shared/recordPanelWords.ts). It runs on a scratch copy of the
// project (scripts/lib/scratchCopy.ts), so the fixture it writes never shows in this tree's fixtures/; the replay it
// starts takes the app the replays' run built (REPLAY_OUT_DIR, or dist/) and writes its sheet and results apart.
// A Playwright Test of the replays' run (its `recorder` project: npm test runs it with the recorder's own test).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { words } from '../../authoring/shared/recordPanelWords';
import { loadFixtures } from '../../sandbox/server/fixtures/loadFixtures';
import { fixtureNameProblem } from '../record/fixtureName';
import { loadFlows } from '../lib/loadFlows';
import { root } from '../lib/root';
import { scratchCopy } from '../lib/scratchCopy';
import { screenCopy } from '../lib/screenCopy';

const NAME = `zz-record-switch-${process.pid}`;
let copyDir = '';
const fixturesDir = () => join(copyDir, 'fixtures');
const copy = (screen: string) => screenCopy('en', screen);
const pathOf = (screen: string) => loadFlows().flows.borrower!.screens[screen]!.path;

let out = '';
let dev: ChildProcess | undefined;
let base = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  out = mkdtempSync(join(tmpdir(), 'record-switch-'));
  copyDir = scratchCopy(root, 'record-switch-copy-');
  // npm run dev as QA starts it, on a port of its own, in the scratch copy; the replay it starts takes the app this
  // run built and keeps its sheet and results apart.
  dev = spawn(process.execPath, ['--import', 'tsx', join(copyDir, 'scripts', 'dev.ts')], {
    cwd: copyDir, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      // Not this worker's own Playwright variables: the replay the switch starts is a Playwright Test run of its own.
      ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(PW_|TEST_WORKER_INDEX$|TEST_PARALLEL_INDEX$)/.test(key))),
      PROJECT_ROOT: copyDir, PORT: '0', HOST: '', SANDBOX_PORT: '0',
      REPLAY_OUT_DIR: process.env.REPLAY_OUT_DIR ?? join(root, 'dist'), REPLAY_SKIP_BUILD: '1',
      REPLAY_REPORT_DIR: join(out, 'report'), REPLAY_RESULTS_DIR: join(out, 'results'), REPLAY_BLOB_DIR: join(out, 'blob'), REPLAY_WORKERS: '1',
    },
  });
  let printed = '';
  base = await new Promise<string>((resolve, reject) => {
    const hear = (chunk: Buffer) => {
      printed += chunk.toString();
      const url = /Dev server on (http:\/\/\S+)/.exec(printed)?.[1];
      if (url) resolve(url.replace(/\/+$/, ''));
    };
    dev!.stdout!.on('data', hear);
    dev!.stderr!.on('data', hear);
    dev!.on('exit', (code) => reject(new Error(`npm run dev exited ${String(code)}:\n${printed}`)));
  });
});

test.afterAll(async () => {
  if (dev?.pid) {
    try {
      process.kill(-dev.pid, 'SIGTERM');
    } catch {
      // gone already
    }
  }
  rmSync(out, { recursive: true, force: true });
  if (copyDir) rmSync(copyDir, { recursive: true, force: true });
});

/** Types as QA does, key by key, into the field with that label. */
const type = async (page: Page, label: string, text: string) => {
  const field = page.getByLabel(label, { exact: true }).and(page.locator('input, textarea'));
  await field.click();
  await field.pressSequentially(text, { delay: 10 });
};
const focused = (page: Page) => page.evaluate(() => {
  const el = document.activeElement;
  return el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} ${el.getAttribute('role') ?? ''} ${(el.textContent ?? '').trim()}`.trim() : '';
});

test.describe('the Record switch of npm run dev (issue 50)', () => {
  test('records a declined borrower clicked in the preview, writes the fixture and replays it green', async ({ browser }) => {
    test.setTimeout(600_000);
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto(`${base}/demo-happy`);
    const entry = copy('entry');
    // A dev server's first page waits for Vite to prepare the app's dependencies (it may reload once meanwhile).
    await page.getByRole('heading', { level: 1, name: entry.variants.fullForm!.title! }).waitFor({ timeout: 180_000 });
    const toggle = page.getByRole('switch', { name: words.toggle, exact: true });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');

    // On: a fresh link of the demo link's scenario opens, the switch on and the focus on it.
    await Promise.all([page.waitForEvent('load'), toggle.click()]);
    await page.waitForFunction(() => document.querySelector('[role="switch"].re-switch')?.getAttribute('aria-checked') === 'true', null, { timeout: 60_000 });
    expect(await focused(page)).toContain(words.toggle);
    await page.getByRole('heading', { level: 1, name: entry.variants.fullForm!.title! }).waitFor();

    const typed: Record<string, string> = {
      [entry.labels.firstName!]: 'Ana', [entry.labels.lastName!]: 'Rivera', [entry.labels.email!]: 'ana.rivera@example.com',
      [entry.labels.dobMonth!]: '04', [entry.labels.dobDay!]: '12', [entry.labels.dobYear!]: '1988',
      [entry.labels.annualIncomeBeforeTaxes!]: '65000', [entry.labels.ssn4!]: '5555', [entry.labels.streetAddress1!]: '12 Main Street',
      [entry.labels.city!]: 'Springfield', [entry.labels.stateCode!]: 'IL', [entry.labels.zip!]: '62701',
    };
    for (const [label, text] of Object.entries(typed)) await type(page, label, text);
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: entry.variants.fullForm!.buttons!.submit!, exact: true }).click();
    await page.waitForURL((url) => url.pathname === pathOf('declined'), { timeout: 60_000 });
    await page.getByRole('heading', { level: 1, name: copy('declined').title }).waitFor();

    // Off, by the keyboard: the name is asked, the focus in its box.
    await toggle.focus();
    await page.keyboard.press('Enter');
    const name = page.getByLabel(words.name, { exact: true });
    await name.waitFor();
    await expect.poll(() => focused(page)).toContain('input#re-name');
    expect(await toggle.getAttribute('aria-checked')).toBe('false');

    // A name that is a path: refused, naming what is wrong, the focus kept in the box; nothing written.
    await name.fill('../evil');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#re-name-error').textContent()).toBe(fixtureNameProblem('../evil', fixturesDir(), loadFixtures()));
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await focused(page)).toContain('input#re-name');
    expect(existsSync(join(copyDir, 'evil.yaml'))).toBe(false);

    await name.fill(NAME);
    await page.getByRole('button', { name: words.write, exact: true }).click();
    const replay = page.getByRole('button', { name: words.replay, exact: true });
    await replay.waitFor({ timeout: 60_000 });
    await expect.poll(() => focused(page)).toContain(words.replay);
    await page.getByText(words.clean, { exact: true }).waitFor();

    const doc = parse(readFileSync(join(fixturesDir(), `${NAME}.yaml`), 'utf8')) as { scenario: Record<string, unknown>; steps: Record<string, unknown>[] };
    expect(doc.scenario).toEqual({ ...loadFixtures().find((f) => f.name === 'happy-path')!.scenario, token: NAME });
    expect(doc.steps.map((s) => Object.keys(s).find((k) => k !== 'expect'))).toEqual(['open', 'fill', 'check', 'click']);
    expect(doc.steps[1]).toEqual({ fill: typed });
    expect(doc.steps[3]).toMatchObject({ click: entry.variants.fullForm!.buttons!.submit, expect: { path: pathOf('declined'), see: [copy('declined').title] } });

    // Replayed at once: npm run replay -- <name> (the app built first), green in the panel.
    await replay.click();
    const result = page.locator('#re-result');
    await result.waitFor({ timeout: 400_000 });
    expect(await result.getAttribute('class'), (await result.textContent()) ?? '').toContain('re-green');
    expect(await result.textContent()).toContain(`ok   ${NAME} (`);
    expect(await focused(page)).toContain(words.replay);
    await page.close();
  });
});
