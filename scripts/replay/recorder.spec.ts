// npm run record's own test: QA's journey clicked in Chromium becomes a fixture file that flows:check accepts and
// that replays green as written. The words QA clicks are read from content/ and the paths from flows/, as QA would
// read them on the screen.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { parse } from 'yaml';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { Step } from '../../e2e/replay/Step';
import { runSteps } from '../../e2e/replay/runSteps';
import { loadFixtures, parseFixture } from '../../sandbox/server/fixtures/loadFixtures';
import { loadFlows } from '../lib/loadFlows';
import { screenCopy } from '../lib/screenCopy';
import { root } from '../lib/root';
import { startRecorder, type Recording } from '../record/startRecorder';
import { failureOf, replayFixture } from './replayFixture';
import { test } from './replayTest';

const copy = screenCopy;
const site = (locale: string) => parse(readFileSync(join(root, `content/${locale}/site.yaml`), 'utf8')) as { plan: { months: string } };
const borrower = loadFlows().flows.borrower!;
const pathOf = (screen: string) => borrower.screens[screen]!.path;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** Types as QA does, key by key, into the field with that label. */
const type = async (page: Page, label: string, text: string) => {
  const field = page.getByLabel(label, { exact: true }).and(page.locator('input, textarea'));
  await field.click();
  await field.pressSequentially(text, { delay: 10 });
};
// Up to a minute: on a busy two-core machine (npm test's replays beside it) a signing took longer than 20 s to land.
const onPath = (page: Page, screen: string) => page.waitForURL((url) => url.pathname === pathOf(screen), { timeout: 60_000 });

/** The entry form of a payment link, filled and sent as a borrower would, in the copy of `locale`. */
async function applyOnEntry(page: Page, locale: string): Promise<Record<string, string>> {
  const entry = copy(locale, 'entry');
  const typed: Record<string, string> = {
    [entry.labels.firstName!]: 'Ana', [entry.labels.lastName!]: 'Rivera', [entry.labels.email!]: 'ana.rivera@example.com',
    [entry.labels.dobMonth!]: '04', [entry.labels.dobDay!]: '12', [entry.labels.dobYear!]: '1988',
    [entry.labels.annualIncomeBeforeTaxes!]: '65000', [entry.labels.ssn4!]: '1111', [entry.labels.streetAddress1!]: '12 Main Street',
    [entry.labels.city!]: 'Springfield', [entry.labels.stateCode!]: 'IL', [entry.labels.zip!]: '62701',
  };
  await page.getByRole('heading', { level: 1, name: entry.variants.fullForm!.title! }).waitFor();
  for (const [label, text] of Object.entries(typed)) await type(page, label, text);
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: entry.variants.fullForm!.buttons!.submit!, exact: true }).click();
  await onPath(page, 'choose_plan');
  return typed;
}

/** The recorded file's steps, read as QA's YAML. */
const stepsOf = (recording: Recording) => (parse(recording.text) as { steps: (Step & Record<string, unknown>)[] }).steps;

test.describe('npm run record', () => {
  test('records a journey with a fault on SIGN and Try again, and the file replays green', async ({ browser, page, sandbox }, testInfo) => {
    const name = 'rec-sign-error-try-again';
    const recorder = await startRecorder({ name, from: 'happy-path', browser, dir: testInfo.outputPath('fixtures') });
    const qa = recorder.page;
    const { token } = await recorder.started;
    const typed = await applyOnEntry(qa, 'en');
    await qa.getByRole('button', { name: new RegExp(`(^|\\D)12 ${site('en').plan.months}`) }).click();
    await onPath(qa, 'link_bank');
    await qa.getByRole('button', { name: copy('en', 'link_bank').buttons.skip!, exact: true }).click();
    await onPath(qa, 'review_plan');
    const review = copy('en', 'review_plan');
    await type(qa, review.labels.ssn4!, '1111');
    await qa.getByRole('checkbox').first().check();
    // QA queues a server error on the signing call, which the app does not send again by itself (docs/adr/0007).
    await recorder.sandbox.control('POST', '/api/__sandbox/faults', { kind: 'status', status: 500, match: { method: 'PATCH', path: '/offers/' } });
    await qa.getByRole('button', { name: review.buttons.sign!, exact: true }).click();
    await onPath(qa, 'error');
    await qa.getByRole('button', { name: copy('en', 'error').buttons.tryAgain!, exact: true }).click();
    await onPath(qa, 'review_plan');
    await qa.getByRole('button', { name: review.buttons.sign!, exact: true }).click();
    await onPath(qa, 'purchase_confirm');
    // QA sees the last screen, then closes the window: the recording ends on the screen the page showed last.
    await expect.poll(() => recorder.screen(), { timeout: 10_000 }).toMatchObject({ path: pathOf('purchase_confirm'), heading: copy('en', 'purchase_confirm').title });
    await qa.close();
    const recording = await recorder.stop();
    await testInfo.attach(`${name}.yaml`, { body: recording.text, contentType: 'text/yaml' });

    // flows:check's fixture rules hold nothing against it.
    expect(recording.problems.map((p) => p.message)).toEqual([]);
    const steps = stepsOf(recording);
    const kinds = steps.map((s) => Object.keys(s).find((k) => k !== 'expect' && k !== 'note'));
    expect(kinds).toEqual(['open', 'fill', 'check', 'click', 'pick', 'click', 'fill', 'check', 'fault', 'click', 'click', 'click']);
    expect(steps[0]!.expect).toEqual({ path: '/{token}', see: [copy('en', 'entry').variants.fullForm!.title] });
    expect(steps[1]!).toEqual({ fill: typed });
    expect(steps[4]!).toMatchObject({ pick: 12, expect: { path: pathOf('link_bank') } });
    expect(steps[8]!.fault).toEqual({ status: 500, on: 'PATCH /offers/' });
    expect(steps[9]!).toMatchObject({ click: review.buttons.sign, expect: { path: pathOf('error'), see: [copy('en', 'error').title] } });
    expect(steps[10]!).toMatchObject({ click: copy('en', 'error').buttons.tryAgain, expect: { path: pathOf('review_plan'), see: [review.title] } });
    expect(steps[11]!).toMatchObject({ click: review.buttons.sign, expect: { path: pathOf('purchase_confirm'), see: [copy('en', 'purchase_confirm').title] } });
    // Nothing personal QA did not type: every value typed is QA's, and no link token, id or code of the sandbox's.
    const values = steps.flatMap((s) => ('fill' in s ? Object.values(s.fill as Record<string, string>) : []));
    expect(values.filter((v) => ![...Object.values(typed), '1111'].includes(v))).toEqual([]);
    expect(recording.text).not.toContain(token);
    expect(recording.text).not.toMatch(UUID);

    // The file replays green as written, from a fresh sandbox link made from its own scenario.
    const fixture = parseFixture(recording.text, recording.file);
    const { run } = await replayFixture(fixture, page, sandbox, { screenshotDir: testInfo.outputPath('replay'), byScenario: true });
    expect(failureOf(run)).toBeUndefined();
    expect(run.results.map((r) => r.ok)).toEqual(steps.map(() => true));
  });

  test.describe(() => {
    test.use({ locale: 'es-US' });
    test('records in Spanish with the Spanish labels and buttons, and the file replays green', async ({ browser, page, sandbox }, testInfo) => {
      const name = 'rec-es-entry-to-plans';
      const recorder = await startRecorder({ name, from: 'happy-path', locale: 'es-US', browser, dir: testInfo.outputPath('fixtures') });
      await recorder.started;
      const typed = await applyOnEntry(recorder.page, 'es-US');
      await recorder.page.getByRole('button', { name: new RegExp(`(^|\\D)12 ${site('es-US').plan.months}`) }).click();
      await onPath(recorder.page, 'link_bank');
      await recorder.page.getByRole('heading', { level: 1 }).waitFor();
      const recording = await recorder.stop();
      await testInfo.attach(`${name}.yaml`, { body: recording.text, contentType: 'text/yaml' });

      expect(recording.problems.map((p) => p.message)).toEqual([]);
      const doc = parse(recording.text) as { locale?: string; steps: (Step & Record<string, unknown>)[] };
      expect(doc.locale).toBe('es-US');
      const entry = copy('es-US', 'entry');
      expect(doc.steps[1]).toEqual({ fill: typed });
      expect(Object.keys(typed)).toContain(entry.labels.firstName);
      expect(doc.steps[3]).toMatchObject({ click: entry.variants.fullForm!.buttons!.submit, expect: { path: pathOf('choose_plan'), see: [copy('es-US', 'choose_plan').title] } });
      expect(doc.steps[4]).toMatchObject({ pick: 12, expect: { path: pathOf('link_bank') } });

      const { run } = await replayFixture(parseFixture(recording.text, recording.file), page, sandbox, { screenshotDir: testInfo.outputPath('replay'), byScenario: true });
      expect(failureOf(run)).toBeUndefined();
    });
  });

  // Playwright reads a test's fixtures from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  test('npm run record --headless is driven by a script over its DevTools endpoint, and writes what the script did', async ({}, testInfo) => {
    const dir = testInfo.outputPath('fixtures');
    // As QA's script would: start the recorder with no display, connect to the endpoint it prints, type, close the page.
    const record = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'record.ts'), 'rec-headless', '--from', 'happy-path', '--headless', '--dir', dir], {
      cwd: root, env: { ...process.env, DISPLAY: '', WAYLAND_DISPLAY: '' }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    let printed = '';
    record.stdout.on('data', (chunk: Buffer) => void (printed += chunk.toString()));
    record.stderr.on('data', (chunk: Buffer) => void (printed += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => record.on('exit', resolve));
    await expect.poll(() => /DevTools endpoint (\S+)/.exec(printed)?.[1] ?? printed, { timeout: 60_000 }).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const driver = await chromium.connectOverCDP(/DevTools endpoint (\S+)/.exec(printed)![1]!);
    const qa = driver.contexts()[0]!.pages()[0]!;
    const entry = copy('en', 'entry');
    await qa.getByRole('heading', { level: 1, name: entry.variants.fullForm!.title! }).waitFor({ timeout: 30_000 });
    await type(qa, entry.labels.firstName!, 'Ana');
    await qa.close();
    await driver.close();
    expect(await exited, printed).toBe(0);
    const steps = (parse(readFileSync(join(dir, 'rec-headless.yaml'), 'utf8')) as { steps: (Step & Record<string, unknown>)[] }).steps;
    expect(steps).toEqual([{ open: 'link', expect: { path: '/{token}', see: [entry.variants.fullForm!.title] } }, { fill: { [entry.labels.firstName!]: 'Ana' } }]);
  });

  // QA's fixtures driven in the recorder's window step by step (our interpreter clicking and typing as QA would):
  // what comes out is the steps they were written with, the stand-ins, a texted code and a suggestion included.
  const fixtures = loadFixtures();
  const unusedPhone = Array.from({ length: 100 }, (_v, i) => `55555501${String(i).padStart(2, '0')}`).find((n) => !fixtures.some((f) => readFileSync(f.file, 'utf8').includes(n)))!;
  const recordable = (step: Step) => !('wait' in step || 'saved' in step || 'clock' in step || 'merchant' in step || ('suggest' in step && !step.option));
  const shape = (step: Step): string => {
    const { expect: _e, note: _n, ...action } = step as Step & Record<string, unknown>;
    // A box and a suggestion are compared below by their words (the recorder may write a longer start of them).
    if ('check' in step) return 'check';
    if ('suggest' in step) return JSON.stringify({ suggest: step.suggest });
    return JSON.stringify(action);
  };
  for (const name of ['phone-first', 'conditional-bank', 'conditional-identity', 'qa-address-autocomplete']) {
    test(`records ${name}'s journey as the steps it was written with`, async ({ browser }, testInfo) => {
      const fixture = fixtures.find((f) => f.name === name)!;
      // A number of its own: flows:check holds every fixture to a phone no other fixture types.
      // A field holds the last thing typed into it on a screen: qa-address-autocomplete's first search ("quota",
      // which finds nothing) replaced by the next before any other act is not a step QA would get back.
      const steps = (fixture.steps as Step[])
        .filter((step) => !('fill' in step && Object.values(step.fill).includes('quota')))
        .map((step) => ('fill' in step ? { ...step, fill: Object.fromEntries(Object.entries(step.fill).map(([k, v]) => [k, /^\d{10}$/.test(v) && /phone|mobile/i.test(k) ? unusedPhone : v])) } : step));
      const recorder = await startRecorder({ name: `rec-${name}`, from: name, browser, dir: testInfo.outputPath('fixtures') });
      const { token } = await recorder.started;
      const driven = await runSteps(steps, {
        page: recorder.page, baseUrl: recorder.sandbox.baseUrl, token, loanApplicationId: '', linkPath: new URL(recorder.page.url()).pathname,
        control: recorder.sandbox.control, screenshot: async () => '',
      });
      expect(driven.filter((r) => !r.ok).map((r) => `${r.label}: ${r.failure?.actual}`)).toEqual([]);
      const recording = await recorder.stop();
      await testInfo.attach(`rec-${name}.yaml`, { body: recording.text, contentType: 'text/yaml' });
      expect(recording.problems.map((p) => p.message)).toEqual([]);
      const recorded = stepsOf(recording);
      // A difference prints as a diff of the steps (the reporter prints a failed expectation whole), the file under it.
      expect(recorded.map(shape), `the steps recorded in:\n${recording.text}`).toEqual(steps.filter(recordable).map(shape));
      // A box is named by the start of its label, as QA's own fixture names it (or a longer start of it).
      const boxes = steps.filter((s): s is Step & { check: string } => 'check' in s).map((s) => s.check.toLowerCase());
      recorded.filter((s): s is Step & { check: string } => 'check' in s).forEach((s, i) => expect(s.check.toLowerCase().startsWith(boxes[i]!)).toBe(true));
      const options = steps.filter((s) => 'suggest' in s && s.option).map((s) => (s as { option: string }).option);
      recorded.filter((s) => 'suggest' in s).forEach((s, i) => expect((s as { option: string }).option).toContain(options[i]));
    });
  }
});
