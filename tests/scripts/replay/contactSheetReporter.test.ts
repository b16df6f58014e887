import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullConfig, FullResult, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ContactSheetReporter from '../../../scripts/replay/contactSheetReporter';
import { RECORD_ATTACHMENT, stepAttachment, type ReplayRecord } from '../../../scripts/replay/replayRecord';
import { reportDifferences } from '../../../scripts/replay/sameReport';
import { borrowerFlow } from '../../support/flows';

const work = mkdtempSync(join(tmpdir(), 'sheet-'));
const file = (name: string, body = name) => {
  const path = join(work, name);
  writeFileSync(path, body);
  return path;
};

/** What a replay test leaves: its record and its screenshots (and, failed, its trace), as Playwright hands them over. */
function ended(name: string, screens: string[], ok = true): { test: TestCase; result: TestResult } {
  const results = screens.map((screen, index) => ({
    index, step: { open: 'link' }, label: `step ${index + 1}`, ok: ok || index < screens.length - 1,
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
    test: { id: name, title: name } as TestCase,
    result: { status: ok ? 'passed' : 'failed', duration: 1200, attachments, ...(ok ? {} : { error: { message: 'step 3 failed' } }) } as unknown as TestResult,
  };
}

function run(dir: string, tests: { test: TestCase; result: TestResult }[]): void {
  process.env.REPLAY_REPORT_DIR = dir;
  const reporter = new ContactSheetReporter();
  reporter.onBegin({ workers: 2, metadata: {} } as unknown as FullConfig, { allTests: () => [] } as unknown as Suite);
  for (const { test, result } of tests) reporter.onTestEnd(test, result);
  reporter.onEnd({ status: 'passed', duration: 9000 } as FullResult);
}

describe('the contact sheet reporter', () => {
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
});
