// What the benches measure: the app, built from the work tree when a source is newer than dist/, and what they
// measure it against, built as the app is: the floor pages (bench/floor-*/, built with Vite through the app's own
// vite.config.ts, its plugins and build options, so they differ from the app only in code), and the app as it was at
// a commit (BENCH_BASELINE=<commit>: bench:web's second link, bench:journey), built from a temporary git worktree
// sharing this work tree's node_modules. Both go under reports/bench-web/.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Plugin } from 'vite';
import type { FormSchema } from '../../engine/forms/FormDefinition';
import { DEFAULT_DIST_DIR } from '../../sandbox/server/buildServer';
import { needsBuild } from '../../sandbox/start';
import { compileFormValidators } from '../lib/formValidators';
import { root } from '../lib/root';

// The benchmarks measure the app as it is in the work tree: dist/ is rebuilt the way `npm start` would, when a
// source is newer than it. `name` prefixes what it prints.
function buildAppIfNeeded(name: string): void {
  if (!needsBuild(root)) return;
  console.log(`${name}: building the app (vite build)...`);
  const result = spawnSync(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['vite', 'build', '--logLevel', 'error'], { cwd: root, stdio: 'inherit', timeout: 300_000 });
  if (result.status !== 0) throw new Error('vite build failed, so there is no app to measure');
}

/** A build a bench measures: its name in the tables and the folder it is served from. */
export interface Build { name: string; distDir: string }

// What `bench` measures, in the order of its rounds: the app, the floor pages `floors` names (by their names in the
// tables), and, given BENCH_BASELINE=<commit> and a name for it, that commit's app.
export async function buildsToMeasure(bench: string, floors: Readonly<Record<string, Floor>>, baselineName?: (commit: string) => string): Promise<Build[]> {
  buildAppIfNeeded(bench);
  const builds: Build[] = [{ name: 'app', distDir: DEFAULT_DIST_DIR }];
  const pages = Object.entries(floors);
  if (pages.length) console.log(`${bench}: building the floor pages (${pages.map(([, floor]) => `bench/${floor}`).join(', ')})...`);
  for (const [name, floor] of pages) builds.push({ name, distDir: await buildFloor(floor) });
  const commit = process.env.BENCH_BASELINE;
  if (commit && baselineName) builds.push({ name: baselineName(commit), distDir: buildBaseline(commit, bench) });
  return builds;
}

/** The floor pages, by folder under bench/. */
export type Floor = 'floor-bare' | 'floor-rjsf';

const BENCH_DIR = join(root, 'bench');
const OUT_DIR = join(root, 'reports', 'bench-web');

const VIRTUAL_ID = 'virtual:floor-validators';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

// `virtual:floor-validators`: the rjsf floor's form schema compiled by the same function that compiles the app's
// forms (scripts/lib/formValidators.ts), so the floor carries a precompiled validator just as the app does.
function floorValidators(schemaFile: string): Plugin {
  return {
    name: 'floor-validators',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      this.addWatchFile(schemaFile);
      return compileFormValidators('floor', JSON.parse(readFileSync(schemaFile, 'utf8')) as FormSchema);
    },
  };
}

// One floor's build; returns the folder to serve. Vite's output is kept quiet unless it fails.
async function buildFloor(floor: Floor): Promise<string> {
  const dir = join(BENCH_DIR, floor);
  const outDir = join(OUT_DIR, floor);
  // Inline options win over the config file's: the page's folder and output, plus the floor's validator module.
  await build({
    configFile: join(root, 'vite.config.ts'),
    root: dir,
    logLevel: 'error',
    plugins: [floorValidators(join(dir, 'form.schema.json'))],
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

/** Builds `commit`'s app (once: skipped when its folder is already there) and returns the folder to serve; `name` prefixes what it prints. */
export function buildBaseline(commit: string, name: string): string {
  const sha = spawnSync('git', ['rev-parse', '--short', commit], { cwd: root, encoding: 'utf8' });
  if (sha.status !== 0) throw new Error(`BENCH_BASELINE=${commit} is not a commit of this repository`);
  const outDir = join(OUT_DIR, `baseline-${sha.stdout.trim()}`);
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
