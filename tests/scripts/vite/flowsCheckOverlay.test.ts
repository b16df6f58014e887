import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkLoop, flowsCheckOverlay, isCheckedFile, overlayError, payloadAfterCheck, problemLines } from '../../../scripts/vite/flowsCheckOverlay';

afterEach(() => vi.useRealTimers());

describe('which changes rerun flows:check', () => {
  it('is any file under flows/, content/, schemas/ or fixtures/ of the served root, and nothing else', () => {
    for (const file of ['flows/borrower.yaml', 'content/en/screens/entry.md', 'content/es-US/site.yaml', 'schemas/forms/pin.schema.json', 'fixtures/declined.yaml']) {
      expect(isCheckedFile('/repo', `/repo/${file}`)).toBe(true);
    }
    for (const file of ['src/start/main.tsx', 'engine/generated/forms/pin.validators.js', 'flows.md', 'reports/flows/x.yaml', 'README.md']) {
      expect(isCheckedFile('/repo', `/repo/${file}`)).toBe(false);
    }
    expect(isCheckedFile('/repo', '/elsewhere/flows/borrower.yaml')).toBe(false);
  });
});

describe('reading a flows-check.ts run', () => {
  it('prints the problems of its JSON as the command prints them, Node warnings on stderr aside', () => {
    const stdout = JSON.stringify([
      { file: 'flows/borrower.yaml', line: 406, column: 13, message: '"purchase_confirm_remindr" is not a screen of the borrower journey', rule: 'flowNames' },
      { file: 'schemas/forms/phone.schema.json', line: 7, column: 3, message: 'not valid JSON', rule: 'forms' },
    ]);
    expect(problemLines(1, stdout, '(node:123) ExperimentalWarning: something\n')).toEqual([
      'flows/borrower.yaml:406:13: "purchase_confirm_remindr" is not a screen of the borrower journey',
      'schemas/forms/phone.schema.json:7:3: not valid JSON',
    ]);
  });

  it('is clean on exit 0, and one line (never a stack) when the check itself crashed', () => {
    expect(problemLines(0, '[]\n', '')).toEqual([]);
    expect(problemLines(2, '', 'TypeError: x is undefined\n    at f (scripts/check/x.ts:1:1)\n')).toEqual(['flows:check did not finish (exit 2): TypeError: x is undefined']);
    expect(problemLines(1, '', '(node:1) Warning\nTypeError: y\n')).toEqual(['flows:check did not finish (exit 1): TypeError: y']);
    expect(problemLines(null, '', '')).toEqual(['flows:check did not finish (exit by signal): no output']);
  });
});

describe('what the browser is sent', () => {
  const lines = ['flows/borrower.yaml:406:13: "x" is not a screen', 'fixtures/declined.yaml:28:5: no button reads "APPLYY"'];

  it('is Vite\'s error overlay with the count and each file:line:column line while there are problems', () => {
    expect(overlayError(lines)).toEqual({ message: `flows:check: 2 problems\n${lines.join('\n')}`, stack: '', plugin: 'flows-check' });
    expect(overlayError(lines.slice(0, 1)).message).toMatch(/^flows:check: 1 problem\n/);
    expect(payloadAfterCheck(lines, false)).toEqual({ type: 'error', err: overlayError(lines) });
    expect(payloadAfterCheck(lines, true)).toEqual({ type: 'error', err: overlayError(lines) });
  });

  it('is a reload (which clears the overlay) once the problems are gone, and nothing when none were shown', () => {
    expect(payloadAfterCheck([], true)).toEqual({ type: 'full-reload', path: '*' });
    expect(payloadAfterCheck([], false)).toBeNull();
  });
});

describe('when the check runs (checkLoop)', () => {
  // A check whose runs the test finishes by hand.
  function manualCheck() {
    const runs: ((lines: string[]) => void)[] = [];
    return { runs, check: () => new Promise<string[]>((resolve) => runs.push(resolve)) };
  }

  it('runs once, the delay after the last of a burst of changes', async () => {
    vi.useFakeTimers();
    const { runs, check } = manualCheck();
    const reports: string[][] = [];
    const loop = checkLoop(check, (lines) => reports.push(lines), 300);
    loop.changed();
    await vi.advanceTimersByTimeAsync(200);
    loop.changed();
    await vi.advanceTimersByTimeAsync(200);
    loop.changed();
    await vi.advanceTimersByTimeAsync(299);
    expect(runs).toHaveLength(0);
    expect(loop.busy()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toHaveLength(1);
    runs[0]?.(['a problem']);
    await vi.advanceTimersByTimeAsync(0);
    expect(reports).toEqual([['a problem']]);
    expect(loop.busy()).toBe(false);
  });

  it('drops a run that a change overtook and runs again, reporting only the newer result', async () => {
    vi.useFakeTimers();
    const { runs, check } = manualCheck();
    const reports: string[][] = [];
    const loop = checkLoop(check, (lines) => reports.push(lines), 300);
    loop.changed();
    await vi.advanceTimersByTimeAsync(300);
    loop.changed(); // while the first run reads the files
    runs[0]?.(['stale']);
    await vi.advanceTimersByTimeAsync(0);
    expect(reports).toEqual([]);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(300);
    expect(runs).toHaveLength(2);
    runs[1]?.([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(reports).toEqual([[]]);
  });

  it('says so in one line when the check cannot run, and stops when closed', async () => {
    vi.useFakeTimers();
    const reports: string[][] = [];
    const loop = checkLoop(() => Promise.reject(new Error('spawn ENOENT')), (lines) => reports.push(lines), 10);
    loop.changed();
    await vi.advanceTimersByTimeAsync(10);
    expect(reports).toEqual([['flows:check could not run: spawn ENOENT']]);
    loop.close();
    loop.changed();
    await vi.advanceTimersByTimeAsync(100);
    expect(reports).toHaveLength(1);
  });
});

describe('the plugin', () => {
  it('is for the dev server only', () => {
    expect(flowsCheckOverlay()).toMatchObject({ name: 'flows-check-overlay', apply: 'serve' });
  });
});
