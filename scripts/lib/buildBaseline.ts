// The app as it was at a commit (BENCH_BASELINE=<commit>), for the benchmarks that read the app against an earlier
// build in the same run (bench:web's second link, bench:journey): built into reports/bench-web/baseline-<commit>
// from a temporary git worktree sharing this work tree's node_modules; skipped when that folder is already there.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FLOORS_OUT_DIR } from './buildFloors';
import { root } from './root';

/** Builds `commit`'s app (once) and returns the folder to serve; `name` prefixes what it prints. */
export function buildBaseline(commit: string, name: string): string {
  const sha = spawnSync('git', ['rev-parse', '--short', commit], { cwd: root, encoding: 'utf8' });
  if (sha.status !== 0) throw new Error(`BENCH_BASELINE=${commit} is not a commit of this repository`);
  const outDir = join(FLOORS_OUT_DIR, `baseline-${sha.stdout.trim()}`);
  if (existsSync(join(outDir, 'index.html'))) return outDir;
  console.log(`${name}: building ${sha.stdout.trim()} (the baseline) in a temporary worktree...`);
  const tree = join(mkdtempSync(join(tmpdir(), 'bench-baseline-')), 'tree');
  const run = (cmd: string, args: string[], cwd: string) => {
    const result = spawnSync(cmd, args, { cwd, stdio: 'inherit', timeout: 300_000 });
    if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd}`);
  };
  try {
    run('git', ['worktree', 'add', '--detach', tree, commit], root);
    symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'));
    run(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['vite', 'build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'], tree);
  } finally {
    spawnSync('git', ['worktree', 'remove', '--force', tree], { cwd: root });
    rmSync(tree, { recursive: true, force: true });
  }
  return outDir;
}
