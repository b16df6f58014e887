// A screen added and removed with the form editor, shown at once on the open page (issue 46): `npm run dev` on a
// scratch copy of the project with the guide's job_details screen (docs/adding-a-screen.md), in Chromium. The
// borrower is on that screen, in Spanish, with an answer typed; product adds a screen after it: the page does not
// reload (a marker set on the window survives), the answer and the language stay, and the screen's button now leads
// to the new screen in the same page (the router reads the flows as they now are). Removed again from the new screen:
// the page goes back to job_details (in Spanish still), whose button leads where it led before, still without a
// reload, and the project's files are as they were (replays, flows, copy, forms).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { act } from '../../../e2e/replay/runSteps';
import type { Step } from '../../../e2e/replay/Step';
import { words } from '../../../authoring/page/form/words';
import { FIXTURE } from '../../../scripts/guide/guideFixtures';
import { onScreen, usePreview, WAIT } from './devPreview';
import { differing, snapshot } from './scratchProject';

/** What product types for the new screen (their words, not the app's). */
const SCREEN = { name: 'job_access', title: { en: 'Getting to the job', 'es-US': 'Cómo llegar al trabajo' }, button: { en: 'NEXT', 'es-US': 'SIGUIENTE' } };
const QUESTION = { name: 'gateCode', en: 'Gate code for the driveway', es: 'Código de la reja de la entrada' };

const preview = usePreview('screen-preview-');

/** The words of job_details's button in a language, from content/ (as the app shows them). */
const buttonOf = (locale: string) => preview.copy(locale, 'job_details', { button: 'submit' });

const notReloaded = (page: Page) => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded);

describe('a screen added and removed by the form editor, previewed at once (issue 46)', () => {
  it('is reached on Continue in the same page, the typed answer and the language kept; removed, Continue goes where it went before; no reload, no file left changed', async () => {
    const before = snapshot(preview.dir);
    const { page, ctx } = await preview.open();
    // The fixture's walk up to job_details, its answers given as the fixture gives them.
    const steps = (parse(FIXTURE) as { steps: Step[] }).steps;
    const pick = steps.findIndex((s) => 'pick' in s);
    for (const step of steps.slice(0, pick + 1)) {
      await act(step, ctx);
      if ('open' in step) await onScreen(page);
    }
    await onScreen(page, '/job_details');
    // Its form drawn (its validators are a chunk of their own).
    await page.locator('main form select').first().waitFor();
    for (const step of steps.slice(pick + 1, steps.map((s) => 'click' in s).lastIndexOf(true))) await act(step, ctx);
    await page.locator('header button', { hasText: 'Español' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'es-US', null, { timeout: WAIT });
    await page.evaluate(() => { (window as unknown as { notReloaded: boolean }).notReloaded = true; });

    // Product adds a screen after this one.
    const toggle = page.getByRole('button', { name: words.toggle, exact: true });
    await toggle.click();
    const panel = page.locator('#fe-panel');
    await panel.getByRole('heading', { name: words.title('job_details') }).waitFor();
    const add = panel.getByRole('form', { name: words.addScreen, exact: true });
    await add.getByLabel(words.screenName, { exact: true }).fill(SCREEN.name);
    for (const l of ['en', 'es-US'] as const) {
      await add.getByLabel(words.screenTitle(words.language(l)), { exact: true }).fill(SCREEN.title[l]);
      await add.getByLabel(words.screenButton(words.language(l)), { exact: true }).fill(SCREEN.button[l]);
    }
    await add.getByLabel(words.name, { exact: true }).fill(QUESTION.name);
    await add.getByLabel(words.kind, { exact: true }).selectOption('widget:text');
    await add.getByLabel(words.label(words.language('en')), { exact: true }).fill(QUESTION.en);
    await add.getByLabel(words.label(words.language('es-US')), { exact: true }).fill(QUESTION.es);
    await add.getByLabel(words.mustAnswer, { exact: true }).uncheck();
    await add.getByRole('button', { name: words.saveScreen }).click();
    // The panel says it is written once the page shows it, or the page has reloaded (which loses the marker).
    const written = words.done(['\u0000']).split('\u0000')[0]!;
    await page.waitForFunction((w) => !(window as unknown as { notReloaded?: boolean }).notReloaded
      || (document.querySelector('#fe-panel [role="status"]')?.textContent ?? '').startsWith(w), written, { timeout: WAIT });
    expect(await notReloaded(page), 'the page reloaded on adding a screen').toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-US');
    expect(await page.locator('main input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).toContain('CA-123456');

    // Continue reaches the new screen, in Spanish, in the same page.
    await toggle.click();
    await act({ click: buttonOf('es-US') }, ctx);
    await onScreen(page, `/${SCREEN.name}`);
    // The new screen drawn with its title and its question, in Spanish (its address comes first, the screen after).
    await page.locator('main h1').filter({ hasText: SCREEN.title['es-US'] }).waitFor();
    await page.locator('main').getByLabel(QUESTION.es, { exact: true }).waitFor();
    expect(await notReloaded(page), 'the page reloaded on the way to the new screen').toBe(true);

    // Removed, from the new screen: the page is back on job_details, which goes on to the bank as before.
    await toggle.click();
    await panel.getByRole('heading', { name: words.title(SCREEN.name) }).waitFor();
    await panel.getByRole('button', { name: words.removeScreenOf(SCREEN.name), exact: true }).click();
    await page.waitForFunction((w) => !(window as unknown as { notReloaded?: boolean }).notReloaded
      || (document.querySelector('#fe-panel [role="status"]')?.textContent ?? '').startsWith(w), written, { timeout: WAIT });
    await onScreen(page, '/job_details');
    expect(await notReloaded(page), 'the page reloaded on removing the screen').toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-US');
    // Back on it as Back would bring them: answered again (the fixture's words, in English), then on to the bank.
    await toggle.click();
    await page.locator('header button', { hasText: 'English' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'en', null, { timeout: WAIT });
    await page.locator('main form select').first().waitFor();
    for (const step of steps.slice(pick + 1, steps.map((s) => 'click' in s).lastIndexOf(true))) await act(step, ctx);
    await act({ click: buttonOf('en') }, ctx);
    await onScreen(page, '/link_bank');
    expect(await notReloaded(page), 'the page reloaded').toBe(true);
    expect(differing(before, snapshot(preview.dir))).toEqual([]);
    await page.close();
  }, 600_000);
});
