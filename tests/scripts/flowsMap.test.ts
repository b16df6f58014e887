import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { coverage, coverageLine } from '../../e2e/replay/coverage';
import { coverageFile } from '../../e2e/replay/coverageFile';
import { borrowerFlow, prequalFlow } from '../support/flows';

const repo = resolve(__dirname, '..', '..');
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

// Runs npm run flows:map against a copy of the project's config, after `prepare` has changed the copy.
function mapWith(prepare: (dir: string) => void = () => undefined, args: string[] = []) {
  const dir = mkdtempSync(join(tmpdir(), 'flows-map-'));
  dirs.push(dir);
  for (const d of ['flows', 'content', 'schemas']) cpSync(join(repo, d), join(dir, d), { recursive: true });
  prepare(dir);
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(repo, 'scripts/flows-map.ts'), ...args], {
    cwd: repo, env: { ...process.env, PROJECT_ROOT: dir }, encoding: 'utf8',
  });
  return { dir, code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('npm run flows:map', { timeout: 180_000 }, () => {
  it('draws both journeys and an index with no coverage file, and says the overlay is missing', () => {
    const run = mapWith();
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('flows:map: No replay coverage (reports/replay/coverage.json not found): drawn without overlay');
    expect(run.stdout).toMatch(new RegExp(`flows:map: borrower: ${Object.keys(borrowerFlow.screens).length} screens, no coverage overlay\n`));
    for (const page of ['index', 'borrower', 'prequal']) expect(existsSync(join(run.dir, 'reports/flows-map', `${page}.html`)), page).toBe(true);
    expect(readFileSync(join(run.dir, 'reports/flows-map/borrower.html'), 'utf8')).toContain('No replay coverage');
  }, 60000);

  it('draws the last replay\'s coverage and prints the same counts replay does', () => {
    const decisions = [
      { screen: 'entry', via: 'routing.pending', journey: 'borrower' as const },
      { screen: 'choose_plan', via: 'screens.entry.on.submit.next[0] -> routing.offerAvailable', journey: 'borrower' as const },
    ];
    const run = mapWith((dir) => {
      mkdirSync(join(dir, 'reports/replay'), { recursive: true });
      const file = coverageFile({ borrower: borrowerFlow, prequal: prequalFlow }, decisions, [{ name: 'happy-path', kind: 'loan' }], new Date(Date.now() + 60000));
      writeFileSync(join(dir, 'reports/replay/coverage.json'), JSON.stringify(file));
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Coverage from the replay of');
    expect(run.stdout).toContain(`flows:map: borrower: exercised ${coverageLine(coverage(borrowerFlow, decisions))}\n`);
    expect(run.stdout).toContain('flows:map: prequal: ');
    expect(readFileSync(join(run.dir, 'reports/flows-map/prequal.html'), 'utf8')).toContain('the last replay walked no prequal fixture');
    expect(readFileSync(join(run.dir, 'reports/flows-map/borrower.html'), 'utf8')).toMatch(/class="edge rule hit" data-id="routing\.pending"/);
  }, 60000);

  it('names a broken flow file in one line, with no stack trace, and exits 1', () => {
    const run = mapWith((dir) => {
      const path = join(dir, 'flows/borrower.yaml');
      writeFileSync(path, readFileSync(path, 'utf8').replace('\n  choose_plan:\n', '\n  choose_plan:\n   bad: [unclosed\n'));
    });
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^flows\/borrower\.yaml:\d+:\d+: YAML syntax: .+\n$/);
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/^\s+at /m);
    expect(run.stdout).toContain('flows:map: borrower: not drawn (flows/borrower.yaml does not load; see above)');
    expect(existsSync(join(run.dir, 'reports/flows-map/prequal.html'))).toBe(true);
  }, 60000);

  it('says how to call it when an option is wrong', () => {
    const run = mapWith(undefined, ['--coverag', 'x.json']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^flows:map: usage: npm run flows:map -- \[--coverage FILE\] \[--out DIR\] \(did not understand --coverag x\.json\)\n$/);
  }, 60000);
});
