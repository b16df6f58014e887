import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullConfig, FullResult, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ContactSheetReporter from '../../../scripts/replay/contactSheetReporter';
import { RECORD_ATTACHMENT, stepAttachment, type ReplayRecord } from '../../../scripts/replay/replayRecord';
import { reportDifferences } from '../../../scripts/replay/sameReport';
import type { Step } from '../../../e2e/replay/Step';
import { borrowerFlow } from '../../support/flows';

const work = mkdtempSync(join(tmpdir(), 'sheet-'));
const file = (name: string, body = name) => {
  const path = join(work, name);
  writeFileSync(path, body);
  return path;
};

interface Attempt { retry?: number; retries?: number; duration?: number; steps?: Step[] }

/** What a replay test leaves: its record and its screenshots (and, failed, its trace), as Playwright hands them over. */
function ended(name: string, screens: string[], ok = true, attempt: Attempt = {}): { test: TestCase; result: TestResult } {
  const results = screens.map((screen, index) => ({
    index, step: attempt.steps?.[index] ?? { open: 'link' }, label: `step ${index + 1}`, ok: ok || index < screens.length - 1,
    path: borrowerFlow.screens[screen]!.path, screenshot: stepAttachment(index), ms: 5,
    ...(ok || index < screens.length - 1 ? {} : { failure: { expected: 'path /declined', actual: 'path /purchase_confirm' } }),
  }));
  const record: ReplayRecord = {
    fixture: { name, kind: 'loan', file: `${name}.yaml` },
    run: { name, results, ms: 1200 },
    decisions: screens.map((screen) => ({ screen, via: 'routing.offerAvailable', journey: 'borrower' })),
    analytics: { inspected: 3, leaks: [] },
  };
  const attachments = [
    ...results.map((r) => ({ name: r.screenshot, contentType: 'image/png', path: file(`${name}-${r.index}.png`) })),
    { name: RECORD_ATTACHMENT, contentType: 'application/json', body: Buffer.from(JSON.stringify(record)) },
    ...(ok ? [] : [{ name: 'trace', contentType: 'application/zip', path: file(`${name}-trace.zip`) }]),
  ];
  return {
    test: { id: name, title: name, retries: attempt.retries ?? 0 } as TestCase,
    result: {
      status: ok ? 'passed' : 'failed', duration: attempt.duration ?? 1200, retry: attempt.retry ?? 0, attachments,
      ...(ok ? {} : { error: { message: 'step 3 failed' } }),
    } as unknown as TestResult,
  };
}

/** Runs the reporter over tests ended in that order; what it printed. */
function run(dir: string, tests: { test: TestCase; result: TestResult }[], config: Partial<FullConfig> = {}): string[] {
  process.env.REPLAY_REPORT_DIR = dir;
  const printed: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
  const reporter = new ContactSheetReporter();
  reporter.onBegin({ workers: 2, metadata: {}, ...config } as unknown as FullConfig, { allTests: () => [] } as unknown as Suite);
  for (const { test, result } of tests) reporter.onTestEnd(test, result);
  reporter.onEnd({ status: 'passed', duration: 9000 } as FullResult);
  return printed;
}

// Each run loads every fixture and flow, as the reporter does at the end of a replay: seconds on a busy machine.
describe('the contact sheet reporter', { timeout: 120_000 }, () => {
  const saved = process.env.REPLAY_REPORT_DIR;
  beforeEach(() => void vi.spyOn(console, 'log').mockImplementation(() => undefined));
  afterEach(() => {
    vi.restoreAllMocks();
    if (saved === undefined) delete process.env.REPLAY_REPORT_DIR;
    else process.env.REPLAY_REPORT_DIR = saved;
  });

  it('writes the same sheet and coverage whatever order the tests ended in (workers, shards, a merge)', () => {
    const a = ended('happy-path', ['entry', 'choose_plan', 'link_bank']);
    const b = ended('declined', ['entry', 'declined']);
    const [first, second] = [join(work, 'first'), join(work, 'second')];
    run(first, [a, b]);
    run(second, [b, a]);
    expect(reportDifferences(first, second)).toEqual([]);
    const sheet = readFileSync(join(first, 'index.html'), 'utf8');
    // Fixtures by name, each screenshot copied beside the sheet.
    expect(sheet.indexOf('<h2>declined')).toBeLessThan(sheet.indexOf('<h2>happy-path'));
    expect(existsSync(join(first, 'happy-path', '03.png'))).toBe(true);
    const coverage = JSON.parse(readFileSync(join(first, 'coverage.json'), 'utf8')) as { fixtures: string[]; journeys: { borrower: { shown: string[] } } };
    expect(coverage.fixtures).toEqual(['declined', 'happy-path']);
    expect(coverage.journeys.borrower.shown).toEqual(['choose_plan', 'declined', 'entry', 'link_bank']);
  });

  it('gives a sheet with a fixture missing another coverage (a shard lost is seen)', () => {
    const [all, part] = [join(work, 'all'), join(work, 'part')];
    run(all, [ended('happy-path', ['entry', 'choose_plan']), ended('declined', ['entry', 'declined'])]);
    run(part, [ended('happy-path', ['entry', 'choose_plan'])]);
    expect(reportDifferences(all, part)).toContain('the coverage files differ');
  });

  it("links a failure's trace from the sheet, copied beside it, with the command that opens it", () => {
    const dir = join(work, 'failed');
    run(dir, [ended('happy-path', ['entry', 'choose_plan', 'purchase_confirm'], false)]);
    const sheet = readFileSync(join(dir, 'index.html'), 'utf8');
    expect(existsSync(join(dir, 'happy-path', 'trace.zip'))).toBe(true);
    expect(sheet).toContain('<a href="happy-path/trace.zip">');
    expect(sheet).toMatch(/npx playwright show-trace \S*happy-path\/trace\.zip/);
    expect(sheet).toContain('expected path /declined<br>actual path /purchase_confirm');
  });

  it('names each retry and counts a fixture that failed, then passed, as flaky in the console and on the sheet', () => {
    const dir = join(work, 'flaky');
    const first = ended('happy-path', ['entry', 'choose_plan', 'purchase_confirm'], false, { retries: 1 });
    const again = ended('happy-path', ['entry', 'choose_plan', 'purchase_confirm'], true, { retries: 1, retry: 1 });
    const printed = run(dir, [first, again, ended('declined', ['entry', 'declined'])], { failOnFlakyTests: true });
    expect(printed[0]).toMatch(/^FAIL happy-path .*retrying/);
    expect(printed.find((l) => l.startsWith('ok   happy-path'))).toContain('retry #1');
    expect(printed.at(-1)).toBe('replay: 1 passed, 1 flaky, 0 failed');
    expect(printed.find((l) => l.includes('flaky (failed, then passed on a retry): happy-path'))).toContain('--fail-on-flaky-tests fails the run');
    const sheet = readFileSync(join(dir, 'index.html'), 'utf8');
    expect(sheet).toContain('2 fixtures, 0 failed, 1 flaky');
    expect(sheet).toMatch(/<section class="flaky">\s*<h2>happy-path <small>retry #1,/);
    expect(sheet).toContain('Flaky: passed on retry #1 after 1 failed attempt(s): first attempt: step 3 &quot;step 3&quot;');
  });

  it("ends a failed fixture's console lines with its trace and the command that opens it", () => {
    const failed = ended('happy-path', ['entry', 'choose_plan', 'purchase_confirm'], false);
    const trace = failed.result.attachments.find((a) => a.name === 'trace')!.path!;
    const printed = run(join(work, 'trace'), [failed]);
    const lines = printed.slice(0, printed.findIndex((l) => l.startsWith('analytics:')));
    expect(lines[0]).toMatch(/^FAIL happy-path/);
    expect(lines.slice(-2).map((l) => l.trim())).toEqual([`trace: ${trace}`, `npx playwright show-trace ${trace}`]);
  });

  it("prints a failed test's whole expectation, its diff included, when it is not a replay (the recorder's test)", () => {
    const message = 'Error: expect(received).toEqual(expected) // deep equality\n\n- Expected  - 1\n+ Received  + 1\n\n-   "{"suggest":{"Home address":"123 Ma"}}",\n+   "{"suggest":{"Home address":"123 M"}}",';
    const recorder = { test: { id: 'rec', title: "records qa-address-autocomplete's journey as the steps it was written with", retries: 0 } as TestCase,
      result: { status: 'failed', duration: 5000, retry: 0, attachments: [], error: { message } } as unknown as TestResult };
    const printed = run(join(work, 'recorder'), [recorder]);
    expect(printed).toEqual(expect.arrayContaining(['     - Expected  - 1', '     + Received  + 1', '     -   "{"suggest":{"Home address":"123 Ma"}}",', '     +   "{"suggest":{"Home address":"123 M"}}",']));
  });

  it("gives each fill step's caption as label: value lines, not JSON", () => {
    const dir = join(work, 'captions');
    const steps: Step[] = [{ open: 'link' }, { fill: { 'First name': 'Ana', 'Email address': 'ana.rivera@example.com' } }, { suggest: { 'Home address': '123 Ma' }, option: '123 Main St, Springfield' }];
    run(dir, [ended('happy-path', ['entry', 'entry', 'choose_plan'], true, { steps })]);
    const sheet = readFileSync(join(dir, 'index.html'), 'utf8');
    expect(sheet).toContain('<div class="step">2. fill<br>First name: Ana<br>Email address: ana.rivera@example.com</div>');
    expect(sheet).toContain('<div class="step">3. suggest<br>Home address: 123 Ma<br>option: 123 Main St, Springfield</div>');
    expect(sheet).not.toContain('{&quot;');
  });

  it('gives one duration per fixture and one for the run, the same in the console and on the sheet', () => {
    const dir = join(work, 'durations');
    // The replay measured its steps (1.2 s); Playwright Test measured the test (3.4 s): the test's is the fixture's.
    const printed = run(dir, [ended('happy-path', ['entry', 'choose_plan'], true, { duration: 3449 })]);
    const sheet = readFileSync(join(dir, 'index.html'), 'utf8');
    expect(printed[0]).toBe('ok   happy-path (2 steps, 3.4 s)');
    expect(sheet).toContain('<h2>happy-path <small>2 steps, 3.4 s</small></h2>');
    expect(printed.filter((l) => l.startsWith('replay: 9.0 s wall time; report '))).toHaveLength(1);
    expect(sheet).toContain('1 fixtures, 0 failed, 0 flaky, 9.0 s.');
  });
});
