// The form editor's change shown at once, on the same screen (issue 46): `npm run dev` on a scratch copy of the
// project with the guide's job_details screen (docs/adding-a-screen.md), in Chromium. The borrower is on that screen
// with answers typed; product adds a question in the Edit form panel; the screen shows it with its words from
// content/ (and in Spanish after a switch of language), the typed answers still in their boxes, and the page never
// reloaded (a marker set on the window survives); Undo takes it off the screen the same way. Its answer then reaches
// the lender on Continue: the flow's new `save:` line is taken without a reload too. Screenshots of the panel at 1280x800 and 360x740 go to
// reports/form-editor/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { act } from '../../../e2e/replay/runSteps';
import type { Step } from '../../../e2e/replay/Step';
import { words } from '../../../authoring/page/form/words';
import { FIXTURE } from '../../../scripts/guide/guideFixtures';
import { onScreen, usePreview, WAIT } from './devPreview';
import { repo } from './scratchProject';

const SHOTS = join(repo, 'reports', 'form-editor');
const QUESTION = { name: 'gateCode', en: 'Gate code for the driveway', es: 'Código de la reja de la entrada' };

const preview = usePreview('form-preview-');

/** A copy text of the scratch copy as the app reads it (the editor wrote it there). */
const label = (locale: string, key: string) => preview.copy(locale, 'job_details', { label: key });

/** The box a question's words label, on the screen (not in the editor's panel). */
const box = (page: Page, text: string) => page.locator('main').getByLabel(text, { exact: true });

describe('a form editor change previewed at once (issue 46)', () => {
  it('shows an added (and an undone) question on the same screen, in English and Spanish, the typed answers kept, no reload; its answer is saved', async () => {
    const { page, ctx } = await preview.open();
    // The fixture's walk up to the new screen: the link, the entry form, the plan.
    const steps = (parse(FIXTURE) as { steps: Step[] }).steps;
    for (const step of steps.slice(0, steps.findIndex((s) => 'pick' in s) + 1)) {
      await act(step, ctx);
      if ('open' in step) await onScreen(page);
    }
    await onScreen(page, '/job_details');
    // Its form drawn (its validators are a chunk of their own).
    await box(page, 'Permit number (if you have one)').waitFor({ timeout: WAIT });
    await act({ choose: { 'What kind of job is it?': 'A repair', 'Do you own or rent the home?': 'I own it' } }, ctx);
    await act({ fill: { 'Permit number (if you have one)': 'CA-123456' } }, ctx);
    await page.evaluate(() => { (window as unknown as { notReloaded: boolean }).notReloaded = true; });

    // Product adds a question in the panel.
    await page.getByRole('button', { name: words.toggle, exact: true }).click();
    const panel = page.locator('#fe-panel');
    await panel.getByRole('heading', { name: words.title('job_details') }).waitFor({ timeout: WAIT });
    const addQuestion = async () => {
      const add = panel.getByRole('form', { name: words.add, exact: true });
      await add.getByLabel(words.name, { exact: true }).fill(QUESTION.name);
      await add.getByLabel(words.kind, { exact: true }).selectOption('widget:text');
      await add.getByLabel(words.label(words.language('en')), { exact: true }).fill(QUESTION.en);
      await add.getByLabel(words.label(words.language('es-US')), { exact: true }).fill(QUESTION.es);
      await add.getByRole('button', { name: words.save }).click();
      await panel.locator(`[data-fe-question="${QUESTION.name}"]`).waitFor();
    };
    await addQuestion();

    // The same screen shows it, with its words from content/, what was typed still there, the page not reloaded.
    const english = label('en', QUESTION.name);
    expect(english).toBe(QUESTION.en);
    // Until the screen has it, or the page has reloaded (which loses the marker, and then the screen).
    await page.waitForFunction((text) => !(window as unknown as { notReloaded?: boolean }).notReloaded
      || [...document.querySelectorAll('main label')].some((l) => l.textContent?.trim() === text), english, { timeout: WAIT });
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded), 'the page reloaded').toBe(true);
    await box(page, english).waitFor({ timeout: WAIT });
    expect(new URL(page.url()).pathname).toMatch(/\/job_details$/);
    expect(await box(page, 'Permit number (if you have one)').inputValue()).toBe('CA-123456');
    expect(await box(page, 'What kind of job is it?').evaluate((s) => (s as HTMLSelectElement).selectedOptions[0]?.textContent)).toBe('A repair');
    mkdirSync(SHOTS, { recursive: true });
    await panel.locator('[data-fe-question="gateCode"]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'added-1280.png') });
    await page.setViewportSize({ width: 360, height: 740 });
    await panel.locator('[data-fe-question="gateCode"]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'added-360.png') });
    await page.setViewportSize({ width: 1280, height: 800 });

    // Undone: the question leaves the screen at once, what was typed stays, no reload. Added again for what follows.
    await panel.getByRole('button', { name: words.undo }).click();
    await panel.locator(`[data-fe-question="${QUESTION.name}"]`).waitFor({ state: 'detached' });
    await page.waitForFunction((text) => !(window as unknown as { notReloaded?: boolean }).notReloaded
      || ![...document.querySelectorAll('main label')].some((l) => l.textContent?.trim() === text), english);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded), 'the page reloaded').toBe(true);
    expect(await box(page, 'Permit number (if you have one)').inputValue()).toBe('CA-123456');
    await addQuestion();
    await box(page, english).waitFor();
    expect(await box(page, 'Permit number (if you have one)').inputValue()).toBe('CA-123456');

    // In Spanish: the new question's Spanish words.
    await panel.getByRole('button', { name: words.close }).click();
    await page.locator('header button', { hasText: 'Español' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'es-US', null, { timeout: WAIT });
    await box(page, label('es-US', QUESTION.name)).waitFor({ timeout: WAIT });
    expect(await page.locator('main input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).toContain('CA-123456');
    await page.locator('header button', { hasText: 'English' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'en', null, { timeout: WAIT });

    // Answered and sent: the flow's new `save:` line keeps it with the lender, still without a reload.
    await act({ fill: { [english]: '4321' } }, ctx);
    await act({ click: 'CONTINUE' }, ctx);
    await onScreen(page, '/link_bank');
    await act({ saved: { permitNumber: 'CA-123456', gateCode: '4321', jobType: 'repair', homeOwner: 'own' } }, ctx);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded), 'the page reloaded').toBe(true);
    await page.close();
  }, 600_000);
});
