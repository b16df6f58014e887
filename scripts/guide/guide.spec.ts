// The guide's own test (a Playwright Test of the `guide` project: npm run test:guide, and npm test): it proves
// docs/adding-a-screen.md works exactly as written. It copies the project, applies every step the guide marks
// (<!-- guide:file|append|insert|replace path -->, then a fenced block), runs forms:compile and flows:check as the
// guide says, then replays two QA fixtures in the copy, in Chromium: one walks to the new screen, answers it and
// checks the lender holds the answers; one answers the guide's prequal screen (section 6) and reaches the offers.
// A step that no longer fits the project fails naming the step; a command that fails ends with what it printed.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { root } from '../lib/root';
import { FIXTURE, PREQUAL_FIXTURE } from './guideFixtures';

const GUIDE = 'docs/adding-a-screen.md';
const STEP = /<!-- guide:(file|append|insert|replace) (\S+)(?: after "([^"]*)")? -->\n```[a-z]*\n([\s\S]*?)\n```/g;

// A command in the copy, as the guide says to run it: not this worker's Playwright variables nor the replays'
// folders (the copy's replay is a run of its own, with its own build, sheet and results inside the copy).
function run(cwd: string, args: string[], what: string): Promise<void> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(PW_|TEST_WORKER_INDEX$|TEST_PARALLEL_INDEX$|REPLAY_)/.test(key)));
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, { cwd, env: { ...env, PROJECT_ROOT: cwd }, stdio: ['ignore', 'pipe', 'pipe'] });
    let printed = '';
    child.stdout.on('data', (chunk: Buffer) => { printed += chunk.toString(); });
    child.stderr.on('data', (chunk: Buffer) => { printed += chunk.toString(); });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${what} failed in the copy (exit ${String(code)}):\n${printed.split('\n').slice(-60).join('\n')}`))));
  });
}

// Applies one marked step of the guide to the copy; a step that no longer fits the project fails with its text.
function apply(dir: string, kind: string, path: string, after: string | undefined, body: string): void {
  const file = join(dir, path);
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (kind === 'file') {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${body}\n`);
  } else if (kind === 'append') writeFileSync(file, `${text.replace(/\n*$/, '\n')}${body}\n`);
  else if (kind === 'insert') {
    const lines = text.split('\n');
    const at = lines.findIndex((l) => l === after);
    if (at < 0) throw new Error(`${GUIDE}: "${path}" has no line "${after}" to insert after`);
    lines.splice(at + 1, 0, ...body.split('\n'));
    writeFileSync(file, lines.join('\n'));
  } else {
    const diff = body.split('\n');
    const from = diff.filter((l) => !l.startsWith('+')).map((l) => l.slice(1)).join('\n');
    const to = diff.filter((l) => !l.startsWith('-')).map((l) => l.slice(1)).join('\n');
    const count = text.split(from).length - 1;
    if (count !== 1) throw new Error(`${GUIDE}: the change to ${path} matches ${count} places, not one:\n${from}`);
    writeFileSync(file, text.replace(from, to));
  }
}

/** A copy of the project's files (tracked, and new ones not ignored), with this tree's node_modules. */
async function copyProject(): Promise<string> {
  const listed = await new Promise<string>((resolve, reject) => {
    const git = spawn('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root });
    let out = '';
    git.stdout.on('data', (chunk: Buffer) => { out += chunk.toString(); });
    git.on('error', reject);
    git.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`git ls-files exited ${String(code)}`))));
  });
  const dir = mkdtempSync(join(tmpdir(), 'guide-'));
  for (const f of listed.split('\0').filter(Boolean)) {
    if (!existsSync(join(root, f))) continue;
    mkdirSync(dirname(join(dir, f)), { recursive: true });
    copyFileSync(join(root, f), join(dir, f));
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

test('docs/adding-a-screen.md, followed to the letter, adds screens that replay green', async () => {
  // Copying the project, compiling the forms, checking, building the app and two replays in the copy.
  test.setTimeout(900_000);
  const dir = await copyProject();
  try {
    await test.step('apply the guide\'s steps', () => {
      const steps = [...readFileSync(join(root, GUIDE), 'utf8').matchAll(STEP)];
      expect(steps.length, `${GUIDE}: the marked steps of the whole walk-through`).toBeGreaterThanOrEqual(5);
      for (const [, kind, path, after, body] of steps) apply(dir, kind!, path!, after, body!);
      const touched = [...new Set(steps.map((s) => s[2]!.split('/')[0]!))];
      expect(touched.filter((t) => !['flows', 'schemas', 'content'].includes(t)), `${GUIDE} touches only flows/, schemas/ and content/ (a product change)`).toEqual([]);
      writeFileSync(join(dir, 'fixtures', 'guide-job-details.yaml'), FIXTURE);
      writeFileSync(join(dir, 'fixtures', 'guide-prequal-job-details.yaml'), PREQUAL_FIXTURE);
    });
    await test.step('npm run forms:compile', () => run(dir, ['tsx', 'scripts/compile-forms.ts'], 'npm run forms:compile'));
    await test.step('npm run flows:check', () => run(dir, ['tsx', 'scripts/flows-check.ts'], 'npm run flows:check'));
    await test.step('npm run replay -- guide-job-details guide-prequal-job-details', () => run(dir, ['tsx', 'scripts/replay.ts', 'guide-job-details', 'guide-prequal-job-details'], 'the replays of the new screens'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
