// The replays' reporter: prints a line per fixture as `npm run replay` always has, then writes the contact sheet
// (reports/replay/index.html: every screen of every fixture in order, failures in red with their trace) and the flow
// coverage computed from the engine's decisions (printed, and reports/replay/coverage.json for npm run flows:map).
// It reads only what the tests attached, so the merge of shards' blobs (npm run replay:merge) gives the same sheet
// and the same coverage as one machine running them all.
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestError, TestResult } from '@playwright/test/reporter';
import { coverage, coverageLine, type EngineDecision } from '../../e2e/replay/coverage';
import { coverageFile, writeCoverageFile } from '../../e2e/replay/coverageFile';
import { writeReport, type FixtureRun } from '../../e2e/replay/writeReport';
import { loadFixtures } from '../../sandbox/server/fixtures/loadFixtures';
import { loadFlows } from '../lib/loadFlows';
import { root } from '../lib/root';
import { failureOf } from './replayFixture';
import { RECORD_ATTACHMENT, type ReplayRecord } from './replayRecord';

/** Where the sheet goes: reports/replay/, or REPLAY_REPORT_DIR. */
export const reportDirOf = (env: NodeJS.ProcessEnv = process.env) => env.REPLAY_REPORT_DIR ?? join(root, 'reports', 'replay');

interface Ended { test: TestCase; result: TestResult; record?: ReplayRecord }

const recordOf = (result: TestResult): ReplayRecord | undefined => {
  const body = result.attachments.find((a) => a.name === RECORD_ATTACHMENT)?.body;
  return body ? (JSON.parse(body.toString('utf8')) as ReplayRecord) : undefined;
};
const firstLine = (error: TestError | undefined) => (error?.message ?? error?.value ?? 'it failed').split('\n')[0] ?? 'it failed';

export default class ContactSheetReporter implements Reporter {
  private readonly ended = new Map<string, Ended>();
  private readonly dir = reportDirOf();
  /** `--list`: the tests are listed, nothing runs and no sheet is written. */
  private readonly listing = process.argv.includes('--list');

  printsToStdio(): boolean {
    return true;
  }

  onBegin(config: FullConfig, suite: Suite): void {
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
    // A retried test counts by its last attempt.
    const record = recordOf(result);
    this.ended.set(test.id, { test, result, ...(record ? { record } : {}) });
    const ok = result.status === 'passed' || result.status === 'skipped';
    const steps = record ? `${record.run.results.length} steps, ` : '';
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${test.title} (${steps}${(result.duration / 1000).toFixed(1)} s)`);
    if (!ok) console.log(`     ${(record && failureOf(record.run)) ?? firstLine(result.error)}`);
  }

  onEnd(result: FullResult): void {
    if (this.listing) return;
    const known = new Map(loadFixtures().map((f) => [f.name, f]));
    // Fixture order (their file names, as fixtures/ lists them), whichever worker or shard ran them and whenever they ended.
    const replays = [...this.ended.values()].filter((e) => e.record || known.has(e.test.title)).sort((a, b) => (a.test.title < b.test.title ? -1 : 1));
    const failed = [...this.ended.values()].filter((e) => e.result.status !== 'passed' && e.result.status !== 'skipped').length;
    // A run that replayed no fixture (the recorder's test alone, or stopped before any test: a fixture with a
    // mistake) leaves the last contact sheet and coverage as they were.
    if (replays.length === 0) {
      if (this.ended.size > 0) console.log(`replay: ${(result.duration / 1000).toFixed(1)} s wall time; ${this.ended.size - failed} passed, ${failed} failed`);
      return;
    }
    rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(this.dir, { recursive: true });
    const decisions: EngineDecision[] = [];
    const runs: FixtureRun[] = [];
    let inspected = 0;
    const leaks: string[] = [];
    for (const { test, result: r, record } of replays) {
      const shots = join(this.dir, test.title);
      mkdirSync(shots, { recursive: true });
      const path = (name: string) => r.attachments.find((a) => a.name === name)?.path;
      const run: FixtureRun = record
        ? { ...record.run, results: record.run.results.map((s) => ({ ...s, screenshot: this.copy(path(s.screenshot), join(shots, s.screenshot.replace(/^step-/, ''))) })) }
        : { name: test.title, ...(known.get(test.title)?.description ? { description: known.get(test.title)?.description } : {}), results: [], ms: r.duration, error: firstLine(r.error) };
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
    console.log(`replay: ${(result.duration / 1000).toFixed(1)} s wall time; report ${relative(root, report)}`);
    console.log(`replay: ${this.ended.size - failed} passed, ${failed} failed`);
  }

  /** Copies an attachment into the report; the report's own path (or the original's, when there is none). */
  private copy(from: string | undefined, to: string): string {
    if (!from) return to;
    try {
      copyFileSync(from, to);
    } catch {
      return from;
    }
    return to;
  }
}
