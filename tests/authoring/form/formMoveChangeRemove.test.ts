// A question moved by keyboard alone, its words changed, and another removed with the form editor, each shown at
// once on the open screen (issue 46): `npm run dev` on a scratch copy of the project with the guide's job_details
// screen (docs/adding-a-screen.md), in Chromium. The borrower is on that screen with answers given; product moves
// the job type down and up again with Enter on the panel's buttons (the focus staying on the moved question's
// button), changes its words from the keyboard, and removes the permit number: the screen follows each change, the
// answers given stay, and the page never reloads (a marker set on the window survives). The panel's words come from
// authoring/page/form/words.ts and the screen's from content/ of the scratch copy.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { act } from '../../../e2e/replay/runSteps';
import type { Step } from '../../../e2e/replay/Step';
import { words } from '../../../authoring/page/form/words';
import { FIXTURE } from '../../../scripts/guide/guideFixtures';
import { onScreen, usePreview, WAIT } from './devPreview';

const preview = usePreview('form-move-');

/** A label of job_details' English copy in the scratch copy, as the app reads it (the editor writes there). */
const label = (key: string) => preview.copy('en', 'job_details', { label: key });

/** Which of `texts` the screen shows, in the order it shows them (not the editor's panel). */
const shownInOrder = (page: Page, texts: string[]) => page.evaluate((all) => {
  const text = document.querySelector('#root main')?.textContent ?? '';
  return all.filter((t) => text.includes(t)).sort((a, b) => text.indexOf(a) - text.indexOf(b));
}, texts);

/** The screen shows exactly `texts` of `among`, in that order (waits until it does, or the page reloaded). */
const screenShows = (page: Page, texts: string[], among: string[]) => page.waitForFunction(([want, all]) => {
  if (!(window as unknown as { notReloaded?: boolean }).notReloaded) return true;
  const text = document.querySelector('#root main')?.textContent ?? '';
  const seen = all.filter((t) => text.includes(t)).sort((a, b) => text.indexOf(a) - text.indexOf(b));
  return JSON.stringify(seen) === JSON.stringify(want);
}, [texts, among] as const, { timeout: WAIT });

const notReloaded = (page: Page) => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

describe('a question moved, changed and removed with the form editor, shown at once (issue 46)', () => {
  it('moves the job type down and up by keyboard alone, changes its words, removes the permit number: the screen follows each, the answers stay, no reload', async () => {
    const { page, ctx } = await preview.open();
    // The fixture's walk up to the guide's screen: the link, the entry form, the plan.
    const steps = (parse(FIXTURE) as { steps: Step[] }).steps;
    for (const step of steps.slice(0, steps.findIndex((s) => 'pick' in s) + 1)) {
      await act(step, ctx);
      if ('open' in step) await onScreen(page);
    }
    await onScreen(page, '/job_details');
    const [jobType, homeOwner, permit] = [label('jobType'), label('homeOwner'), label('permitNumber')];
    const permitBox = () => page.locator('main').getByLabel(permit, { exact: true });
    await permitBox().waitFor();
    await act({ choose: { [jobType]: label('jobType.repair'), [homeOwner]: label('homeOwner.own') } }, ctx);
    await act({ fill: { [permit]: 'CA-123456' } }, ctx);
    const questions = [jobType, homeOwner, permit];
    expect(await shownInOrder(page, questions)).toEqual([jobType, homeOwner, permit]);
    /** The answers given, as the screen holds them: the job type's choice, the owner's radio, the permit typed. */
    const answers = () => page.evaluate(() => {
      const main = document.querySelector('#root main')!;
      const select = main.querySelector('select');
      return {
        job: select?.selectedOptions[0]?.textContent ?? null,
        owner: (main.querySelector('input[type="radio"]:checked')?.closest('label, div')?.textContent ?? '').trim(),
        permit: [...main.querySelectorAll('input[type="text"], input:not([type])')].map((i) => (i as HTMLInputElement).value).find((v) => v !== '') ?? null,
      };
    });
    const given = await answers();
    expect(given).toMatchObject({ job: label('jobType.repair'), permit: 'CA-123456' });
    expect(given.owner).toContain(label('homeOwner.own'));

    await page.getByRole('button', { name: words.toggle, exact: true }).click();
    const panel = page.locator('#fe-panel');
    await panel.getByRole('heading', { name: words.title('job_details') }).waitFor();
    // Marked once the screen and the panel have loaded what they load (the dev server may reload a page once for a
    // dependency it prepares late): a change is then to show without a reload.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => { (window as unknown as { notReloaded: boolean }).notReloaded = true; });
    const order = () => panel.locator('[data-fe-question]').evaluateAll((items) => items.map((i) => i.getAttribute('data-fe-question')));
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

    // Down by Enter on its button: the screen shows it after the owner question at once; the focus stays on it.
    await panel.getByRole('button', { name: words.moveDownOf(jobType), exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('#fe-panel [data-fe-question]')?.getAttribute('data-fe-question') === 'homeOwner');
    await screenShows(page, [homeOwner, jobType, permit], questions);
    expect(await notReloaded(page), `the page reloaded; the dev server said:\n${preview.printed().slice(-2000)}`).toBe(true);
    expect(await order()).toEqual(['homeOwner', 'jobType', 'landlordPhone', 'permitNumber']);
    expect(await focused()).toBe(words.moveDownOf(jobType));
    expect(await answers()).toEqual(given);

    // Up again from the keyboard: Shift+Tab to its Move up, Enter; first again, the focus on the button still enabled.
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe(words.moveUpOf(jobType));
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('#fe-panel [data-fe-question]')?.getAttribute('data-fe-question') === 'jobType');
    await screenShows(page, [jobType, homeOwner, permit], questions);
    expect(await notReloaded(page), 'the page reloaded').toBe(true);
    expect(await focused()).toBe(words.moveDownOf(jobType));
    expect(await answers()).toEqual(given);

    // Its words changed from the keyboard: Tab to Change, Enter opens its editor with the focus in the first box.
    await page.keyboard.press('Tab');
    expect(await focused()).toBe(words.changeOf(jobType));
    await page.keyboard.press('Enter');
    const englishBox = panel.locator('#fe-edit-jobType').getByLabel(words.label(words.language('en')), { exact: true });
    await expect.poll(() => englishBox.evaluate((el) => el === document.activeElement)).toBe(true);
    const newWords = `${jobType} (${label('jobType.repair')})`;
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(newWords);
    await page.keyboard.press('Enter');
    await panel.locator('[data-fe-question="jobType"] strong', { hasText: newWords }).waitFor();
    expect(label('jobType')).toBe(newWords);
    await screenShows(page, [newWords, homeOwner, permit], [newWords, homeOwner, permit]);
    expect(await notReloaded(page), 'the page reloaded').toBe(true);
    expect(await answers()).toEqual(given);

    // The permit number removed: gone from the screen at once, the other answers kept.
    await panel.getByRole('button', { name: words.removeOf(permit), exact: true }).focus();
    await page.keyboard.press('Enter');
    await panel.locator('[data-fe-question="permitNumber"]').waitFor({ state: 'detached' });
    await screenShows(page, [newWords, homeOwner], [newWords, homeOwner, permit]);
    expect(await notReloaded(page), 'the page reloaded').toBe(true);
    expect(await permitBox().count()).toBe(0);
    expect(await answers()).toEqual({ ...given, permit: null });
    await page.close();
  }, 600_000);
});
