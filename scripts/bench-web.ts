// npm run bench:web: the app's first screen against two floors, in one run. Builds the app as `npm start` does
// (dist/) and the floor pages in bench/ (a bare React + react-router page, and the same with @rjsf/core and a
// precompiled validator; reports/bench-web/), serves each from its own in-memory sandbox exactly as the app is
// served, and runs Lighthouse's mobile preset (simulated Slow 4G, 4x CPU) on them in turn, app / bare / rjsf, three
// times each, every run on a fresh happy-path payment link. Prints the medians (score, FCP, LCP, TBT, CLS, bytes)
// and the ratios app / floor. Then, since the app paints its words before its form's code arrives (docs/adr/0006),
// when the borrower can type: each page three more times in the same Chromium with the same throttling applied for
// real (scripts/bench/formReady.ts), the LCP the browser saw, when a form field was there, and whether what was
// typed into it at once survived the app taking over (the method is printed with the table). Last, a second link,
// a returning borrower's (fixtures/returning-to-plans.yaml: the plans, a screen the boot does not paint), measured
// both ways on the app and, given BENCH_BASELINE=<commit>, on that commit's build (built into reports/bench-web/
// from a temporary git worktree), so the app reads against the build before the boot painted (docs/adr/0006: such
// links arrive a round trip later); the baseline is measured on the first link as well (the row "before"). Every
// Lighthouse run comes before the applied-throttling runs: those drive Chromium through Playwright, which, once
// connected, attaches to every tab (Lighthouse's too) and would run its own work on the page timed. BENCH_ROUNDS=<n>
// runs n rounds instead of 3.
// Figures only: it never passes or fails a budget; it exits 1 only when it cannot run.
import { buildsToMeasure } from './bench/builds';
import { connect, launchChromium, runLighthouse } from './bench/chromium';
import { benchRounds, measureRounds, seconds } from './bench/figures';
import { measureFormReady, measureScreen, READY_METHOD } from './bench/formReady';
import { runBenchIfMain, type BenchResources } from './bench/run';
import { freshLink, serve } from './bench/sandbox';
import { appliedThrottling } from './bench/throttle';
import { formatBenchTable, formatReadyTable, formatSecondLinkTable, formatTbtAgainstFloor, medianFigures, type PageFigures, type ReadyRun, type ScreenRun } from './bench/webTables';

const FIXTURE = 'happy-path';
/** The second link: a returning borrower's, which opens on a screen the boot does not paint. */
const SECOND_FIXTURE = 'returning-to-plans';
const ROUNDS = benchRounds();
const DEADLINE_MS = 15 * 60_000;

/** A page under test: its name in the table, its sandbox's address, its Lighthouse runs and its applied-throttling runs (of the form on the first link, of the screen on the second). */
interface Target { name: string; baseUrl: string; runs: PageFigures[]; ready: ReadyRun[]; screens: ScreenRun[] }

const oneRun = (f: PageFigures): string =>
  `score ${f.score.toFixed(2)}, FCP ${seconds(f.fcpMs)}, LCP ${seconds(f.lcpMs)}, TBT ${Math.round(f.tbtMs)} ms, CLS ${f.cls.toFixed(3)}, ${Math.round(f.bytes / 1024)} KiB`;

const oneReadyRun = (f: ReadyRun): string =>
  `LCP ${seconds(f.lcpMs)}, form ${seconds(f.formMs)}, typed text ${f.typedKept ? 'kept' : 'lost'}, focus ${f.focusKept ? 'kept' : 'lost'}`;
const oneScreenRun = (f: ScreenRun): string => `LCP ${seconds(f.lcpMs)}, heading ${seconds(f.headingMs)}`;

// A fresh link of `fixture` on a target's sandbox, per run.
const linkOn = (fixture: string) => (target: { baseUrl: string }) => freshLink(target.baseUrl, fixture);

// The whole benchmark: build, serve, measure in turn, print.
export async function benchWeb(resources: BenchResources): Promise<void> {
  // Given BENCH_BASELINE=<commit>, that commit's build is measured on the first link too, in the same rounds.
  const builds = await buildsToMeasure('bench-web', { bare: 'floor-bare', rjsf: 'floor-rjsf' }, () => 'before');
  const targets: Target[] = [];
  for (const build of builds) targets.push({ name: build.name, baseUrl: (await serve(resources, build.distDir)).baseUrl, runs: [], ready: [], screens: [] });
  const chromium = await launchChromium(resources);
  console.log(`bench-web: ${chromium.version}; Lighthouse mobile preset (simulated Slow 4G, 4x CPU); ${ROUNDS} rounds of ${targets.map((t) => t.name).join(' / ')}, a fresh ${FIXTURE} link per run`);

  await measureRounds(ROUNDS, targets, linkOn(FIXTURE), (url) => runLighthouse(url, chromium.port), (target, figures) => target.runs.push(figures), oneRun, 6);
  if (targets.every((t) => t.runs.length === 0)) throw new Error('Lighthouse measured no run of any page (see the lines above)');

  console.log(`\nmedians (${ROUNDS} runs each; times in s except TBT; KiB transferred):`);
  console.log(formatBenchTable(targets.map((t) => ({ name: t.name, runs: t.runs.length, figures: medianFigures(t.runs) }))));

  // The second link, on the app and the baseline build.
  const before = targets.find((t) => t.name === 'before');
  const second = (name: string, { baseUrl }: Target): Target => ({ name, baseUrl, runs: [], ready: [], screens: [] });
  const secondTargets = [second('app', targets[0]!), ...(before ? [second(`before (${process.env.BENCH_BASELINE})`, before)] : [])];
  // The rjsf floor's one page again, in these rounds too: the app's TBT on this link is held to the floor's in the
  // same rounds (Lighthouse only; the floor has no plans to wait for).
  const rjsf = targets.find((t) => t.name === 'rjsf')!;
  const secondFloor = second('rjsf floor', rjsf);
  console.log(`\nbench-web: the second link (${SECOND_FIXTURE}: a returning borrower on the plans, not painted by the boot), ${ROUNDS} rounds of ${[...secondTargets, secondFloor].map((t) => t.name).join(' / ')}; Lighthouse`);
  await measureRounds(ROUNDS, [...secondTargets, secondFloor], linkOn(SECOND_FIXTURE), (url) => runLighthouse(url, chromium.port), (target, figures) => target.runs.push(figures), oneRun);
  console.log(`\nbench-web: when the borrower can type; ${appliedThrottling()}, ${ROUNDS} rounds`);
  // Playwright connects only now: connected, it attaches to every tab of the browser, Lighthouse's too, and what it
  // turns on there (its scripts, DevTools domains) would run on the page's thread in the runs Lighthouse times.
  const browser = await connect(resources, chromium);
  await measureRounds(ROUNDS, targets, linkOn(FIXTURE), (url) => measureFormReady(browser, url), (target, figures) => target.ready.push(figures), oneReadyRun, 6);
  console.log(`\nmedians (${ROUNDS} runs each, applied throttling; LCP as the browser saw it, form: a form field there):`);
  console.log(formatReadyTable(targets.map((t) => ({ name: t.name, runs: t.ready }))));
  console.log(READY_METHOD.map((line) => `  ${line}`).join('\n'));

  console.log(`\nbench-web: the second link, applied throttling, ${ROUNDS} rounds of ${secondTargets.map((t) => t.name).join(' / ')}`);
  await measureRounds(ROUNDS, secondTargets, linkOn(SECOND_FIXTURE), (url) => measureScreen(browser, url), (target, figures) => target.screens.push(figures), oneScreenRun);
  console.log(`\nthe second link, medians (${ROUNDS} runs each; Lighthouse's simulated LCP and TBT, then the applied throttling's LCP and heading on screen):`);
  console.log(formatSecondLinkTable(secondTargets.map((t) => ({ name: t.name, runs: t.runs, screens: t.screens }))));

  console.log(`\nTBT against the rjsf floor, same run (Lighthouse; ${ROUNDS} runs each):`);
  console.log(formatTbtAgainstFloor(`the first link (${FIXTURE})`, targets[0]!.runs, rjsf.runs));
  console.log(formatTbtAgainstFloor(`the second link (${SECOND_FIXTURE})`, secondTargets[0]!.runs, secondFloor.runs));
}

// Entry point: a deadline and signal handlers make sure Chromium and the sandboxes never outlive the script.
// Lighthouse keeps promises of its own in flight; one that rejects once Chromium is stopped must not end the
// process before the cleanup has finished (and one that rejects unasked is a reason to stop, said once).
await runBenchIfMain(import.meta.url, { name: 'bench-web', deadlineMs: DEADLINE_MS, work: benchWeb, stopOnUnhandledRejection: true });
