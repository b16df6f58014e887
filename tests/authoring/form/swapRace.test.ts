// A borrower's click while the form editor swaps the flows under the open page (issue 46): `npm run dev` on a scratch
// copy of the project with the guide's job_details screen (docs/adding-a-screen.md), in Chromium. The borrower is on
// choose_plan; product adds a screen after it, and while the panel still says it is checking and writing, the
// borrower picks a plan. The page has by then taken the new flows (src/runtime/loadConfig.ts: replaceFlows) but not
// yet been redrawn (the redraw's Fast Refresh is held here, as a busy dev server holds it): the pick must reach the
// screen the flows send it to (the new one, or job_details as the flows were when it was sent), drawn, never the
// payment link's route reading the new screen's address as a link token (the "expired" page), and from there the
// borrower goes on with their application.
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { act } from '../../../e2e/replay/runSteps';
import type { Step } from '../../../e2e/replay/Step';
import { editorApi } from '../../../authoring/shared/paths';
import { words } from '../../../authoring/page/form/words';
import { FIXTURE } from '../../../scripts/guide/guideFixtures';
import { usePreview, WAIT } from './devPreview';

/** What product types for the new screen (their words, not the app's). */
const SCREEN = { name: 'plan_notes', title: { en: 'A note about your plan', 'es-US': 'Una nota sobre su plan' }, button: { en: 'NEXT', 'es-US': 'SIGUIENTE' } };
const QUESTION = { name: 'planNote', en: 'Anything we should know', es: 'Algo que debamos saber' };

const preview = usePreview('swap-race-');

/** A screen's title in English, from the scratch copy's content/ (as the app shows it). */
const titleOf = (screen: string) => preview.copy('en', screen, { title: true });

/** The screen the app has drawn once it has left the one at `from` titled `fromTitle`: its address and its title
 * (read together, once the screen is drawn: no loader, a title that is not the old screen's, shown in a transition). */
async function leftFor(page: Page, from: string, fromTitle: string): Promise<{ path: string; title: string }> {
  const drawn = await page.waitForFunction(([f, t]) => {
    const title = document.querySelector('#root main h1')?.textContent ?? '';
    const path = window.location.pathname;
    return path !== f && title !== '' && title !== t && document.querySelector('#root main .loader') === null ? { path, title } : null;
  }, [from, fromTitle] as const, { timeout: WAIT });
  return (await drawn.jsonValue())!;
}

describe('a plan picked while the form editor swaps the flows (issue 46)', () => {
  it('reaches the screen the flows send it to, never the expired page, and the application goes on', async () => {
    const { page, ctx } = await preview.open();
    // The fixture's walk up to choose_plan.
    const steps = (parse(FIXTURE) as { steps: Step[] }).steps;
    const pick = steps.findIndex((s) => 'pick' in s);
    for (const step of steps.slice(0, pick)) await act(step, ctx);
    await page.waitForFunction(() => window.location.pathname === '/choose_plan' && document.querySelector('#root main h1') !== null && document.querySelector('[data-first-paint]') === null, null, { timeout: WAIT });
    await page.getByRole('button', { name: /(^|[^\d$.,])12\s+\p{L}/iu }).first().waitFor();
    await page.evaluate(() => { (window as unknown as { notReloaded: boolean }).notReloaded = true; });

    // The redraw that follows a change (its Fast Refresh) held until the borrower has picked: the page has the new
    // flows, the router has not been drawn again.
    let held: (route: Route) => void = () => undefined;
    const redrawAsked = new Promise<Route>((resolve) => { held = resolve; });
    await page.route(`**${editorApi('copy')}refresh`, (route) => held(route));

    // Product adds a screen after choose_plan.
    await page.getByRole('button', { name: words.toggle, exact: true }).click();
    const panel = page.locator('#fe-panel');
    await panel.getByRole('heading', { name: words.title('choose_plan') }).waitFor();
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
    const status = panel.getByRole('status').first();
    await add.getByRole('button', { name: words.saveScreen }).click();
    const redraw = await redrawAsked;
    // Still checking and writing, as far as product can tell: the borrower picks a plan now.
    expect(await status.textContent()).toBe(words.working);
    await act(steps[pick]!, ctx);
    const reached = await leftFor(page, '/choose_plan', titleOf('choose_plan'));
    const expected = [{ path: `/${SCREEN.name}`, title: SCREEN.title.en }, { path: '/job_details', title: titleOf('job_details') }];
    expect(expected, `the pick ended on ${reached.path} ("${reached.title}")`).toContainEqual(reached);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded), 'the page reloaded').toBe(true);

    // The redraw goes through; the borrower continues with their application, on the same page.
    await redraw.continue();
    await page.unroute(`**${editorApi('copy')}refresh`);
    const written = words.done(['\u0000']).split('\u0000')[0]!;
    await page.waitForFunction((w) => (document.querySelector('#fe-panel [role="status"]')?.textContent ?? '').startsWith(w), written, { timeout: WAIT });
    await page.getByRole('button', { name: words.toggle, exact: true }).click();
    if (reached.path === `/${SCREEN.name}`) await act({ click: SCREEN.button.en }, ctx);
    await page.waitForFunction(() => window.location.pathname === '/job_details' && document.querySelector('#root main form select') !== null, null, { timeout: WAIT });
    expect(await page.locator('main h1').first().textContent()).toBe(titleOf('job_details'));
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded), 'the page reloaded').toBe(true);
    await page.close();
  }, 600_000);
});
