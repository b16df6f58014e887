// npm run replay:merge -- [DIR]: merges the blobs the shards of `npm run replay -- --shard=I/N` wrote (every
// reports/replay-blob/*.zip gathered into DIR, default reports/replay-blob) into one contact sheet and one coverage
// (reports/replay/, or REPLAY_REPORT_DIR), as if one machine had run every fixture. Exits 1 when a shard's replay failed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { root } from './lib/root';

const dir = resolve(process.argv[2] ?? join(root, 'reports', 'replay-blob'));
const blobs = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.zip')) : [];
if (blobs.length === 0) {
  console.error(`replay:merge: no shard blobs (*.zip) in ${dir}: run npm run replay -- --shard=I/N on each machine and gather their reports/replay-blob/ here`);
  process.exit(2);
}
console.log(`replay:merge: ${blobs.length} blob(s) from ${dir}`);
const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
const run = spawnSync(process.execPath, [cli, 'merge-reports', '--config', join(root, 'playwright.config.ts'), dir], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
