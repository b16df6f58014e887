import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const repo = resolve(__dirname, '..', '..');
let dir = '';
let flowsCheck: typeof import('../../scripts/lib/flowsCheck').flowsCheck;

// The checks read PROJECT_ROOT (scripts/lib/root.ts), here a scratch copy of the config each test edits and puts back.
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'flows-check-fn-'));
  for (const d of ['flows', 'content', 'schemas', 'fixtures', 'engine/generated/forms']) cpSync(join(repo, d), join(dir, d), { recursive: true });
  vi.stubEnv('PROJECT_ROOT', dir);
  vi.resetModules();
  flowsCheck = (await import('../../scripts/lib/flowsCheck')).flowsCheck;
});
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

// Runs the check with `file` edited, then restores the file.
function checkWith(file: string, edit: (text: string) => string) {
  const path = join(dir, file);
  const original = readFileSync(path, 'utf8');
  writeFileSync(path, edit(original));
  try {
    return flowsCheck();
  } finally {
    writeFileSync(path, original);
  }
}
const lineOf = (file: string, needle: string) => readFileSync(join(repo, file), 'utf8').split('\n').findIndex((l) => l.includes(needle)) + 1;

describe('flowsCheck() (scripts/lib/flowsCheck.ts: what npm run flows:check prints)', () => {
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
