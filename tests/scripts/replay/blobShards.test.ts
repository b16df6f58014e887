import { describe, expect, it } from 'vitest';
import { blobName, blobShards, shardOf } from '../../../scripts/replay/blobShards';

describe('blobShards: which shard wrote which blob, for npm run replay:merge', () => {
  it('names each shard its own blob, read from --shard=I/N or --shard I/N', () => {
    expect(shardOf(['test', '--shard=1/2'])).toEqual({ current: 1, total: 2 });
    expect(shardOf(['test', '--shard', '3/4'])).toEqual({ current: 3, total: 4 });
    expect(shardOf(['test', '--workers=2'])).toBeUndefined();
    expect(blobName({ current: 1, total: 2 })).not.toBe(blobName({ current: 2, total: 2 }));
  });

  it('merges a run whose every shard is there', () => {
    expect(blobShards(['report-2-of-2.zip', 'report-1-of-2.zip'])).toEqual({ total: 2, blobs: ['report-1-of-2.zip', 'report-2-of-2.zip'], problems: [] });
  });

  it('names the shards missing from a run', () => {
    const { problems } = blobShards(['report-2-of-3.zip']);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('shards 1/3, 3/3 missing');
  });

  it('refuses blobs of two runs split differently, and a blob no shard of npm run replay wrote', () => {
    const { problems } = blobShards(['report-1-of-2.zip', 'report-2-of-2.zip', 'report-1-of-3.zip', 'report.zip']);
    expect(problems.some((p) => p.startsWith('report.zip is not a blob of npm run replay'))).toBe(true);
    expect(problems.some((p) => p.includes('2 shards: report-1-of-2.zip, report-2-of-2.zip; 3 shards: report-1-of-3.zip'))).toBe(true);
  });
});
