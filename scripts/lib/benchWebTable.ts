// The arithmetic and the printed table of `npm run bench:web`: medians of each Lighthouse figure over a page's runs,
// and the ratios of the app to each floor. Pure, so what QA reads in the table is what the tests check.

/** One Lighthouse run's figures (times in ms, bytes as transferred). */
export interface PageFigures {
  /** Performance score, 0..1. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
}

/** A row of the table: a page's name and the median of its runs (null: no run of it finished). */
export interface PageRow {
  name: string;
  runs: number;
  figures: PageFigures | null;
}

const KEYS = ['score', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'bytes'] as const;

// The middle value of a few runs (the mean of the two middle ones for an even count); NaN when there are none, so
// an empty column shows as '-' and never as a zero that looks measured.
export function median(values: readonly number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

// Each figure's median on its own (the median LCP need not come from the median-score run), as Lighthouse's own
// guidance on repeated runs reads them.
export function medianFigures(runs: readonly PageFigures[]): PageFigures | null {
  if (runs.length === 0) return null;
  return Object.fromEntries(KEYS.map((k) => [k, median(runs.map((r) => r[k]))])) as unknown as PageFigures;
}

// app / floor for one figure; NaN when the floor's figure is 0 or missing (a CLS or TBT of 0 has no ratio).
export function ratio(app: number, floor: number): number {
  return Number.isFinite(app) && Number.isFinite(floor) && floor !== 0 ? app / floor : Number.NaN;
}

const dash = (n: number, text: (n: number) => string): string => (Number.isFinite(n) ? text(n) : '-');
const CELLS: Record<(typeof KEYS)[number], (n: number) => string> = {
  score: (n) => dash(n, (v) => v.toFixed(2)),
  fcpMs: (n) => dash(n, (v) => (v / 1000).toFixed(2)),
  lcpMs: (n) => dash(n, (v) => (v / 1000).toFixed(2)),
  tbtMs: (n) => dash(n, (v) => Math.round(v).toString()),
  cls: (n) => dash(n, (v) => v.toFixed(3)),
  bytes: (n) => dash(n, (v) => Math.round(v / 1024).toString()),
};
const HEADER = ['', 'runs', 'score', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'KiB'];

// Lines of cells as a table: the first column (the page) left-aligned, the figures right-aligned.
function alignColumns(lines: readonly string[][]): string {
  const widths = (lines[0] ?? []).map((_, i) => Math.max(...lines.map((l) => (l[i] ?? '').length)));
  return lines.map((l) => l.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ').trimEnd()).join('\n');
}

// The printed table: one row of medians per page, then app / floor for each floor. The first row is the app.
export function formatBenchTable(rows: readonly PageRow[]): string {
  const [app, ...floors] = rows;
  const lines: string[][] = [HEADER];
  for (const row of rows) {
    lines.push([row.name, String(row.runs), ...KEYS.map((k) => (row.figures ? CELLS[k](row.figures[k]) : '-'))]);
  }
  for (const floor of floors) {
    lines.push([`${app?.name ?? 'app'} / ${floor.name}`, '', ...KEYS.map((k) => {
      const r = app?.figures && floor.figures ? ratio(app.figures[k], floor.figures[k]) : Number.NaN;
      return dash(r, (v) => `${v.toFixed(2)}x`);
    })]);
  }
  return alignColumns(lines);
}

/** One applied-throttling run of a page (scripts/lib/measureFormReady.ts), in ms from the navigation's start. */
export interface ReadyRun {
  /** The largest contentful paint the browser reported. */
  lcpMs: number;
  /** The first text field of a form there: on screen, enabled, outside hidden or inert containers. */
  formMs: number;
  /** Whether what was typed into that field at once was still in it once the page was quiet. */
  typedKept: boolean;
  /** Whether that field still had the focus, the caret after the text. */
  focusKept: boolean;
}

/** A row of the applied-throttling table: a page and its runs (none: it never showed a form). */
export interface ReadyRow {
  name: string;
  runs: readonly ReadyRun[];
}

const seconds = (n: number) => dash(n, (v) => (v / 1000).toFixed(2));
const times = (n: number) => dash(n, (v) => `${v.toFixed(2)}x`);
/** The lowest and highest of a page's runs, in seconds: how far apart its runs were. */
const spread = (values: readonly number[]) => {
  const finite = values.filter((v) => Number.isFinite(v));
  return finite.length ? `${seconds(Math.min(...finite))}-${seconds(Math.max(...finite))}` : '-';
};
/** How many runs of how many did something. */
const countOf = (flags: readonly boolean[]) => (flags.length ? `${flags.filter(Boolean).length}/${flags.length}` : '-');

const READY_HEADER = ['', 'runs', 'LCP s', 'form s', 'form spread s', 'typed kept', 'focus kept'];

// The second table: medians of the LCP and of the moment a form field was there under applied throttling, the spread
// of the form's runs, how many runs kept what was typed at once (and the focus), then app / floor for each floor.
// The first row is the app.
export function formatReadyTable(rows: readonly ReadyRow[]): string {
  const medians = rows.map((row) => ({ name: row.name, runs: row.runs, lcp: median(row.runs.map((r) => r.lcpMs)), form: median(row.runs.map((r) => r.formMs)) }));
  const [app, ...floors] = medians;
  const lines: string[][] = [READY_HEADER, ...medians.map((m) => [
    m.name, String(m.runs.length), seconds(m.lcp), seconds(m.form), spread(m.runs.map((r) => r.formMs)),
    countOf(m.runs.map((r) => r.typedKept)), countOf(m.runs.map((r) => r.focusKept)),
  ])];
  for (const floor of floors) {
    lines.push([`${app?.name ?? 'app'} / ${floor.name}`, '', times(ratio(app?.lcp ?? Number.NaN, floor.lcp)), times(ratio(app?.form ?? Number.NaN, floor.form)), '', '', '']);
  }
  return alignColumns(lines);
}

/** One applied-throttling run of a screen without a form (the second link), in ms from the navigation's start. */
export interface ScreenRun {
  lcpMs: number;
  /** The screen's heading on screen, outside hidden or inert containers. */
  headingMs: number;
}

/** A build measured on the second link: Lighthouse's runs and the applied-throttling runs. */
export interface SecondLinkRow {
  name: string;
  runs: readonly PageFigures[];
  screens: readonly ScreenRun[];
}

const SECOND_HEADER = ['', 'runs', 'score', 'LCP s', 'LCP spread s', 'TBT ms', 'applied LCP s', 'heading s'];

// The second link's table: per build, Lighthouse's median score, LCP (and its spread) and TBT, and the applied
// throttling's median LCP and heading; then the first build / each other (the app against the build before the boot
// painted, when one was given).
export function formatSecondLinkTable(rows: readonly SecondLinkRow[]): string {
  const figures = rows.map((row) => ({
    name: row.name, runs: row.runs, lh: medianFigures(row.runs),
    lcp: median(row.screens.map((r) => r.lcpMs)), heading: median(row.screens.map((r) => r.headingMs)),
  }));
  const lines: string[][] = [SECOND_HEADER, ...figures.map((f) => [
    f.name, String(f.runs.length), f.lh ? CELLS.score(f.lh.score) : '-', f.lh ? seconds(f.lh.lcpMs) : '-', spread(f.runs.map((r) => r.lcpMs)),
    f.lh ? CELLS.tbtMs(f.lh.tbtMs) : '-', seconds(f.lcp), seconds(f.heading),
  ])];
  const [first, ...others] = figures;
  for (const other of others) {
    lines.push([`${first?.name ?? 'app'} / ${other.name}`, '', '', times(ratio(first?.lh?.lcpMs ?? Number.NaN, other.lh?.lcpMs ?? Number.NaN)), '', '',
      times(ratio(first?.lcp ?? Number.NaN, other.lcp)), times(ratio(first?.heading ?? Number.NaN, other.heading))]);
  }
  return alignColumns(lines);
}

/** Issue 34's bar for main-thread work at start: the app's median TBT at most this many times the rjsf floor's. */
export const TBT_FLOOR_FACTOR = 1.5;

// One line per link: the app's Lighthouse TBT runs and median against the rjsf floor's in the same run, and whether
// the median is within TBT_FLOOR_FACTOR of the floor's (a floor of 0 ms allows 0 ms: no task past 50 ms simulated).
export function formatTbtAgainstFloor(link: string, app: readonly PageFigures[], floor: readonly PageFigures[]): string {
  const runs = (figures: readonly PageFigures[]) => figures.map((f) => Math.round(f.tbtMs)).join(', ') || 'none';
  const appMedian = median(app.map((f) => f.tbtMs));
  const floorMedian = median(floor.map((f) => f.tbtMs));
  const allowed = floorMedian * TBT_FLOOR_FACTOR;
  const verdict = !Number.isFinite(appMedian) || !Number.isFinite(floorMedian) ? 'not measured'
    : Math.round(appMedian) <= Math.round(allowed) ? 'within' : 'over';
  const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n)} ms` : '-');
  return `  ${link}: app TBT ${runs(app)} (median ${ms(appMedian)}); rjsf floor ${runs(floor)} (median ${ms(floorMedian)}); `
    + `${TBT_FLOOR_FACTOR}x the floor allows ${ms(allowed)}: ${verdict}`;
}
