// The replays' reporter: prints a line per fixture as `npm run replay` always has, then writes the contact sheet
// (reports/replay/index.html: every screen of every fixture in order, failures in red with their trace) and the flow
// coverage computed from the engine's decisions (printed, and reports/replay/coverage.json for npm run flows:map).
// It reads only what the tests attached, so the merge of shards' blobs (npm run replay:merge) gives the same sheet
// and the same coverage as one machine running them all. Retries are Playwright's: each attempt is a line named by
// its retry, and a fixture that failed and then passed is flaky, counted apart from the passed ones (and failing the
// run under --fail-on-flaky-tests, which Playwright Test decides). A failure's lines end with its trace and the
// command that opens it; a test that is not a replay (the recorder's) prints its whole error, a diff included.
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestError, TestResult } from '@playwright/test/reporter';
import { coverage, coverageLine, type EngineDecision } from '../../e2e/replay/coverage';
import { coverageFile, writeCoverageFile } from '../../e2e/replay/coverageFile';
import { seconds, shownPath, writeReport, type FixtureRun } from '../../e2e/replay/writeReport';
import { loadFixtures } from '../../sandbox/server/fixtures/loadFixtures';
import { loadFlows } from '../lib/loadFlows';
import { orElse } from '../lib/orElse';
import { root } from '../lib/root';
import { failureOf } from './replayFixture';
import { RECORD_ATTACHMENT, type ReplayRecord } from './replayRecord';

/** What an attempt of a test said when it failed (its first failed step, or its error's first line). */
interface Attempt { retry: number; ok: boolean; failure?: string }
interface Ended { test: TestCase; result: TestResult; record?: ReplayRecord; attempts: Attempt[] }

const recordOf = (result: TestResult): ReplayRecord | undefined => {
  const body = result.attachments.find((a) => a.name === RECORD_ATTACHMENT)?.body;
  return body ? (JSON.parse(body.toString('utf8')) as ReplayRecord) : undefined;
};
const firstLine = (error: TestError | undefined) => (error?.message ?? error?.value ?? 'it failed').split('\n')[0] ?? 'it failed';
const passed = (result: TestResult) => result.status === 'passed' || result.status === 'skipped';
/** Passed only after a failed attempt (Playwright Test's `flaky` outcome). */
const isFlaky = (e: Ended) => passed(e.result) && e.attempts.some((a) => !a.ok);

export default class ContactSheetReporter implements Reporter {
  private readonly ended = new Map<string, Ended>();
  /** Where the sheet goes: reports/replay/, or REPLAY_REPORT_DIR. */
  private readonly dir = process.env.REPLAY_REPORT_DIR ?? join(root, 'reports', 'replay');
  /** `--list`: the tests are listed, nothing runs and no sheet is written. */
  private readonly listing = process.argv.includes('--list');
  private failOnFlaky = false;

  printsToStdio(): boolean {
    return true;
  }

  onBegin(config: FullConfig, suite: Suite): void {
    this.failOnFlaky = Boolean(config.failOnFlakyTests) || process.argv.includes('--fail-on-flaky-tests');
    if (this.listing) {
      for (const t of suite.allTests()) console.log(`  [${t.parent.project()?.name ?? ''}] ${relative(root, t.location.file)} › ${t.title}`);
      console.log(`${suite.allTests().length} tests`);
      return;
    }
    const shard = config.shard ? `, shard ${config.shard.current} of ${config.shard.total}` : '';
    const where = process.argv.includes('merge-reports') ? 'merged from the shards\' blobs' : `on ${config.metadata.actualWorkers ?? config.workers} worker(s)${shard}`;
    if (suite.allTests().length > 0) console.log(`replay: ${suite.allTests().length} tests ${where}`);
  }

  onError(error: TestError): void {
    console.error(error.message ?? error.value ?? String(error));
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const record = recordOf(result);
    const ok = passed(result);
    const failure = ok ? undefined : (record && failureOf(record.run)) ?? firstLine(result.error);
    // A retried test is shown by its last attempt; the attempts before it say whether it was flaky.
    const attempts = [...(this.ended.get(test.id)?.attempts ?? []), { retry: result.retry, ok, ...(failure ? { failure } : {}) }];
    this.ended.set(test.id, { test, result, ...(record ? { record } : {}), attempts });
    const retry = result.retry > 0 ? `retry #${result.retry}, ` : '';
    const steps = record ? `${record.run.results.length} steps, ` : '';
    const flaky = ok && attempts.some((a) => !a.ok) ? ': flaky, it failed before passing' : '';
    const again = !ok && result.retry < (test.retries ?? 0) ? ': retrying' : '';
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${test.title} (${retry}${steps}${seconds(result.duration)})${flaky}${again}`);
    if (ok) return;
    // A replay's failure is its step in one line; any other test's (the recorder's) is its whole error, diff included.
    const lines = record ? [failure ?? ''] : (result.error?.message ?? result.error?.value ?? 'it failed').split('\n');
    lines.forEach((line) => console.log(`     ${line}`));
    const at = record ? undefined : result.error?.location;
    if (at) console.log(`     at ${relative(root, at.file)}:${at.line}:${at.column}`);
    const trace = result.attachments.find((a) => a.name === 'trace')?.path;
    if (trace) {
      console.log(`     trace: ${shownPath(trace)}`);
      console.log(`     npx playwright show-trace ${shownPath(trace)}`);
    }
  }

  onEnd(result: FullResult): void {
    if (this.listing) return;
    const known = new Map(loadFixtures().map((f) => [f.name, f]));
    // Fixture order (their file names, as fixtures/ lists them), whichever worker or shard ran them and whenever they ended.
    const replays = [...this.ended.values()].filter((e) => e.record || known.has(e.test.title)).sort((a, b) => (a.test.title < b.test.title ? -1 : 1));
    const failed = [...this.ended.values()].filter((e) => !passed(e.result)).length;
    const flaky = [...this.ended.values()].filter(isFlaky);
    const counts = `${this.ended.size - failed - flaky.length} passed, ${flaky.length} flaky, ${failed} failed`;
    const flakyLines = () => {
      if (flaky.length) console.log(`replay: flaky (failed, then passed on a retry): ${flaky.map((e) => e.test.title).join(', ')}${this.failOnFlaky ? '; --fail-on-flaky-tests fails the run' : ''}`);
    };
    // A run that replayed no fixture (the recorder's test alone, or stopped before any test: a fixture with a
    // mistake) leaves the last contact sheet and coverage as they were.
    if (replays.length === 0) {
      if (this.ended.size > 0) {
        flakyLines();
        console.log(`replay: ${seconds(result.duration)} wall time; ${counts}`);
      }
      return;
    }
    rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(this.dir, { recursive: true });
    const decisions: EngineDecision[] = [];
    const runs: FixtureRun[] = [];
    let inspected = 0;
    const leaks: string[] = [];
    for (const e of replays) {
      const { test, result: r, record } = e;
      const shots = join(this.dir, test.title);
      mkdirSync(shots, { recursive: true });
      const path = (name: string) => r.attachments.find((a) => a.name === name)?.path;
      const run: FixtureRun = record
        ? { ...record.run, results: record.run.results.map((s) => ({ ...s, screenshot: this.copy(path(s.screenshot), join(shots, s.screenshot.replace(/^step-/, ''))) })) }
        : { name: test.title, ...(known.get(test.title)?.description ? { description: known.get(test.title)?.description } : {}), results: [], ms: r.duration, error: firstLine(r.error) };
      // One duration per fixture, Playwright Test's for the attempt shown, as the console printed it.
      run.ms = r.duration;
      if (r.retry > 0) run.retry = r.retry;
      if (isFlaky(e)) run.flaky = e.attempts.filter((a) => !a.ok).map((a) => `${a.retry ? `retry #${a.retry}` : 'first attempt'}: ${a.failure ?? 'it failed'}`);
      const trace = path('trace');
      if (trace && r.status !== 'passed') run.trace = this.copy(trace, join(shots, 'trace.zip'));
      if (!record && r.status !== 'passed' && r.status !== 'skipped') run.error ??= firstLine(r.error);
      runs.push(run);
      decisions.push(...(record?.decisions ?? []));
      inspected += record?.analytics.inspected ?? 0;
      leaks.push(...(record?.analytics.leaks ?? []));
    }
    const flows = loadFlows().flows;
    const cov = flows.borrower ? coverage(flows.borrower, decisions) : null;
    const report = writeReport(this.dir, runs, cov, result.duration);
    const replayed = replays.map((e) => ({ name: e.test.title, kind: e.record?.fixture.kind ?? known.get(e.test.title)?.kind ?? 'loan' }));
    writeCoverageFile(this.dir, coverageFile(flows, decisions, replayed, new Date()));
    console.log(`analytics: ${inspected} events inspected, ${leaks.length ? `${leaks.length} carry personal data` : 'no personal data'}`);
    [...new Set(leaks)].forEach((l) => console.log(`  ${l}`));
    if (cov) {
      console.log(`coverage: ${coverageLine(cov)}`);
      if (cov.screens.missed.length) console.log(`  screens not shown: ${cov.screens.missed.join(', ')}`);
      if (cov.rules.missed.length) console.log(`  rules not exercised: ${cov.rules.missed.join(', ')}`);
      if (cov.transitions.missed.length) console.log(`  transitions not exercised: ${cov.transitions.missed.join(', ')}`);
    }
    flakyLines();
    console.log(`replay: ${seconds(result.duration)} wall time; report ${relative(root, report)}`);
    console.log(`replay: ${counts}`);
  }

  /** Copies an attachment into the report; the report's own path (or the original's, when there is none). */
  private copy(from: string | undefined, to: string): string {
    return from ? orElse(() => { copyFileSync(from, to); return to; }, from) : to;
  }
}
