import { spawnSync } from 'node:child_process';
import { formatProblem } from '../../engine/Problem';
import { needsBuild } from '../../sandbox/start';
import { checkProject } from '../check/checkProject';
import { loadProject } from '../check/loadProject';
import { findChromium } from '../lib/findChromium';
import { root } from '../lib/root';

// Before any worker starts, once per run: the fixtures are checked as flows:check checks them (a fixture with a
// mistake is one line with its file:line:column, and nothing is replayed), and the app is built when dist/ is older
// than its sources (or into REPLAY_OUT_DIR, a build of its own for a replay beside another). The workers then only
// serve it.
export default function globalSetup(): void {
  findChromium(); // no Chromium: one sentence saying how to install it, before anything else
  const problems = checkProject(loadProject(), ['fixtures', 'fixtureSteps']);
  if (problems.length) {
    problems.forEach((p) => console.error(formatProblem(p)));
    throw new Error(`replay: ${problems.length} problem(s) in fixtures; nothing was replayed`);
  }
  const outDir = process.env.REPLAY_OUT_DIR;
  if (process.env.REPLAY_SKIP_BUILD !== '1' && (outDir || needsBuild(root))) {
    console.log('replay: building the app (vite build)...');
    const b = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', ...(outDir ? ['--outDir', outDir, '--emptyOutDir'] : [])], { cwd: root, stdio: 'inherit' });
    if (b.status !== 0) throw new Error('replay: vite build failed; nothing was replayed');
  }
}
