import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { coverage } from '../../e2e/replay/coverage';
import { coverageFile, readCoverageFile, writeCoverageFile } from '../../e2e/replay/coverageFile';
import { borrowerFlow, prequalFlow } from '../support/flows';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
const scratch = () => {
  const d = mkdtempSync(join(tmpdir(), 'coverage-file-'));
  dirs.push(d);
  return d;
};

const decisions = [
  { screen: 'entry', via: 'routing.pending', journey: 'borrower' as const },
  { screen: 'choose_plan', via: 'screens.entry.on.submit.next[0] -> routing.offerAvailable', journey: 'borrower' as const },
  { screen: 'prequal_canceled', via: 'routing.canceled', journey: 'prequal' as const },
];
const flows = { borrower: borrowerFlow, prequal: prequalFlow };
const fixtures = [{ name: 'happy-path', kind: 'loan' }, { name: 'prequal', kind: 'prequal' }];

describe('reports/replay/coverage.json (what flows:map draws over the map)', () => {
  it('keeps each journey to its own decisions: a prequal rule never counts for the borrower rule of the same name', () => {
    const file = coverageFile(flows, decisions, fixtures, new Date('2026-11-21T10:00:00Z'));
    expect(file.journeys.borrower?.exercised).toEqual(['routing.offerAvailable', 'routing.pending', 'screens.entry.on.submit.next[0]']);
    expect(file.journeys.borrower?.shown).toEqual(['choose_plan', 'entry']);
    expect(file.journeys.prequal?.exercised).toEqual(['routing.canceled']);
    expect(file.journeys.borrower?.summary.rules.missed).toContain('routing.canceled');
    expect(coverage(borrowerFlow, decisions).rules.missed).toContain('routing.canceled');
    expect(file).toMatchObject({ version: 1, writtenAt: '2026-11-21T10:00:00.000Z', fixtures: ['happy-path', 'prequal'] });
  });

  it('leaves out a journey no replayed fixture walked, rather than drawing it as never exercised', () => {
    const file = coverageFile(flows, decisions.slice(0, 2), [{ name: 'happy-path', kind: 'loan' }], new Date());
    expect(Object.keys(file.journeys)).toEqual(['borrower']);
  });

  it('is written as JSON and read back', () => {
    const dir = scratch();
    const file = coverageFile(flows, decisions, fixtures, new Date());
    const path = writeCoverageFile(dir, file);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(file);
    expect(readCoverageFile(path)).toEqual({ ok: true, value: file });
  });

  it('reads a missing file as none, and a broken one as a one-line reason', () => {
    const dir = scratch();
    expect(readCoverageFile(join(dir, 'coverage.json'))).toBeNull();
    writeFileSync(join(dir, 'bad.json'), '{"version": 1, "journeys": {');
    const bad = readCoverageFile(join(dir, 'bad.json'), 'reports/replay/coverage.json');
    expect(bad?.ok).toBe(false);
    expect(!bad?.ok && bad?.error).toMatch(/^reports\/replay\/coverage\.json is not JSON \(.+\); run npm run replay to write it again$/);
    writeFileSync(join(dir, 'shape.json'), JSON.stringify({ version: 1, journeys: { borrower: { shown: [] } } }));
    const shape = readCoverageFile(join(dir, 'shape.json'), 'c.json');
    expect(!shape?.ok && shape?.error).toBe('c.json: journeys.borrower needs lists "shown" and "exercised"; run npm run replay to write it again');
    writeFileSync(join(dir, 'old.json'), JSON.stringify({ screens: [] }));
    expect(readCoverageFile(join(dir, 'old.json'), 'c.json')).toEqual({ ok: false, error: 'c.json is not a version 1 coverage file; run npm run replay to write it again' });
  });
});
