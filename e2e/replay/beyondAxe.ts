import type { Page } from 'playwright-core';
import { probeReflow, probeStep, type ReflowProbe, type StepProbe } from './pageProbes';
import { kindOf, type Step, type StepKind } from './Step';

// The replays' WCAG 2.2 AA checks that axe-core does not make (issue 48), on the settled screen after every step:
// the focus is not dropped on the page (2.4.3, 2.4.7), the focused element is not half hidden under something fixed
// or sticky (2.4.11), the fields a form needs say they are required (1.3.1, 3.3.2); and once per distinct screen of
// a replay, at 320 px wide with the text at 200%, nothing scrolls sideways or is cut off (1.4.10). Each problem is
// one line naming the element and the criterion; runSteps makes it the step's failure.

/** Steps that may leave the focus where it was: the borrower does not touch the page (the lender acts, time passes, a
 * fault is queued, the lender's record is read), or the replay picks a select's option without focusing it
 * (`choose`). The focus is only lost in them if something held it when they began. */
const UNTOUCHED: ReadonlySet<StepKind> = new Set(['merchant', 'clock', 'fault', 'saved', 'wait', 'choose']);

/** Whether a step that ends with the focus on the page's body lost it: see the rule in `beyondAxe`. */
export function focusLost(kind: StepKind, focusedBefore: boolean): boolean {
  // `fill` ends with the replay's own blur (the borrower tapping the page's background): the page did not drop it.
  // `open` loads a new document, which starts with the focus at its top, as every page a browser opens does.
  if (kind === 'fill' || kind === 'open') return false;
  return UNTOUCHED.has(kind) ? focusedBefore : true;
}

/** The step's problems from what the page measured (pure: tests/e2e/beyondAxe.test.ts holds its words). */
export function stepProblems(probe: StepProbe, lost: { was: string | null } | null): string[] {
  const problems: string[] = [];
  if (lost) problems.push(`the focus is lost to the page's body${lost.was ? ` (it was on ${lost.was})` : ''} (WCAG 2.4.3 Focus Order, 2.4.7 Focus Visible)`);
  if (probe.focused && probe.covered && probe.covered.share > 0.5) {
    problems.push(`the focused ${probe.focused} is ${Math.round(probe.covered.share * 100)}% covered by ${probe.covered.by} (WCAG 2.4.11 Focus Not Obscured)`);
  }
  for (const field of probe.requiredUnsaid) problems.push(`the field ${field}, is not exposed as required (WCAG 1.3.1 Info and Relationships, 3.3.2 Labels or Instructions)`);
  return problems;
}

/** The reflow's problems at 320 px with the text at 200%. */
export function reflowProblems(probe: ReflowProbe): string[] {
  const at = 'at 320 px with the text at 200%';
  const problems: string[] = [];
  // The page may scroll sideways for a data table or an image alone (1.4.10's exception for two-dimensional content).
  if (probe.pushing.length > 0 || (probe.sideways > 0 && probe.twoDimensional === 0)) {
    problems.push(`${at} ${probe.sideways > 0 ? `the page scrolls sideways by ${probe.sideways} px` : 'something runs past the page\'s edge'}${probe.pushing.length ? `: ${probe.pushing.join(', ')}` : ''} (WCAG 1.4.10 Reflow)`);
  }
  for (const cut of probe.clipped) problems.push(`${at} ${cut} (WCAG 1.4.10 Reflow)`);
  return problems;
}

/** The window at 320 px wide and the root text at twice its size (as tests/src/styles/ lay the app out), the page
 * measured, then the window and text as they were. */
export async function reflowAt320(page: Page): Promise<ReflowProbe> {
  const size = page.viewportSize();
  // A frame for what the page does on a resize; the measuring itself lays the page out as it now is.
  const frame = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
  await page.setViewportSize({ width: 320, height: size?.height ?? 640 });
  const was = await page.evaluate(() => {
    const root = document.documentElement;
    const before = root.style.getPropertyValue('font-size');
    root.style.setProperty('font-size', `${parseFloat(getComputedStyle(root).fontSize) * 2}px`, 'important');
    return before;
  });
  try {
    await frame();
    return await page.evaluate(probeReflow);
  } finally {
    await page.evaluate((before) => {
      const root = document.documentElement;
      if (before) root.style.setProperty('font-size', before);
      else root.style.removeProperty('font-size');
    }, was).catch(() => undefined);
    if (size) await page.setViewportSize(size);
  }
}

export interface BeyondAxe {
  /** Before a step: whether something on the page holds the focus. */
  before: (page: Page) => Promise<void>;
  /** After the step, on the settled screen: its problems (none when it passes). */
  after: (page: Page, step: Step) => Promise<string[]>;
}

// One per replay (each distinct screen's reflow is measured once in it: path, heading and open dialog, as the
// axe audit tells screens apart). Pages that are not the app's (the marketing site after leaving) are not checked.
// The rule for a lost focus: after a step the borrower took on the page (a tap, a key, a choice), the focus
// must be on something once the screen has settled (the app focuses each new screen's heading, or keeps it on the
// control or moves it to the field in error); after a step that does not touch the page, only if it held the focus
// when the step began. It gets up to 3 s to arrive (the heading takes it after the screen's first paint).
export function beyondAxe(appOrigin: string): BeyondAxe {
  const reflowed = new Set<string>();
  let focusedBefore: string | null = null;
  const ours = (page: Page) => page.url().startsWith(appOrigin);
  return {
    before: async (page) => {
      focusedBefore = ours(page) ? await page.evaluate(probeStep).then((p) => p.focused, () => null) : null;
    },
    after: async (page, step) => {
      if (!ours(page)) return [];
      let probe = await page.evaluate(probeStep);
      let lost: { was: string | null } | null = null;
      if (!probe.focused && focusLost(kindOf(step), focusedBefore !== null)) {
        const moved = await page.waitForFunction(() => document.activeElement && document.activeElement !== document.body, undefined, { timeout: 3_000 }).then(() => true, () => false);
        if (moved) probe = await page.evaluate(probeStep);
        else lost = { was: focusedBefore };
      }
      const problems = stepProblems(probe, lost);
      const screen = await page.evaluate(() => `${location.pathname}|${document.querySelector('h1')?.textContent ?? ''}|${document.querySelector('dialog[open] h2, dialog[open] h1')?.textContent ?? ''}`);
      if (!reflowed.has(screen)) {
        reflowed.add(screen);
        problems.push(...reflowProblems(await reflowAt320(page)));
      }
      return problems;
    },
  };
}
