import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const repo = resolve(__dirname, '..', '..');
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

// Runs flows:check (with `args`) against a copy of the project's config in which `edit` has changed one file.
function checkWith(file: string, edit: (text: string) => string, args: string[] = []) {
  const dir = mkdtempSync(join(tmpdir(), 'flows-check-'));
  dirs.push(dir);
  for (const d of ['flows', 'content', 'schemas', 'fixtures', 'engine/generated/forms']) cpSync(join(repo, d), join(dir, d), { recursive: true });
  const path = join(dir, file);
  writeFileSync(path, edit(readFileSync(path, 'utf8')));
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(repo, 'scripts/flows-check.ts'), ...args], {
    cwd: repo, env: { ...process.env, PROJECT_ROOT: dir }, encoding: 'utf8',
  });
  return { code: run.status, out: `${run.stdout}${run.stderr}`, stdout: run.stdout };
}
// Each case runs flows:check as a process (one to three times): seconds on an idle machine, far more on a busy two-core
// one, so the cases get a limit no load reaches rather than the suite's 20 s.
const RUNS_IT = { timeout: 180_000 };
const lineOf = (file: string, needle: string) => readFileSync(join(repo, file), 'utf8').split('\n').findIndex((l) => l.includes(needle)) + 1;

describe('npm run flows:check', RUNS_IT, () => {
  it('is green on the flows as they are', () => {
    const run = checkWith('flows/borrower.yaml', (t) => t);
    expect(run.out).toContain('no problems');
    expect(run.code).toBe(0);
  });

  it('names the file, line and column of a mistyped screen in a transition', () => {
    const line = lineOf('flows/borrower.yaml', 'goto: purchase_confirm_reminder');
    const run = checkWith('flows/borrower.yaml', (t) => t.replace('goto: purchase_confirm_reminder', 'goto: purchase_confirm_remindr'));
    expect(run.code).toBe(1);
    expect(run.out).toMatch(new RegExp(`flows/borrower\\.yaml:${line}:\\d+: "purchase_confirm_remindr" is not a screen of the borrower journey \\(did you mean "purchase_confirm_reminder"\\?\\)`));
  });

  it('reports an unknown fact and a value the fact cannot hold', () => {
    const run = checkWith('flows/borrower.yaml', (t) => t.replace('when: { status: EXPIRED }', 'when: { staus: EXPIRED }').replace('when: { status: CANCELED }', 'when: { status: CANCELLED }'));
    expect(run.code).toBe(1);
    expect(run.out).toContain(`flows/borrower.yaml:${lineOf('flows/borrower.yaml', 'when: { status: EXPIRED }')}`);
    expect(run.out).toContain('unknown fact "staus" (did you mean "status"?)');
    expect(run.out).toContain('"CANCELLED" is not a value of fact "status"');
  });

  it('reports a key the flow format does not have, by its schema', () => {
    const run = checkWith('flows/prequal.yaml', (t) => t.replace('    progress: 40\n', '    progres: 40\n'));
    expect(run.code).toBe(1);
    expect(run.out).toMatch(/flows\/prequal\.yaml:\d+:\d+: "progres" is not a key of a screen \(did you mean "progress"\?\)/);
  });

  it('reports YAML syntax errors with their position', () => {
    const run = checkWith('flows/common.yaml', (t) => t.replace('  account_locked:\n', '  account_locked:\n   bad: [unclosed\n'));
    expect(run.code).toBe(1);
    expect(run.out).toMatch(/flows\/common\.yaml:\d+:\d+: YAML syntax/);
  });

  it('reports a screen nothing leads to', () => {
    const run = checkWith('flows/borrower.yaml', (t) => t.replace('  limit_exceeded:\n    path: /limit_exceeded\n', '  limit_exceeded:\n    path: /limit_exceeded\n  orphan:\n    path: /orphan\n    copy: blank\n'));
    expect(run.code).toBe(1);
    expect(run.out).toContain('screen "orphan" is never reached');
  });
});

describe('flows:check speaks to people, editors and CI alike', RUNS_IT, () => {
  const slip = (t: string) => t.replace('goto: purchase_confirm_reminder', 'goto: purchase_confirm_remindr');
  const line = () => lineOf('flows/borrower.yaml', 'goto: purchase_confirm_reminder');
  const message = '"purchase_confirm_remindr" is not a screen of the borrower journey (did you mean "purchase_confirm_reminder"?)';

  it('prints [] with --json on the config as it is, and exits 0', () => {
    const run = checkWith('flows/borrower.yaml', (t) => t, ['--json']);
    expect(JSON.parse(run.stdout)).toEqual([]);
    expect(run.code).toBe(0);
  });

  it('gives one slip as a line, as JSON and as a GitHub annotation: file, line, column, message and rule', () => {
    const text = checkWith('flows/borrower.yaml', slip);
    const json = checkWith('flows/borrower.yaml', slip, ['--json']);
    const github = checkWith('flows/borrower.yaml', slip, ['--format', 'github']);
    const [problem] = JSON.parse(json.stdout) as { column: number }[];
    expect(JSON.parse(json.stdout)).toEqual([{ file: 'flows/borrower.yaml', line: line(), column: expect.any(Number), message, rule: 'flowNames' }]);
    expect(text.out).toContain(`flows/borrower.yaml:${line()}:${problem?.column}: ${message}\nflows:check: 1 problem`);
    expect(github.stdout).toBe(`::error file=flows/borrower.yaml,line=${line()},col=${problem?.column},title=flowNames::${message}\n`);
    expect([text.code, json.code, github.code]).toEqual([1, 1, 1]);
  }, 60_000); // three runs of flows:check, each a process of its own: seconds apiece on a busy machine

  it('refuses a format it does not have, naming those it has', () => {
    const run = checkWith('flows/borrower.yaml', (t) => t, ['--format', 'xml']);
    expect(run.out).toContain('unknown format "xml" (text, json, github');
    expect(run.code).toBe(2);
  });
});

describe('flows:check also reads the form schemas, the error rules and the pipes in copy', RUNS_IT, () => {
  it('names the file, line and column of a JSON slip in a form schema', () => {
    const run = checkWith('schemas/forms/phone.schema.json', (t) => t.replace('"type": "object",', '"type": "object"'));
    expect(run.code).toBe(1);
    expect(run.out).toMatch(/schemas\/forms\/phone\.schema\.json:\d+:\d+: not valid JSON/);
  });

  it('points at a filter, a rule and a message a form names that do not exist', () => {
    const ui = checkWith('schemas/forms/entry.ui.json', (t) => t.replace('"ui:filter": "city"', '"ui:filter": "cty"'));
    expect(ui.out).toMatch(/schemas\/forms\/entry\.ui\.json:\d+:\d+: unknown filter "cty" \(did you mean "city"\?\)/);
    const schema = checkWith('schemas/forms/entry.schema.json', (t) => t.replace('"enterFirstName"', '"enterFrstName"'));
    expect(schema.out).toMatch(/schemas\/forms\/entry\.schema\.json:\d+:\d+: message "enterFrstName" is not in content\/en\/messages\.yaml \(did you mean "enterFirstName"\?\)/);
    // A rule written once, in a shared definition two forms $ref, is pointed at there, once.
    const shared = checkWith('schemas/forms/definitions/dob.json', (t) => t.replace('"dobRange"', '"dobRnge"'));
    expect(shared.out.match(/unknown rule "dobRnge"/g)).toHaveLength(1);
    expect(shared.out).toMatch(/schemas\/forms\/definitions\/dob\.json:\d+:\d+: unknown rule "dobRnge" \(did you mean "dobRange"\?\)/);
  });

  it('fails while a precompiled validator is stale, before any browser runs it', () => {
    const run = checkWith('schemas/forms/pin.schema.json', (t) => t.replace('"maxLength": 4', '"maxLength": 6'));
    expect(run.code).toBe(1);
    expect(run.out).toContain('engine/generated/forms/pin.validators.js:1:1: stale');
  });

  it('wants a label in the screen copy for every field a form shows', () => {
    const run = checkWith('content/en/screens/pin.md', (t) => t.replace(/^ {2}pin: /m, '  pinCode: '));
    expect(run.out).toMatch(/content\/en\/screens\/pin\.md:\d+:1: no label "pin" for field "pin" of form "pin"/);
  });

  it('points at a pipe copy uses that does not exist', () => {
    const run = checkWith('content/en/screens/purchase_refunded.md', (t) => t.replace('{totalRefundAmount|currency}', '{totalRefundAmount|money}'));
    expect(run.code).toBe(1);
    expect(run.out).toMatch(/content\/en\/screens\/purchase_refunded\.md:\d+:\d+: unknown pipe "money"/);
  });
});
