// npm run replay:merge -- [DIR] [--reporter=html]: merges the blobs the shards of `npm run replay -- --shard=I/N`
// wrote (each its own report-I-of-N.zip in reports/replay-blob/, or REPLAY_BLOB_DIR; gathered into DIR, default
// reports/replay-blob) into one contact sheet and one coverage (reports/replay/, or REPLAY_REPORT_DIR), as if one
// machine had run every fixture. The blobs' names say how many shards the run had: with any missing (or blobs of two
// runs split differently) nothing is merged, the missing shards are named and it exits 1. It also exits 1 when a
// shard's replay failed. --reporter adds Playwright's reporters to the sheet, as npm run replay does.
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { root } from './lib/root';
import { blobShards } from './replay/blobShards';
import { extraReporters, playwright } from './replay/replayArgs';

const { reporters, rest } = extraReporters(process.argv.slice(2));
const dir = resolve(rest.find((a) => !a.startsWith('-')) ?? process.env.REPLAY_BLOB_DIR ?? join(root, 'reports', 'replay-blob'));
const files = existsSync(dir) ? readdirSync(dir) : [];
if (!files.some((f) => f.endsWith('.zip'))) {
  console.error(`replay:merge: no shard blobs (*.zip) in ${dir}: run npm run replay -- --shard=I/N on each machine and gather their reports/replay-blob/ here`);
  process.exit(2);
}
const { total, blobs, problems } = blobShards(files);
if (problems.length) {
  problems.forEach((p) => console.error(`replay:merge: ${p}`));
  console.error(`replay:merge: nothing merged from ${dir}`);
  process.exit(1);
}
console.log(`replay:merge: ${blobs.length} of ${total} shards' blobs from ${dir}`);
process.exit(playwright('merge-reports', [dir], reporters));
