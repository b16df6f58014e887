import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reportDifferences } from '../../../scripts/replay/sameReport';

/** A report folder as the contact sheet reporter writes it. */
function report(sheet: string, coverage: Record<string, unknown>, shots: Record<string, string[]>): string {
  const dir = mkdtempSync(join(tmpdir(), 'same-report-'));
  writeFileSync(join(dir, 'index.html'), sheet);
  writeFileSync(join(dir, 'coverage.json'), JSON.stringify(coverage));
  for (const [fixture, files] of Object.entries(shots)) {
    mkdirSync(join(dir, fixture));
    for (const f of files) writeFileSync(join(dir, fixture, f), 'png');
  }
  return dir;
}
const sheet = (token: string, seconds: string, step = 'click APPLY') => `<p>2 fixtures, 0 failed, ${seconds} s.</p>\n<div class="path">/${token}</div><div class="step">1. ${step}</div>\n<small>3 steps, ${seconds} s</small>`;
const coverage = (when: string, screens = 51) => ({ version: 1, writtenAt: when, fixtures: ['a', 'b'], journeys: { borrower: { summary: { screens: { hit: screens } } } } });

describe('reportDifferences: one run against the merge of its shards', () => {
  it('finds none when only the times, the fresh links and the writing time differ', () => {
    const one = report(sheet('0f9a3c2e-1b7d-4e2a-9c61-5d0e8b7a6f10', '412.3'), coverage('2026-11-28T07:00:00.000Z'), { a: ['01.png', '02.png'], b: ['01.png'] });
    const merged = report(sheet('7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f', '98.7'), coverage('2026-11-28T09:30:00.000Z'), { a: ['01.png', '02.png'], b: ['01.png'] });
    expect(reportDifferences(one, merged)).toEqual([]);
  });

  it('names a step that differs, a coverage that differs and a screenshot only one has', () => {
    const one = report(sheet('0f9a3c2e-1b7d-4e2a-9c61-5d0e8b7a6f10', '1.0'), coverage('x'), { a: ['01.png', '02.png'], b: ['01.png'] });
    const other = report(sheet('0f9a3c2e-1b7d-4e2a-9c61-5d0e8b7a6f10', '1.0', 'click SIGN'), coverage('x', 50), { a: ['01.png'], b: ['01.png'] });
    const found = reportDifferences(one, other);
    expect(found[0]).toMatch(/the contact sheets differ at line 2:[\s\S]*click APPLY[\s\S]*click SIGN/);
    expect(found).toContain('the coverage files differ');
    expect(found).toContain(`only ${one} has a: 01.png 02.png`);
  });

  it('says a folder holds no report', () => {
    const empty = mkdtempSync(join(tmpdir(), 'same-report-'));
    expect(reportDifferences(empty, empty)).toContain(`${empty} has no index.html`);
  });
});
