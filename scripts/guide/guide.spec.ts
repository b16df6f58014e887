// The guide's own test (a Playwright Test of the `guide` project: npm run test:guide, and npm test): it proves
// docs/adding-a-screen.md works exactly as written. It copies the project, applies every step the guide marks
// (<!-- guide:file|append|insert|replace path -->, then a fenced block), runs forms:compile and flows:check as the
// guide says, then replays two QA fixtures in the copy, in Chromium: one walks to the new screen, answers it and
// checks the lender holds the answers; one answers the guide's prequal screen (section 6) and reaches the offers.
// A step that no longer fits the project fails naming the step; a command that fails ends with what it printed.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { root } from '../lib/root';
import { FIXTURE, PREQUAL_FIXTURE } from './guideFixtures';
import { apply, fileSteps, GUIDE, run } from './guideSteps';

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
      const steps = fileSteps();
      expect(steps.length, `${GUIDE}: the marked steps of the whole walk-through`).toBeGreaterThanOrEqual(5);
      for (const step of steps) apply(dir, step);
      const touched = [...new Set(steps.map((s) => s.path.split('/')[0]!))];
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
