// npm run bench:web: the app's first screen against two floors, in one run. Builds the app as `npm start` does
// (dist/) and the floor pages in bench/ (a bare React + react-router page, and the same with @rjsf/core and a
// precompiled validator; reports/bench-web/), serves each from its own in-memory sandbox exactly as the app is
// served, and runs Lighthouse's mobile preset (simulated Slow 4G, 4x CPU) on them in turn, app / bare / rjsf, three
// times each, every run on a fresh happy-path payment link. Prints the medians (score, FCP, LCP, TBT, CLS, bytes)
// and the ratios app / floor. Then, since the app paints its words before its form's code arrives (docs/adr/0006),
// when the borrower can type: each page three more times in the same Chromium with the same throttling applied for
// real (scripts/lib/measureFormReady.ts), the LCP the browser saw, when a form field was there, and whether what was
// typed into it at once survived the app taking over (the method is printed with the table). Last, a second link,
// a returning borrower's (fixtures/returning-to-plans.yaml: the plans, a screen the boot does not paint), measured
// both ways on the app and, given BENCH_BASELINE=<commit>, on that commit's build (built into reports/bench-web/
// from a temporary git worktree), so the app reads against the build before the boot painted (docs/adr/0006: such
// links arrive a round trip later); the baseline is measured on the first link as well (the row "before"). Every
// Lighthouse run comes before the applied-throttling runs: those drive Chromium through Playwright, which, once
// connected, attaches to every tab (Lighthouse's too) and would run its own work on the page timed. BENCH_ROUNDS=<n>
// runs n rounds instead of 3.
// Figures only: it never passes or fails a budget; it exits 1 only when it cannot run.
import { releaseBrowserBench, type BrowserBenchResources } from './lib/browserBench';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_DIST_DIR } from '../sandbox/server/buildServer';
import { formatBenchTable, formatReadyTable, formatSecondLinkTable, formatTbtAgainstFloor, medianFigures, type PageFigures, type ReadyRun, type ScreenRun } from './lib/benchWebTable';
import { buildAppIfNeeded, freshLink, serveDist } from './lib/benchSandbox';
import { buildBaseline } from './lib/buildBaseline';
import { buildFloor } from './lib/buildFloors';
import { APPLIED_SLOW_4G, connect, measureFormReady, measureScreen, READY_METHOD } from './lib/measureFormReady';
import { launchChromium, runLighthouse } from './lib/runLighthouse';
import { runBench } from './lib/runBench';

const FIXTURE = 'happy-path';
/** The second link: a returning borrower's, which opens on a screen the boot does not paint. */
const SECOND_FIXTURE = 'returning-to-plans';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3) || 3;
const DEADLINE_MS = 15 * 60_000;

/** A page under test: its name in the table, the folder it is served from, and its sandbox's address once up. */
interface Target {
  name: string;
  distDir: string;
  baseUrl: string;
  runs: PageFigures[];
  /** The applied-throttling runs. */
  ready: ReadyRun[];
}

/** A build measured on the second link. */
interface SecondTarget {
  name: string;
  baseUrl: string;
  runs: PageFigures[];
  screens: ScreenRun[];
}

type Resources = BrowserBenchResources;

// A sandbox like bench-keys' (in-memory, every fixture, control API on) serving one folder; returns its address.
async function serve(distDir: string, resources: Resources): Promise<string> {
  const served = await serveDist(distDir);
  resources.sandboxes.push(served.sandbox);
  return served.baseUrl;
}

const oneRun = (f: PageFigures): string =>
  `score ${f.score.toFixed(2)}, FCP ${(f.fcpMs / 1000).toFixed(2)} s, LCP ${(f.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(f.tbtMs)} ms, CLS ${f.cls.toFixed(3)}, ${Math.round(f.bytes / 1024)} KiB`;

const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
const oneReadyRun = (f: ReadyRun): string =>
  `LCP ${seconds(f.lcpMs)}, form ${seconds(f.formMs)}, typed text ${f.typedKept ? 'kept' : 'lost'}, focus ${f.focusKept ? 'kept' : 'lost'}`;
const oneScreenRun = (f: ScreenRun): string => `LCP ${seconds(f.lcpMs)}, heading ${seconds(f.headingMs)}`;

// ROUNDS rounds of the pages in turn, each run on a fresh link; every run printed as it ends, kept when measured.
async function inRounds<F>(
  targets: readonly Target[],
  measure: (url: string) => Promise<{ ok: true; figures: F } | { ok: false; problem: string }>,
  keep: (target: Target, figures: F) => void,
  describe: (figures: F) => string,
): Promise<void> {
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const target of targets) {
      const outcome = await measure(await freshLink(target.baseUrl, FIXTURE));
      if (outcome.ok) keep(target, outcome.figures);
      console.log(`  ${target.name.padEnd(6)} ${round}/${ROUNDS}: ${outcome.ok ? describe(outcome.figures) : `not measured (${outcome.problem})`}`);
    }
  }
}

const release = releaseBrowserBench;

// The whole benchmark: build, serve, measure in turn, print.
export async function benchWeb(resources: Resources): Promise<void> {
  buildAppIfNeeded('bench-web');
  console.log('bench-web: building the floor pages (bench/floor-bare, bench/floor-rjsf)...');
  const targets: Target[] = [
    { name: 'app', distDir: DEFAULT_DIST_DIR, baseUrl: '', runs: [], ready: [] },
    { name: 'bare', distDir: await buildFloor('floor-bare'), baseUrl: '', runs: [], ready: [] },
    { name: 'rjsf', distDir: await buildFloor('floor-rjsf'), baseUrl: '', runs: [], ready: [] },
  ];
  // Given BENCH_BASELINE=<commit>, that commit's build is measured on the first link too, in the same rounds.
  const baseline = process.env.BENCH_BASELINE;
  if (baseline) targets.push({ name: 'before', distDir: buildBaseline(baseline, 'bench-web'), baseUrl: '', runs: [], ready: [] });
  for (const target of targets) target.baseUrl = await serve(target.distDir, resources);
  const chromium = await launchChromium();
  resources.chromium = chromium;
  console.log(`bench-web: ${chromium.version}; Lighthouse mobile preset (simulated Slow 4G, 4x CPU); ${ROUNDS} rounds of ${targets.map((t) => t.name).join(' / ')}, a fresh ${FIXTURE} link per run`);

  await inRounds(targets, (url) => runLighthouse(url, chromium.port), (target, figures) => target.runs.push(figures), oneRun);
  if (targets.every((t) => t.runs.length === 0)) throw new Error('Lighthouse measured no run of any page (see the lines above)');

  console.log(`\nmedians (${ROUNDS} runs each; times in s except TBT; KiB transferred):`);
  console.log(formatBenchTable(targets.map((t) => ({ name: t.name, runs: t.runs.length, figures: medianFigures(t.runs) }))));

  // The second link, on the app and the baseline build.
  const before = targets.find((t) => t.name === 'before');
  const secondTargets: SecondTarget[] = [{ name: 'app', baseUrl: targets[0]!.baseUrl, runs: [], screens: [] }];
  if (before) secondTargets.push({ name: `before (${baseline})`, baseUrl: before.baseUrl, runs: [], screens: [] });
  // The rjsf floor's one page again, in these rounds too: the app's TBT on this link is held to the floor's in the
  // same rounds (Lighthouse only; the floor has no plans to wait for).
  const rjsf = targets.find((t) => t.name === 'rjsf')!;
  const secondFloor: SecondTarget = { name: 'rjsf floor', baseUrl: rjsf.baseUrl, runs: [], screens: [] };
  console.log(`\nbench-web: the second link (${SECOND_FIXTURE}: a returning borrower on the plans, not painted by the boot), ${ROUNDS} rounds of ${[...secondTargets, secondFloor].map((t) => t.name).join(' / ')}; Lighthouse`);
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const target of [...secondTargets, secondFloor]) {
      const outcome = await runLighthouse(await freshLink(target.baseUrl, SECOND_FIXTURE), chromium.port);
      if (outcome.ok) target.runs.push(outcome.figures);
      console.log(`  ${target.name} ${round}/${ROUNDS}: ${outcome.ok ? oneRun(outcome.figures) : `not measured (${outcome.problem})`}`);
    }
  }
  const { latencyMs, downloadKbps, uploadKbps, cpuSlowdown } = APPLIED_SLOW_4G;
  console.log(`\nbench-web: when the borrower can type; throttling applied (${latencyMs} ms latency, ${(downloadKbps / 1024).toFixed(2)} Mbps down, ${uploadKbps} kbps up, ${cpuSlowdown}x CPU), ${ROUNDS} rounds`);
  // Playwright connects only now: connected, it attaches to every tab of the browser, Lighthouse's too, and what it
  // turns on there (its scripts, DevTools domains) would run on the page's thread in the runs Lighthouse times.
  const browser = await connect(chromium.port);
  resources.browser = browser;
  await inRounds(targets, (url) => measureFormReady(browser, url), (target, figures) => target.ready.push(figures), oneReadyRun);
  console.log(`\nmedians (${ROUNDS} runs each, applied throttling; LCP as the browser saw it, form: a form field there):`);
  console.log(formatReadyTable(targets.map((t) => ({ name: t.name, runs: t.ready }))));
  console.log(READY_METHOD.map((line) => `  ${line}`).join('\n'));

  console.log(`\nbench-web: the second link, applied throttling, ${ROUNDS} rounds of ${secondTargets.map((t) => t.name).join(' / ')}`);
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const target of secondTargets) {
      const outcome = await measureScreen(browser, await freshLink(target.baseUrl, SECOND_FIXTURE));
      if (outcome.ok) target.screens.push(outcome.figures);
      console.log(`  ${target.name} ${round}/${ROUNDS}: ${outcome.ok ? oneScreenRun(outcome.figures) : `not measured (${outcome.problem})`}`);
    }
  }
  console.log(`\nthe second link, medians (${ROUNDS} runs each; Lighthouse's simulated LCP and TBT, then the applied throttling's LCP and heading on screen):`);
  console.log(formatSecondLinkTable(secondTargets.map((t) => ({ name: t.name, runs: t.runs, screens: t.screens }))));

  console.log(`\nTBT against the rjsf floor, same run (Lighthouse; ${ROUNDS} runs each):`);
  console.log(formatTbtAgainstFloor(`the first link (${FIXTURE})`, targets[0]!.runs, rjsf.runs));
  console.log(formatTbtAgainstFloor(`the second link (${SECOND_FIXTURE})`, secondTargets[0]!.runs, secondFloor.runs));
}

// Entry point: a deadline and signal handlers make sure Chromium and the sandboxes never outlive the script.
// Lighthouse keeps promises of its own in flight; one that rejects once Chromium is stopped must not end the
// process before the cleanup has finished (and one that rejects unasked is a reason to stop, said once).
async function main(): Promise<void> {
  const resources: Resources = { sandboxes: [] };
  await runBench({
    name: 'bench-web', deadlineMs: DEADLINE_MS, deadlineText: `within ${DEADLINE_MS / 60_000} min`,
    work: () => benchWeb(resources), release: () => release(resources), stopOnUnhandledRejection: true,
  });
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1])) await main();
