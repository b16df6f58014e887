import type { EngineDecision } from '../../e2e/replay/coverage';
import type { FixtureRun } from '../../e2e/replay/writeReport';

/** The attachment a replay test leaves for the contact sheet reporter (travels in shard blobs). */
export const RECORD_ATTACHMENT = 'replay-record.json';
/** Each step's screenshot is attached under its own name: `step-01.png`... */
export const stepAttachment = (index: number) => `step-${String(index + 1).padStart(2, '0')}.png`;

/**
 * What one fixture's replay tells the reporter: its run (each step's `screenshot` is the name of its attachment),
 * the engine's decisions for the coverage, and what the analytics check read.
 */
export interface ReplayRecord {
  fixture: { name: string; kind: string; file: string };
  run: FixtureRun;
  decisions: EngineDecision[];
  analytics: { inspected: number; leaks: string[] };
}
