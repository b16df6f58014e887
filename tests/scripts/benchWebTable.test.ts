import { describe, expect, it } from 'vitest';
import { median, ratio } from '../../scripts/bench/figures';
import { formatBenchTable, formatReadyTable, formatSecondLinkTable, formatTbtAgainstFloor, medianFigures, type PageFigures } from '../../scripts/bench/webTables';

const run = (over: Partial<PageFigures>): PageFigures => ({ score: 1, fcpMs: 1000, lcpMs: 1500, tbtMs: 0, cls: 0, bytes: 100 * 1024, ...over });
const cellsOf = (table: string, rowName: string): string[] => {
  const line = table.split('\n').find((l) => l.startsWith(rowName));
  if (!line) throw new Error(`no row ${rowName} in\n${table}`);
  return line.slice(rowName.length).trim().split(/\s+/);
};

describe('bench-web table', () => {
  it('takes the middle run, not the mean, so one slow run does not move the figure', () => {
    expect(median([1580, 9000, 1600])).toBe(1600);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('has no median without runs, and shows it as "-" rather than a measured-looking 0', () => {
    expect(median([])).toBeNaN();
    const table = formatBenchTable([
      { name: 'app', runs: 0, figures: null },
      { name: 'bare', runs: 3, figures: run({}) },
    ]);
    expect(cellsOf(table, 'app ')).toEqual(['0', '-', '-', '-', '-', '-', '-']);
    expect(cellsOf(table, 'app / bare')).toEqual(['-', '-', '-', '-', '-', '-']);
  });

  it('takes each figure’s median on its own across runs', () => {
    const figures = medianFigures([run({ score: 0.6, lcpMs: 5000 }), run({ score: 0.7, lcpMs: 4000 }), run({ score: 0.9, lcpMs: 6000 })]);
    expect(figures).toMatchObject({ score: 0.7, lcpMs: 5000 });
  });

  it('prints the app’s medians and how many times slower and heavier it is than each floor', () => {
    const app = medianFigures([run({ score: 0.69, fcpMs: 2100, lcpMs: 5080, tbtMs: 120, cls: 0, bytes: 752 * 1024 })]);
    const bare = medianFigures([run({ score: 1, fcpMs: 1200, lcpMs: 1580, tbtMs: 0, cls: 0, bytes: 97 * 1024 })]);
    const rjsf = medianFigures([run({ score: 0.98, fcpMs: 1300, lcpMs: 2030, tbtMs: 40, cls: 0, bytes: 160 * 1024 })]);
    const table = formatBenchTable([{ name: 'app', runs: 3, figures: app }, { name: 'bare', runs: 3, figures: bare }, { name: 'rjsf', runs: 3, figures: rjsf }]);
    expect(table.split('\n')[0]?.trim().split(/\s+/)).toEqual(['runs', 'score', 'FCP', 's', 'LCP', 's', 'TBT', 'ms', 'CLS', 'KiB']);
    expect(cellsOf(table, 'app ')).toEqual(['3', '0.69', '2.10', '5.08', '120', '0.000', '752']);
    // LCP 5.08 s against 1.58 s is the 3.2x; a TBT or CLS of 0 on the floor has no ratio.
    expect(cellsOf(table, 'app / bare')).toEqual(['0.69x', '1.75x', '3.22x', '-', '-', '7.75x']);
    expect(cellsOf(table, 'app / rjsf')).toEqual(['0.70x', '1.62x', '2.50x', '3.00x', '-', '4.70x']);
  });

  it('never divides by a zero floor', () => {
    expect(ratio(0.1, 0)).toBeNaN();
    expect(ratio(5080, 1580)).toBeCloseTo(3.215, 3);
  });

  it('prints when a form field was there under applied throttling, its spread, what kept the typed text, and the app / floor ratios', () => {
    const run = (lcpMs: number, formMs: number, typedKept = true, focusKept = true) => ({ lcpMs, formMs, typedKept, focusKept });
    const table = formatReadyTable([
      { name: 'app', runs: [run(2180, 5230), run(2320, 5110, false, false), run(2160, 9000, true, false)] },
      { name: 'bare', runs: [run(2470, 2440)] },
      { name: 'rjsf', runs: [] },
    ]);
    expect(table.split('\n')[0]?.trim().split(/\s{2,}/)).toEqual(['runs', 'LCP s', 'form s', 'form spread s', 'typed kept', 'focus kept']);
    expect(cellsOf(table, 'app ')).toEqual(['3', '2.18', '5.23', '5.11-9.00', '2/3', '1/3']);
    expect(cellsOf(table, 'app / bare')).toEqual(['0.88x', '2.14x']);
    // A page that never showed a form has no figure and no ratio, not a zero.
    expect(cellsOf(table, 'rjsf ')).toEqual(['0', '-', '-', '-', '-', '-']);
    expect(cellsOf(table, 'app / rjsf')).toEqual(['-', '-']);
  });

  it('prints the second link per build, and the app against the build before the boot painted', () => {
    const lh = (lcpMs: number, tbtMs: number) => ({ score: 0.9, fcpMs: 1000, lcpMs, tbtMs, cls: 0, bytes: 300_000 });
    const table = formatSecondLinkTable([
      { name: 'app', runs: [lh(3300, 200), lh(3500, 180), lh(3400, 220)], screens: [{ lcpMs: 4400, headingMs: 4320 }] },
      { name: 'before', runs: [lh(3000, 150)], screens: [{ lcpMs: 4000, headingMs: 4000 }] },
    ]);
    expect(cellsOf(table, 'app ')).toEqual(['3', '0.90', '3.40', '3.30-3.50', '200', '4.40', '4.32']);
    expect(cellsOf(table, 'app / before')).toEqual(['1.13x', '1.10x', '1.08x']);
  });

  it('holds the app\'s median TBT to 1.5x the rjsf floor\'s, a floor of 0 ms allowing 0 ms', () => {
    const tbt = (...ms: number[]) => ms.map((tbtMs) => ({ score: 1, fcpMs: 1000, lcpMs: 1000, tbtMs, cls: 0, bytes: 1 }));
    expect(formatTbtAgainstFloor('the second link', tbt(15, 1, 22), tbt(0, 0, 0)))
      .toBe('  the second link: app TBT 15, 1, 22 (median 15 ms); rjsf floor 0, 0, 0 (median 0 ms); 1.5x the floor allows 0 ms: over');
    expect(formatTbtAgainstFloor('the first link', tbt(14, 0, 0), tbt(0, 0, 3))).toMatch(/\(median 0 ms\); rjsf floor 0, 0, 3 \(median 0 ms\); 1.5x the floor allows 0 ms: within$/);
    expect(formatTbtAgainstFloor('a link', tbt(30, 29, 31), tbt(20, 10, 40))).toMatch(/median 30 ms.*median 20 ms.*allows 30 ms: within$/);
    expect(formatTbtAgainstFloor('a link', [], tbt(0))).toMatch(/app TBT none \(median -\).*: not measured$/);
  });
});
