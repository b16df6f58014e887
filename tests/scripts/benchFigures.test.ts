import { afterEach, describe, expect, it, vi } from 'vitest';
import { measureRounds, percentile, textTable, type Outcome } from '../../scripts/bench/figures';

// The measuring core every bench prints with (scripts/bench/figures.ts).
describe('the benches\' figures', () => {
  afterEach(() => { vi.restoreAllMocks(); });

  it('reports a percentile as one of the measured values (nearest rank), and nothing measured as NaN', () => {
    const values = [12, 3, 50, 7, 9, 30, 4, 8, 5, 6];
    expect(percentile(values, 50)).toBe(7);
    expect(percentile(values, 95)).toBe(50);
    expect(percentile([4.2], 95)).toBe(4.2);
    expect(percentile([], 50)).toBeNaN();
  });

  it('lines a table up: the first column to the left, the figures to the right, columns the gap apart', () => {
    expect(textTable([['page', 'runs', 'p95 ms'], ['app', '3', '170.0'], ['floor (app\'s fields)', '12', '9.5']]).split('\n')).toEqual([
      'page                   runs   p95 ms',
      'app                       3    170.0',
      'floor (app\'s fields)     12      9.5',
    ]);
    expect(textTable([['', 'LCP s'], ['app', '2.10']], 2).split('\n')).toEqual(['     LCP s', 'app   2.10']);
  });

  it('measures the targets in turn, round after round, keeps what was measured and prints every run, measured or not', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => { lines.push(line); });
    const targets = [{ name: 'app', kept: [] as number[] }, { name: 'bare', kept: [] as number[] }];
    const order: string[] = [];
    let n = 0;
    const measure = async (url: string): Promise<Outcome<number>> => {
      order.push(url);
      n += 1;
      return n === 3 ? { ok: false, problem: 'no form field appeared within 60 s' } : { ok: true, figures: n };
    };
    await measureRounds(2, targets, async (t) => `http://${t.name}`, measure, (t, f) => t.kept.push(f), (f) => `figure ${f}`, 4);
    expect(order).toEqual(['http://app', 'http://bare', 'http://app', 'http://bare']);
    expect(targets.map((t) => t.kept)).toEqual([[1], [2, 4]]);
    expect(lines).toEqual(['  app  1/2: figure 1', '  bare 1/2: figure 2', '  app  2/2: not measured (no form field appeared within 60 s)', '  bare 2/2: figure 4']);
  });
});
