import type { Outcome } from './figures';
import type { PageFigures } from './webTables';

/** A run's figures, or why Lighthouse could not measure the page. */
export type LighthouseOutcome = Outcome<PageFigures>;

/** What this reads of Lighthouse's result (its lhr). */
export interface LighthouseResult {
  runtimeError?: { code: string; message: string } | undefined;
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number | undefined; scoreDisplayMode?: string; errorMessage?: string | undefined } | undefined>;
}

// The figures bench:web reads of one Lighthouse run. A run Lighthouse could not score (no performance score, or a
// figure missing) is not measured, and says which audits failed and why: a score missing from the medians would
// otherwise pass for a run that met the bar.
export function lighthouseOutcome(lhr: LighthouseResult | undefined): LighthouseOutcome {
  if (!lhr) return { ok: false, problem: 'Lighthouse returned no result' };
  if (lhr.runtimeError) return { ok: false, problem: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  const score = lhr.categories.performance?.score;
  const ids = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'total-byte-weight'] as const;
  const missing = ids.filter((id) => typeof lhr.audits[id]?.numericValue !== 'number');
  if (typeof score !== 'number' || missing.length > 0) {
    const failed = Object.entries(lhr.audits)
      .filter(([, audit]) => audit?.scoreDisplayMode === 'error')
      .map(([id, audit]) => `${id}: ${audit?.errorMessage ?? 'no reason given'}`);
    const what = typeof score !== 'number' ? 'no performance score' : `no ${missing.join(', ')}`;
    return { ok: false, problem: `${what}${failed.length > 0 ? ` (${failed.join('; ')})` : ''}` };
  }
  // Every figure is there (checked above).
  const numeric = (id: (typeof ids)[number]): number => lhr.audits[id]!.numericValue!;
  return {
    ok: true,
    figures: {
      score,
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      bytes: numeric('total-byte-weight'),
    },
  };
}
