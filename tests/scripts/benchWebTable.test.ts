import { describe, expect, it } from 'vitest';
import { formatBenchTable, formatReadyTable, median, medianFigures, ratio, type PageFigures } from '../../scripts/lib/benchWebTable';

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

  it('prints when a form field was on screen under applied throttling, and the app / floor ratios', () => {
    const table = formatReadyTable([
      { name: 'app', runs: [{ lcpMs: 2180, formMs: 5230 }, { lcpMs: 2320, formMs: 5110 }, { lcpMs: 2160, formMs: 9000 }] },
      { name: 'bare', runs: [{ lcpMs: 2470, formMs: 2440 }] },
      { name: 'rjsf', runs: [] },
    ]);
    expect(table.split('\n')[0]?.trim().split(/\s+/)).toEqual(['runs', 'LCP', 's', 'form', 's']);
    expect(cellsOf(table, 'app ')).toEqual(['3', '2.18', '5.23']);
    expect(cellsOf(table, 'app / bare')).toEqual(['0.88x', '2.14x']);
    // A page that never showed a form has no figure and no ratio, not a zero.
    expect(cellsOf(table, 'rjsf ')).toEqual(['0', '-', '-']);
    expect(cellsOf(table, 'app / rjsf')).toEqual(['-', '-']);
  });
});
