// Which shard wrote which blob. Each shard of `npm run replay -- --shard=I/N` writes report-I-of-N.zip and touches no
// other file (Playwright's blob reporter, given a whole file name, empties no folder), so shards run one after another
// in one folder keep their blobs; and npm run replay:merge reads from the names how many shards the run had and
// which are missing, before it merges anything.

export interface Shard { current: number; total: number }

/** The blob a shard writes. */
export const blobName = (shard: Shard) => `report-${shard.current}-of-${shard.total}.zip`;

/** `--shard=I/N` or `--shard I/N` on a command line, when it is there. */
export function shardOf(argv: readonly string[]): Shard | undefined {
  const at = argv.findIndex((a) => a === '--shard' || a.startsWith('--shard='));
  if (at < 0) return undefined;
  const value = argv[at]!.includes('=') ? argv[at]!.slice(argv[at]!.indexOf('=') + 1) : argv[at + 1];
  const m = /^(\d+)\/(\d+)$/.exec(value ?? '');
  return m ? { current: Number(m[1]), total: Number(m[2]) } : undefined;
}

/** What a folder of blobs holds: the shards' count and the blobs to merge, or each reason it cannot be merged whole. */
export function blobShards(files: readonly string[]): { total: number; blobs: string[]; problems: string[] } {
  const zips = files.filter((f) => f.endsWith('.zip')).sort();
  const named = zips.map((file) => ({ file, m: /^report-(\d+)-of-(\d+)\.zip$/.exec(file) }));
  const problems = named.filter((n) => !n.m).map((n) => `${n.file} is not a blob of npm run replay -- --shard=I/N (those are named report-I-of-N.zip)`);
  const shards = named.flatMap((n) => (n.m ? [{ file: n.file, current: Number(n.m[1]), total: Number(n.m[2]) }] : []));
  const totals = [...new Set(shards.map((s) => s.total))];
  if (totals.length > 1) {
    problems.push(`the blobs come from runs split differently (${totals.map((t) => `${t} shards: ${shards.filter((s) => s.total === t).map((s) => s.file).join(', ')}`).join('; ')}): keep one run's blobs in the folder`);
  }
  const total = totals.length === 1 ? totals[0]! : 0;
  if (totals.length === 1) {
    const missing = Array.from({ length: total }, (_v, i) => i + 1).filter((i) => !shards.some((s) => s.current === i));
    if (missing.length) problems.push(`shard${missing.length > 1 ? 's' : ''} ${missing.map((i) => `${i}/${total}`).join(', ')} missing (no ${missing.map((i) => blobName({ current: i, total })).join(', ')}): the merge would leave out their fixtures`);
    const beyond = shards.filter((s) => s.current < 1 || s.current > total);
    beyond.forEach((s) => problems.push(`${s.file} names no shard of ${total}`));
  }
  return { total, blobs: shards.map((s) => s.file), problems };
}
