// npm run bench:journey: every step of the borrower's journey at the speed of its round trips. Drives the happy path
// (fixtures/happy-path.yaml) and the prequal path (fixtures/prequal.yaml) in Chromium with Slow 4G and 4x CPU applied
// for real (Lighthouse's figures for its mobile preset, through DevTools), 360x740, a fresh context with the cache off
// per journey, performing the fixtures' own steps with the replay's step interpreter. On the happy path one step is
// added: on Review and sign, the Truth in Lending Disclosure opened (until its first page is drawn) and closed. For each
// step that leads to a screen: the ms from the tap until that screen is usable (scripts/bench/measureJourney.ts prints
// what that means), the step's floor (the API calls it needs one after another, times the round trip, plus the lender's
// time: scripts/bench/journeyFloors.ts), requests, bytes, and every code chunk fetched after the tap. Medians of
// BENCH_ROUNDS (3) rounds, each on fresh sandboxes; given BENCH_BASELINE=<commit>, the same journeys on that commit's
// build (built as bench:web builds it), rounds interleaved, and the app against it step by step. A borrower reads
// a screen before tapping: at least BENCH_DWELL_MS (3000) pass from a screen usable to the next tap, typing included.
// Figures only: it never passes or fails a budget; it exits 1 only when it cannot run.
import type { Step } from '../e2e/replay/Step';
import { loadFixtures } from '../sandbox/server/fixtures/loadFixtures';
import { buildsToMeasure, type Build } from './bench/builds';
import { connect, launchChromium } from './bench/chromium';
import { benchRounds, forRounds, seconds } from './bench/figures';
import { chainOf } from './bench/journeyFloors';
import { planJourney, type DisclosureStep, type JourneyItem } from './bench/journeyPlan';
import { formatComparison, formatJourneyTable, formatSummary, type JourneyRows, type StepRow } from './bench/journeyTables';
import { JOURNEY_METHOD, measureJourney, rowName } from './bench/measureJourney';
import { runBenchIfMain, type BenchResources } from './bench/run';
import { serve, stopServing, type Answered } from './bench/sandbox';
import { appliedThrottling, PHONE } from './bench/throttle';
import { loadFlows } from './lib/loadFlows';
import { sandboxControl } from './lib/sandboxControl';
import { fixtureLink } from './replay/replayFixture';
import { copyButton } from './lib/screenCopy';

const NAME = 'bench-journey';
/** The journeys, by fixture. */
const JOURNEYS = ['happy-path', 'prequal'] as const;
const ROUNDS = benchRounds();
/** The least time from a screen usable to the next tap (ms): a borrower reading it. */
const DWELL_MS = Number(process.env.BENCH_DWELL_MS ?? 3000);
/** The step the fixtures do not have: on this screen of the borrower flow, the button of its copy that opens the disclosure, and the modal's own close button. */
const DISCLOSURE = { flow: 'borrower', screen: 'review_plan', button: 'truthInLending', modal: 'truthInLending', close: 'close' } as const;

/** A build under test: its name in the tables, the folder it is served from, and its rows by journey. */
interface BuildRows extends Build {
  rows: Map<string, { name: string; runs: StepRow['runs'][number][]; problems: string[] }[]>;
}

// Where the disclosure step goes and the words of its buttons: the screen's path from the flow, the words from content/en.
function disclosureStep(): DisclosureStep {
  const screen = loadFlows().flows[DISCLOSURE.flow]?.screens[DISCLOSURE.screen];
  if (!screen) throw new Error(`flows/${DISCLOSURE.flow}.yaml has no screen ${DISCLOSURE.screen}`);
  return { screenPath: screen.path, open: copyButton(`screens/${DISCLOSURE.screen}`, DISCLOSURE.button), close: copyButton(`modals/${DISCLOSURE.modal}`, DISCLOSURE.close) };
}

// The row names of a journey's timed steps, in order (the same on every link).
const rowNames = (items: readonly JourneyItem[]): string[] => items.flatMap((item) => (item.timed ? [rowName(item.timed, item.kind === 'disclosure')] : []));

// The whole benchmark: build, then ROUNDS rounds of every build's journeys in turn, then the tables.
export async function benchJourney(resources: BenchResources): Promise<void> {
  if (!(Number.isFinite(DWELL_MS) && DWELL_MS >= 0)) throw new Error(`BENCH_DWELL_MS must be a number of milliseconds, 0 or more (got ${process.env.BENCH_DWELL_MS})`);
  const fixtures = loadFixtures();
  const journeys = JOURNEYS.map((name) => {
    const fixture = fixtures.find((f) => f.name === name);
    if (!fixture || !Array.isArray(fixture.steps)) throw new Error(`fixtures/ has no ${name} fixture with steps`);
    return { fixture, steps: fixture.steps as Step[] };
  });
  const disclosure = disclosureStep();
  const builds: BuildRows[] = (await buildsToMeasure(NAME, {}, (commit) => commit)).map((build) => ({ ...build, rows: new Map() }));
  for (const build of builds) {
    for (const { fixture, steps } of journeys) build.rows.set(fixture.name, rowNames(planJourney(steps, '', disclosure)).map((name) => ({ name, runs: [], problems: [] })));
  }

  const chromium = await launchChromium(resources);
  const browser = await connect(resources, chromium);
  console.log(`${NAME}: ${chromium.version}; ${appliedThrottling()}, ${PHONE.width}x${PHONE.height}, cache off, ${DWELL_MS / 1000} s at least from a screen usable to the next tap; ${ROUNDS} rounds of ${builds.map((b) => b.name).join(' / ')}, each on a fresh sandbox`);

  await forRounds(ROUNDS, builds, async (build, round) => {
    // A fresh sandbox per build and round: no run meets the phone limits or the applications of another.
    const answered: Answered[] = [];
    const served = await serve(resources, build.distDir, (a) => answered.push(a));
    const control = sandboxControl(served.baseUrl);
    for (const { fixture, steps } of journeys) {
      const link = await fixtureLink(fixture, control);
      const items = planJourney(steps, link.token, disclosure);
      const outcomes = await measureJourney(browser, { baseUrl: served.baseUrl, answered }, { fixture: fixture.name, items, link, control, dwellMs: DWELL_MS });
      const rows = build.rows.get(fixture.name) ?? [];
      for (const outcome of outcomes) {
        const row = rows.find((r) => r.name === outcome.name);
        if (!row) continue;
        if (outcome.ok) row.runs.push(outcome.run);
        else row.problems.push(outcome.problem);
      }
      const ok = outcomes.filter((o) => o.ok);
      const waited = ok.reduce((sum, o) => sum + (o.ok ? o.run.ms : 0), 0);
      const failed = outcomes.find((o) => !o.ok);
      console.log(`  ${build.name} ${fixture.name} ${round}/${ROUNDS}: ${seconds(waited)} over ${ok.length} of ${outcomes.length} steps${failed && !failed.ok ? `; ${failed.name}: not measured (${failed.problem})` : ''}`);
    }
    await stopServing(resources, served);
  });

  const tables = (build: BuildRows, journey: string): JourneyRows => ({ journey, build: build.name, steps: build.rows.get(journey) ?? [] });
  for (const { fixture } of journeys) {
    for (const build of builds) {
      console.log(`\n${fixture.name} on ${build.name}: medians of ${ROUNDS} rounds (ms from the tap until the next screen is usable)`);
      console.log(formatJourneyTable(tables(build, fixture.name)));
    }
    const [app, before] = builds;
    if (app && before) {
      console.log(`\n${fixture.name}: ${app.name} against ${before.name}, same run (medians)`);
      console.log(formatComparison(tables(app, fixture.name), tables(before, fixture.name)));
    }
    const chains = planJourney(journeys.find((j) => j.fixture === fixture)?.steps ?? [], '{token}', disclosure)
      .flatMap((item) => (item.timed ? [`    ${rowName(item.timed, item.kind === 'disclosure')}: ${(chainOf(fixture.name, item.timed.target, item.kind === 'disclosure') ?? []).map((c) => c.call).join(' -> ') || 'no chain written down (no floor)'}`] : []));
    console.log(`  the floors' calls, one after another:\n${chains.join('\n')}`);
  }
  console.log('\nall journeys (sums of the step medians):');
  console.log(formatSummary(builds.map((build) => ({ build: build.name, journeys: journeys.map(({ fixture }) => tables(build, fixture.name)) }))));
  console.log(`\nhow it is measured:\n${JOURNEY_METHOD.map((line) => `  ${line}`).join('\n')}`);
}

// Entry point: a deadline and signal handlers make sure Chromium and the sandboxes never outlive the script.
const BUILDS = process.env.BENCH_BASELINE ? 2 : 1;
await runBenchIfMain(import.meta.url, { name: NAME, deadlineMs: (10 + ROUNDS * BUILDS * 6) * 60_000, work: benchJourney });
