import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configMistakes, repo } from '../../support/configMistakes';

// The checks read a project (scripts/check/loadProject.ts), here a scratch copy of the config each test edits and
// puts back (tests/support/configMistakes.ts).
const scratch = configMistakes();
const flowsCheck = scratch.flowsCheck;
const checkWith = (file: string, edit: (text: string) => string) => scratch.checkWith([{ file, edit }]);
const lineOf = (file: string, needle: string) => readFileSync(join(repo, file), 'utf8').split('\n').findIndex((l) => l.includes(needle)) + 1;

describe('checkProject() (scripts/check/checkProject.ts: what npm run flows:check reports)', () => {
  it('returns no lines for the config as it is, and counts the flow files and screens', () => {
    const result = flowsCheck();
    expect(result.lines).toEqual([]);
    expect(result.flowFiles).toBe(3);
    const screensIn = (file: string) => (readFileSync(join(repo, file), 'utf8').match(/^ {2}[a-z_]+:\n {4}path:/gm) ?? []).length;
    expect(result.screens).toBeGreaterThanOrEqual(screensIn('flows/borrower.yaml') + screensIn('flows/prequal.yaml'));
  }, 30000);

  it('returns the line of a mistyped screen in a transition, and is clean again once it is fixed', () => {
    const line = lineOf('flows/borrower.yaml', 'goto: purchase_confirm_reminder');
    const { lines } = checkWith('flows/borrower.yaml', (t) => t.replace('goto: purchase_confirm_reminder', 'goto: purchase_confirm_remindr'));
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^flows/borrower\\.yaml:${line}:\\d+: "purchase_confirm_remindr" is not a screen of the borrower journey`)));
    expect(flowsCheck().lines).toEqual([]);
  }, 30000);

  it('returns a line for a fixture step naming a button no screen has, with its file and line', () => {
    const line = lineOf('fixtures/declined.yaml', '- click: APPLY');
    const { lines } = checkWith('fixtures/declined.yaml', (t) => t.replace('- click: APPLY\n', '- click: APPLYY\n'));
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^fixtures/declined\\.yaml:${line}:\\d+: no button or link reads "APPLYY"`))]);
  }, 30000);
});
