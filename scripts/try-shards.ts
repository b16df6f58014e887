// npm run test:shards: proves the replays spread over machines lose and double nothing. The two shards of the whole
// suite, listed, hold every fixture once between them; and a few fixtures (a payment link, a prequal signup, a
// Spanish one) run once on one machine and run again as shard 1/2 and 2/2 whose blobs are merged give the same
// contact sheet and the same coverage (scripts/replay/sameReport.ts). The two shards run one after the other on one
// machine, writing their blobs into one folder as a QA engineer trying it would: each keeps its own. Last, a merge with
// one shard's blob gone fails and names it. Part of npm test. Exits 1 naming what differs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadFixtures } from '../sandbox/server/fixtures/loadFixtures';
import { root } from './lib/root';
import { blobName } from './replay/blobShards';
import { reportDifferences } from './replay/sameReport';

const FIXTURES = ['happy-path', 'prequal', 'qa-es-declined'];
const dir = mkdtempSync(join(tmpdir(), 'try-shards-'));

function fail(message: string): never {
  console.error(`try-shards: ${message}`);
  process.exit(1);
}

function replay(args: string[], env: Record<string, string>, quiet = false): string {
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'replay.ts'), ...args], {
    cwd: root, encoding: 'utf8', env: { ...process.env, ...env }, stdio: quiet ? 'pipe' : ['ignore', 'pipe', 'inherit'],
  });
  if (!quiet) process.stdout.write(r.stdout.split('\n').filter((l) => !/^ {2}(screens|rules|transitions) /.test(l)).join('\n'));
  if (r.status !== 0) fail(`npm run replay -- ${args.join(' ')} failed (exit ${String(r.status)})`);
  return r.stdout;
}

// 1. Listed, shard 1/2 and 2/2 of the whole suite: every fixture with steps exactly once.
const listed = [1, 2].flatMap((i) => replay(['--list', `--shard=${i}/2`], {}, true).split('\n').filter((l) => l.includes(' › ')).map((l) => l.split(' › ').pop()!.trim()));
const fixtures = loadFixtures().filter((f) => Array.isArray(f.steps) && f.steps.length > 0).map((f) => f.name).sort();
const twice = listed.filter((name, i) => listed.indexOf(name) !== i);
const missing = fixtures.filter((name) => !listed.includes(name));
if (twice.length || missing.length || listed.length !== fixtures.length) fail(`the two shards list ${listed.length} tests for ${fixtures.length} fixtures (twice: ${twice.join(', ') || 'none'}; missing: ${missing.join(', ') || 'none'})`);
console.log(`try-shards: shard 1/2 and 2/2 list the ${fixtures.length} fixtures once each`);

// 2. The same fixtures on one machine, then as two shards merged: the same contact sheet and coverage.
const at = (name: string) => join(dir, name);
replay(FIXTURES, { REPLAY_REPORT_DIR: at('one'), REPLAY_RESULTS_DIR: at('one-results') });
for (const i of [1, 2]) {
  replay([...FIXTURES, `--shard=${i}/2`], { REPLAY_REPORT_DIR: at(`shard${i}`), REPLAY_BLOB_DIR: at('blobs'), REPLAY_RESULTS_DIR: at(`shard${i}-results`), REPLAY_SKIP_BUILD: '1' });
}
const blobs = readdirSync(at('blobs')).sort();
if (blobs.join(' ') !== `${blobName({ current: 1, total: 2 })} ${blobName({ current: 2, total: 2 })}`) fail(`shard 1/2 then 2/2 in one blob folder left ${blobs.join(', ') || 'nothing'}, not each shard's own blob`);
const mergeOf = (blobDir: string, report: string) => spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'replay-merge.ts'), blobDir], { cwd: root, encoding: 'utf8', env: { ...process.env, REPLAY_REPORT_DIR: report } });
const merge = mergeOf(at('blobs'), at('merged'));
if (merge.status !== 0) fail(`npm run replay:merge failed (exit ${String(merge.status)}):\n${merge.stdout}${merge.stderr}`);
const differences = reportDifferences(at('one'), at('merged'));
if (differences.length) fail(`one run and the merge of its two shards differ:\n${differences.join('\n')}`);
console.log(`try-shards: ${FIXTURES.join(', ')} on one machine and as two shards run in one folder and merged give the same contact sheet and coverage`);

// 3. Shard 1's blob lost: the merge fails, naming the missing shard, and writes no sheet.
rmSync(join(at('blobs'), blobName({ current: 1, total: 2 })));
const half = mergeOf(at('blobs'), at('half'));
if (half.status === 0 || !`${half.stdout}${half.stderr}`.includes('1/2 missing') || existsSync(at('half'))) fail(`npm run replay:merge with shard 1/2's blob missing exited ${String(half.status)} without naming it (or wrote a sheet):\n${half.stdout}${half.stderr}`);
rmSync(dir, { recursive: true, force: true });
console.log('try-shards: a merge with shard 1/2\'s blob missing fails and names it');
