import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beyondAxe } from '../../e2e/replay/beyondAxe';
import type { EngineDecision } from '../../e2e/replay/coverage';
import { runSteps, type ReplayContext } from '../../e2e/replay/runSteps';
import type { Step } from '../../e2e/replay/Step';
import type { FixtureRun } from '../../e2e/replay/writeReport';
import type { Fixture } from '../../sandbox/server/fixtures/Fixture';
import { tokenOf } from '../../sandbox/server/fixtures/loadFixtures';
import type { ReplaySandbox } from './replaySandbox';

/** What one replay produced: its run for the contact sheet and the decisions the engine made, for the coverage. */
export interface FixtureReplay { run: FixtureRun; decisions: EngineDecision[] }

export interface ReplayOptions {
  /** Where the step screenshots go (NN.png). */
  screenshotDir: string;
  /** Wraps each step (Playwright Test's test.step, so a trace shows the steps by their fixture words). */
  step?: ReplayContext['step'];
  /** Replays a fixture the sandbox was not started with (a freshly recorded one): its link is made from its scenario. */
  byScenario?: boolean;
}

// One fixture's replay in a page whose browser context has the fixture's language: a fresh link (or the prequal
// signup page), the sandbox's clock and faults reset first, every step run, checked and screenshot (runSteps), every
// distinct screen held to axe-core, every screen to the checks axe does not make (e2e/replay/beyondAxe.ts: focus and
// required fields after each step, reflow at 320 px and 200% text once per screen), and a replay in another
// language held to no English on screen. Never throws for
// the app's sake: a failure is in the run (a step not ok, or `error`).
export async function replayFixture(fixture: Fixture, page: Page, sandbox: ReplaySandbox, options: ReplayOptions): Promise<FixtureReplay> {
  const t0 = Date.now();
  const decisions: EngineDecision[] = [];
  const journey = fixture.kind === 'prequal' ? 'prequal' : 'borrower';
  mkdirSync(options.screenshotDir, { recursive: true });
  await page.clock.install();
  await page.exposeBinding('__onEngineDecision', (_source, d: EngineDecision) => void decisions.push({ screen: d.screen, via: d.via, journey }));
  const { control } = sandbox;
  let run: FixtureRun;
  try {
    await control('POST', '/api/__sandbox/clock', { reset: true });
    // A fault an earlier replay on this sandbox never reached (it stopped first) must not fail this one's calls.
    await control('DELETE', '/api/__sandbox/faults');
    const link = await fixtureLink(fixture, control, options.byScenario);
    sandbox.showing(link.token);
    const english = sandbox.english(fixture.locale);
    const results = await runSteps(fixture.steps as Step[], {
      page, baseUrl: sandbox.baseUrl, token: link.token, loanApplicationId: link.loanApplicationId, linkPath: link.path, control,
      audit: sandbox.audit,
      beyondAxe: beyondAxe(sandbox.baseUrl),
      ...(english ? { english } : {}),
      ...(options.step ? { step: options.step } : {}),
      screenshot: async (name) => {
        const file = join(options.screenshotDir, `${name}.png`);
        await page.screenshot({ path: file, fullPage: true });
        return file;
      },
    });
    run = { name: fixture.name, ...(fixture.description ? { description: fixture.description } : {}), results, ms: Date.now() - t0 };
  } catch (e) {
    run = { name: fixture.name, results: [], ms: Date.now() - t0, error: (e as Error).message };
  }
  // The page says goodbye as a borrower's would (the app sends its last analytics events on pagehide).
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide'))).catch(() => undefined);
  await page.waitForTimeout(300);
  return { run, decisions };
}

/**
 * A fresh link of a fixture, as a replay opens it: a payment link from the control API (made from the fixture's
 * scenario when the sandbox does not know the fixture); for a prequal fixture its signup page: the static signup
 * makes a new prequal id per visit, so the fixture's own signupId (and the merchant seeded for it) is a fresh link.
 */
export async function fixtureLink(fixture: Fixture, control: ReplayContext['control'], byScenario = false): Promise<{ token: string; loanApplicationId: string; path: string }> {
  if (fixture.kind === 'prequal') return { token: tokenOf(fixture), loanApplicationId: '', path: `/${encodeURIComponent(tokenOf(fixture))}/prequalify` };
  const { token: _token, ...scenario } = fixture.scenario;
  return (await control('POST', '/api/__sandbox/links', byScenario ? { scenario } : { fixture: fixture.name })) as { token: string; loanApplicationId: string; path: string };
}

/** The first failed step of a run, in one sentence (the line `npm run replay` prints under FAIL); none when it passed. */
export function failureOf(run: FixtureRun): string | undefined {
  if (run.error) return run.error;
  const bad = run.results.find((r) => !r.ok);
  return bad ? `step ${bad.index + 1} "${bad.label}" on ${bad.path}: expected ${bad.failure?.expected}, actual ${bad.failure?.actual}` : undefined;
}
