import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CompiledFlow } from '../../engine/flow/FlowTypes';
import type { Result } from '../../engine/Result';
import { err, ok } from '../../engine/Result';
import { coverage, type Coverage, type EngineDecision } from './coverage';

export type Journey = 'borrower' | 'prequal';
/** What one journey's replays exercised: screens shown, every rule id decisions named, and replay's counts. */
export interface JourneyRecord { shown: string[]; exercised: string[]; summary: Coverage }
/** reports/replay/coverage.json: what `npm run flows:map` draws over the flow map. */
export interface CoverageFile { version: 1; writtenAt: string; fixtures: string[]; journeys: Partial<Record<Journey, JourneyRecord>> }

export const COVERAGE_FILE = 'coverage.json';

// The replay's coverage as data, per journey, from the engine's own decisions (a journey no replayed fixture
// walks is left out rather than drawn as 0 %).
export function coverageFile(
  flows: Partial<Record<Journey, CompiledFlow>>,
  decisions: readonly EngineDecision[],
  fixtures: readonly { name: string; kind: string }[],
  now: Date,
): CoverageFile {
  const journeys: CoverageFile['journeys'] = {};
  for (const journey of ['borrower', 'prequal'] as const) {
    const flow = flows[journey];
    if (!flow || !fixtures.some((f) => (f.kind === 'prequal' ? 'prequal' : 'borrower') === journey)) continue;
    const mine = decisions.filter((d) => (d.journey ?? 'borrower') === journey);
    journeys[journey] = {
      shown: [...new Set(mine.map((d) => d.screen))].sort(),
      exercised: [...new Set(mine.flatMap((d) => d.via.split(' -> ')))].sort(),
      summary: coverage(flow, mine),
    };
  }
  return { version: 1, writtenAt: now.toISOString(), fixtures: fixtures.map((f) => f.name), journeys };
}

export function writeCoverageFile(dir: string, file: CoverageFile): string {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, COVERAGE_FILE);
  writeFileSync(path, `${JSON.stringify(file, null, 2)}\n`);
  return path;
}

const strings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

/** Reads a coverage file: null when there is none, a one-line reason when it cannot be used. */
export function readCoverageFile(path: string, shownAs = path): Result<CoverageFile, string> | null {
  if (!existsSync(path)) return null;
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    return err(`${shownAs} is not JSON (${(e as Error).message.split('\n')[0]}); run npm run replay to write it again`);
  }
  const file = data as Partial<CoverageFile>;
  if (typeof file !== 'object' || file === null || file.version !== 1 || typeof file.journeys !== 'object' || file.journeys === null) {
    return err(`${shownAs} is not a version 1 coverage file; run npm run replay to write it again`);
  }
  for (const [journey, record] of Object.entries(file.journeys)) {
    if (!record || !strings(record.shown) || !strings(record.exercised)) return err(`${shownAs}: journeys.${journey} needs lists "shown" and "exercised"; run npm run replay to write it again`);
  }
  return ok({ version: 1, writtenAt: String(file.writtenAt ?? ''), fixtures: strings(file.fixtures) ? file.fixtures : [], journeys: file.journeys });
}
