// The printed tables of `npm run bench:journey`: per journey, each timed step's medians (ms from the tap until the
// next screen is usable, its floor, the ratio, requests, KiB), the chunks fetched after each tap, and the totals;
// then the app against the baseline build, step by step. Pure, so what QA reads is what the tests check.
import { median, ratio, textTable, times } from './figures';
import type { StepTraffic } from './journeyFigures';

/** One round of one timed step: its wait, its floor, and its traffic (scripts/bench/journeyFigures.ts). */
export interface StepRun extends StepTraffic {
  /** From the tap (the navigation's start for the opening step) until the screen was usable. */
  ms: number;
  /** The calls it needs one after another, times the round trip, plus the lender's time (NaN: no chain for it). */
  floorMs: number;
}

/** A timed step over the rounds: its runs, and why the rounds that did not measure it did not. */
export interface StepRow {
  /** 'APPLY -> /choose_plan' */
  name: string;
  runs: readonly StepRun[];
  problems: readonly string[];
}

/** A journey on one build: its steps in order. */
export interface JourneyRows { journey: string; build: string; steps: readonly StepRow[] }

const ms = (n: number): string => (Number.isFinite(n) ? String(Math.round(n)) : '-');
const kib = (bytes: number): string => {
  if (!Number.isFinite(bytes)) return '-';
  const k = bytes / 1024;
  return k >= 100 ? k.toFixed(0) : k.toFixed(1);
};

/** A step's medians, each figure on its own over the rounds that measured it (NaN when none did). */
export function stepMedians(row: StepRow): { ms: number; floorMs: number; requests: number; api: number; bytes: number; chunks: string[]; ahead: string[]; before: string[] } {
  const of = (pick: (r: StepRun) => number) => median(row.runs.map(pick));
  return {
    ms: of((r) => r.ms), floorMs: of((r) => r.floorMs), requests: of((r) => r.requests), api: of((r) => r.api), bytes: of((r) => r.bytes),
    // Every chunk any round fetched after the tap: one round that had to is one too many.
    chunks: [...new Set(row.runs.flatMap((r) => r.chunks))],
    ahead: [...new Set(row.runs.flatMap((r) => r.ahead))],
    before: [...new Set(row.runs.flatMap((r) => r.before))],
  };
}

/** The journey's total wait and floor: sums of the step medians over the steps measured (and, for the ratio, with a floor). */
export function journeyTotals(steps: readonly StepRow[]): { ms: number; floorMs: number; ratio: number; measured: number; of: number } {
  const medians = steps.map(stepMedians).filter((m) => Number.isFinite(m.ms));
  const sum = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) : Number.NaN);
  const floored = medians.filter((m) => Number.isFinite(m.floorMs));
  return {
    ms: sum(medians.map((m) => m.ms)),
    floorMs: sum(floored.map((m) => m.floorMs)),
    ratio: ratio(sum(floored.map((m) => m.ms)), sum(floored.map((m) => m.floorMs))),
    measured: medians.length,
    of: steps.length,
  };
}

const HEADER = ['step', 'runs', 'ms', 'floor ms', 'ms/floor', 'requests (API)', 'KiB', 'chunks after tap'];

// A journey's table: a row of medians per timed step, the total, then the chunks each tap fetched by name (what the
// step waited for; apart, what its new screen fetched ahead) and the steps some round could not measure (and why).
export function formatJourneyTable(rows: JourneyRows): string {
  const lines: string[][] = [HEADER];
  for (const step of rows.steps) {
    const m = stepMedians(step);
    const measured = step.runs.length > 0;
    lines.push([
      step.name, String(step.runs.length), ms(m.ms), ms(m.floorMs), times(ratio(m.ms, m.floorMs)),
      measured ? `${ms(m.requests)} (${ms(m.api)})` : '-', measured ? kib(m.bytes) : '-', measured ? String(m.chunks.length) : '-',
    ]);
  }
  const total = journeyTotals(rows.steps);
  const all = rows.steps.map(stepMedians).filter((m) => Number.isFinite(m.ms));
  const sum = (pick: (m: ReturnType<typeof stepMedians>) => number) => all.reduce((s, m) => s + pick(m), 0);
  lines.push([
    total.measured === total.of ? 'total' : `total (${total.measured} of ${total.of} steps)`, '', ms(total.ms), ms(total.floorMs), times(total.ratio),
    all.length ? `${ms(sum((m) => m.requests))} (${ms(sum((m) => m.api))})` : '-', all.length ? kib(sum((m) => m.bytes)) : '-', all.length ? String(sum((m) => m.chunks.length)) : '-',
  ]);
  const notes: string[] = [];
  for (const step of rows.steps) {
    const { chunks, ahead, before } = stepMedians(step);
    if (chunks.length) notes.push(`  fetched after the tap, ${step.name}: ${chunks.join(', ')}`);
    if (before.length) notes.push(`  fetched ahead by the screen before, still under way after the tap, ${step.name}: ${before.join(', ')}`);
    if (ahead.length) notes.push(`  fetched ahead by the new screen (for the screens after it), ${step.name}: ${ahead.join(', ')}`);
  }
  for (const step of rows.steps) {
    for (const problem of [...new Set(step.problems)]) notes.push(`  not measured in ${step.runs.length ? 'a round' : 'any round'}, ${step.name}: ${problem}`);
  }
  return [textTable(lines), ...notes].join('\n');
}

// The steps of two builds' tables (the first's order first), with each one's median ms (NaN: not measured).
function pairedSteps(app: JourneyRows, baseline: JourneyRows): { name: string; app: number; baseline: number }[] {
  const names = [...new Set([...app.steps.map((s) => s.name), ...baseline.steps.map((s) => s.name)])];
  const medianOf = (rows: JourneyRows, name: string): number => median(rows.steps.find((s) => s.name === name)?.runs.map((r) => r.ms) ?? []);
  return names.map((name) => ({ name, app: medianOf(app, name), baseline: medianOf(baseline, name) }));
}

/** Two builds' total wait over the steps both measured, and how many steps that is of how many. */
export function pairedTotals(app: JourneyRows, baseline: JourneyRows): { app: number; baseline: number; both: number; of: number } {
  const steps = pairedSteps(app, baseline);
  const both = steps.filter((s) => Number.isFinite(s.app) && Number.isFinite(s.baseline));
  const sum = (pick: (s: (typeof both)[number]) => number) => (both.length ? both.reduce((total, s) => total + pick(s), 0) : Number.NaN);
  return { app: sum((s) => s.app), baseline: sum((s) => s.baseline), both: both.length, of: steps.length };
}

// The app against the baseline, step by step and in total over the steps both measured, so a step one build could
// not reach does not make the other look slow.
export function formatComparison(app: JourneyRows, baseline: JourneyRows): string {
  const lines: string[][] = [['step', `${app.build} ms`, `${baseline.build} ms`, `${app.build} / ${baseline.build}`]];
  for (const step of pairedSteps(app, baseline)) lines.push([step.name, ms(step.app), ms(step.baseline), times(ratio(step.app, step.baseline))]);
  const total = pairedTotals(app, baseline);
  lines.push([total.both === total.of ? 'total' : `total (the ${total.both} of ${total.of} steps both measured)`, ms(total.app), ms(total.baseline), times(ratio(total.app, total.baseline))]);
  return textTable(lines);
}

/** A build and its journeys' tables, for the summary. */
export interface BuildJourneys { build: string; journeys: readonly JourneyRows[] }

// Every journey's total wait and ms/floor per build, and all journeys together; with a second build, the first
// against it (over the steps both measured).
export function formatSummary(builds: readonly BuildJourneys[]): string {
  const [first, second] = builds;
  const header = ['journey', ...builds.flatMap((b) => [`${b.build} ms`, `${b.build} ms/floor`])];
  if (first && second) header.push(`${first.build} / ${second.build}`);
  const journeyNames = first?.journeys.map((j) => j.journey) ?? [];
  const lines: string[][] = [header];
  const sums = builds.map(() => ({ ms: 0, floored: 0, floor: 0 }));
  let pairedApp = 0;
  let pairedBase = 0;
  for (const journey of journeyNames) {
    const cells = [journey];
    builds.forEach((build, i) => {
      const rows = build.journeys.find((j) => j.journey === journey);
      const total = rows ? journeyTotals(rows.steps) : null;
      const floored = rows ? rows.steps.map(stepMedians).filter((m) => Number.isFinite(m.ms) && Number.isFinite(m.floorMs)) : [];
      const sum = sums[i];
      if (sum && total && Number.isFinite(total.ms)) sum.ms += total.ms;
      if (sum) { sum.floored += floored.reduce((a, m) => a + m.ms, 0); sum.floor += floored.reduce((a, m) => a + m.floorMs, 0); }
      cells.push(total ? ms(total.ms) : '-', total ? times(total.ratio) : '-');
    });
    if (first && second) {
      const a = first.journeys.find((j) => j.journey === journey);
      const b = second.journeys.find((j) => j.journey === journey);
      const paired = a && b ? pairedTotals(a, b) : null;
      if (paired && paired.both > 0) { pairedApp += paired.app; pairedBase += paired.baseline; }
      cells.push(paired ? times(ratio(paired.app, paired.baseline)) : '-');
    }
    lines.push(cells);
  }
  const all = ['all', ...sums.flatMap((s) => [ms(s.ms), times(ratio(s.floored, s.floor))])];
  if (first && second) all.push(times(ratio(pairedApp, pairedBase)));
  lines.push(all);
  return textTable(lines);
}
