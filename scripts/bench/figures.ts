// What every bench does with its figures: runs in rounds (the pages under test in turn, each run printed as it ends),
// a run's outcome or why it was not measured, medians and percentiles of a few runs, ratios to a floor or a baseline,
// and the plain-text tables they print. Pure but for the rounds' printing, so what QA reads is what the tests check.

/** A run's figures, or why it could not be measured (printed, and left out of the medians). */
export type Outcome<F> = { ok: true; figures: F } | { ok: false; problem: string };

/** An error's first line, as a run's problem. */
export const problemOf = (error: unknown): string => (error instanceof Error ? error.message.split('\n')[0] ?? String(error) : String(error));

/** BENCH_ROUNDS, else 3: how many rounds a bench runs. */
export const benchRounds = (): number => Number(process.env.BENCH_ROUNDS ?? 3) || 3;

/** `rounds` rounds of `targets` in turn: `run` once per target per round, in that order. */
export async function forRounds<T>(rounds: number, targets: readonly T[], run: (target: T, round: number) => Promise<void>): Promise<void> {
  for (let round = 1; round <= rounds; round += 1) {
    for (const target of targets) await run(target, round);
  }
}

// `rounds` rounds of the targets in turn, each measured once per round on a URL `urlOf` gives (a fresh link); every
// run printed as it ends ('  app 2/3: ...'), its figures kept when measured.
export async function measureRounds<T extends { name: string }, F>(
  rounds: number, targets: readonly T[], urlOf: (target: T) => Promise<string>,
  measure: (url: string) => Promise<Outcome<F>>, keep: (target: T, figures: F) => void, describe: (figures: F) => string, nameWidth = 0,
): Promise<void> {
  await forRounds(rounds, targets, async (target, round) => {
    const outcome = await measure(await urlOf(target));
    if (outcome.ok) keep(target, outcome.figures);
    console.log(`  ${target.name.padEnd(nameWidth)} ${round}/${rounds}: ${outcome.ok ? describe(outcome.figures) : `not measured (${outcome.problem})`}`);
  });
}

// The middle value of a few runs (the mean of the two middle ones for an even count); NaN when there are none, so
// an empty column shows as '-' and never as a zero that looks measured.
export function median(values: readonly number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

// Nearest-rank percentile: always one of the measured values, which is what a small sample should report.
export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

// app / floor (or app / baseline) for one figure; NaN when the floor's figure is 0 or missing (a CLS or TBT of 0 has no ratio).
export const ratio = (app: number, floor: number): number =>
  (Number.isFinite(app) && Number.isFinite(floor) && floor !== 0 ? app / floor : Number.NaN);

/** A figure as a cell: `text(n)`, or '-' when it was not measured. */
export const dash = (n: number, text: (n: number) => string): string => (Number.isFinite(n) ? text(n) : '-');
/** A ratio as a cell: '1.75x'. */
export const times = (n: number): string => dash(n, (v) => `${v.toFixed(2)}x`);
/** ms as seconds: '2.10 s'. */
export const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

// A table of a bench's figures: the first column left-aligned, the others right-aligned, so runs line up; columns
// `gap` spaces apart.
export function textTable(rows: ReadonlyArray<readonly string[]>, gap = 3): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  return rows.map((r) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(' '.repeat(gap)).trimEnd()).join('\n');
}
