import { describe, expect, it } from 'vitest';
import { lighthouseOutcome, type LighthouseResult } from '../../scripts/bench/chromium';

// What bench:web keeps of one Lighthouse run (scripts/bench/chromium.ts).
const figures = { 'first-contentful-paint': 1290, 'largest-contentful-paint': 1310, 'total-blocking-time': 0, 'cumulative-layout-shift': 0, 'total-byte-weight': 316_000 };
const result = (score: number | null, audits: LighthouseResult['audits'] = {}): LighthouseResult => ({
  categories: { performance: { score } },
  audits: { ...Object.fromEntries(Object.entries(figures).map(([id, value]) => [id, { numericValue: value, scoreDisplayMode: 'numeric' }])), ...audits },
});

describe("a Lighthouse run's outcome", () => {
  it('keeps the figures of a scored run', () => {
    expect(lighthouseOutcome(result(0.98))).toEqual({ ok: true, figures: { score: 0.98, fcpMs: 1290, lcpMs: 1310, tbtMs: 0, cls: 0, bytes: 316_000 } });
  });

  it('does not count a run without a performance score, and says which audit failed and why', () => {
    const outcome = lighthouseOutcome(result(null, { 'total-blocking-time': { scoreDisplayMode: 'error', errorMessage: 'Required LongTasks gatherer did not run' } }));
    expect(outcome).toEqual({ ok: false, problem: 'no performance score (total-blocking-time: Required LongTasks gatherer did not run)' });
  });

  it('does not count a scored run that lacks a figure the bench prints', () => {
    const outcome = lighthouseOutcome(result(0.97, { 'largest-contentful-paint': { scoreDisplayMode: 'error', errorMessage: 'NO_LCP' } }));
    expect(outcome).toEqual({ ok: false, problem: 'no largest-contentful-paint (largest-contentful-paint: NO_LCP)' });
  });

  it("says Lighthouse's own error, and a missing result", () => {
    expect(lighthouseOutcome({ ...result(null), runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' } }))
      .toEqual({ ok: false, problem: 'NO_FCP: The page did not paint any content.' });
    expect(lighthouseOutcome(undefined)).toEqual({ ok: false, problem: 'Lighthouse returned no result' });
  });
});
