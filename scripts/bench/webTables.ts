// The printed tables of `npm run bench:web`: medians of each Lighthouse figure over a page's runs, and the ratios of
// the app to each floor (scripts/bench/figures.ts). Pure, so what QA reads in the table is what the tests check.
import { dash, median, ratio, textTable, times } from './figures';

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
export interface PageRow { name: string; runs: number; figures: PageFigures | null }

const KEYS = ['score', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'bytes'] as const;

// Each figure's median on its own (the median LCP need not come from the median-score run), as Lighthouse's own
// guidance on repeated runs reads them.
export function medianFigures(runs: readonly PageFigures[]): PageFigures | null {
  if (runs.length === 0) return null;
  return Object.fromEntries(KEYS.map((k) => [k, median(runs.map((r) => r[k]))])) as unknown as PageFigures;
}

/** ms as seconds in a cell: '2.10'. */
const seconds = (n: number) => dash(n, (v) => (v / 1000).toFixed(2));
const CELLS: Record<(typeof KEYS)[number], (n: number) => string> = {
  score: (n) => dash(n, (v) => v.toFixed(2)),
  fcpMs: seconds,
  lcpMs: seconds,
  tbtMs: (n) => dash(n, (v) => Math.round(v).toString()),
  cls: (n) => dash(n, (v) => v.toFixed(3)),
  bytes: (n) => dash(n, (v) => Math.round(v / 1024).toString()),
};
const HEADER = ['', 'runs', 'score', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'KiB'];

// The rows under each table: the first row's page against each other one ('app / bare'), `cells` of the two after
// an empty runs column.
const againstFirst = <R extends { name: string }>(rows: readonly R[], cells: (first: R | undefined, other: R) => string[]): string[][] =>
  rows.slice(1).map((other) => [`${rows[0]?.name ?? 'app'} / ${other.name}`, '', ...cells(rows[0], other)]);

// The printed table: one row of medians per page, then app / floor for each floor. The first row is the app.
export function formatBenchTable(rows: readonly PageRow[]): string {
  const lines: string[][] = [HEADER, ...rows.map((row) => [row.name, String(row.runs), ...KEYS.map((k) => (row.figures ? CELLS[k](row.figures[k]) : '-'))])];
  lines.push(...againstFirst(rows, (app, floor) => KEYS.map((k) => times(app?.figures && floor.figures ? ratio(app.figures[k], floor.figures[k]) : Number.NaN))));
  return textTable(lines, 2);
}

/** One applied-throttling run of a page (scripts/bench/formReady.ts), in ms from the navigation's start. */
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
export interface ReadyRow { name: string; runs: readonly ReadyRun[] }

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
  const lines: string[][] = [READY_HEADER, ...medians.map((m) => [
    m.name, String(m.runs.length), seconds(m.lcp), seconds(m.form), spread(m.runs.map((r) => r.formMs)),
    countOf(m.runs.map((r) => r.typedKept)), countOf(m.runs.map((r) => r.focusKept)),
  ])];
  lines.push(...againstFirst(medians, (app, floor) => [times(ratio(app?.lcp ?? Number.NaN, floor.lcp)), times(ratio(app?.form ?? Number.NaN, floor.form)), '', '', '']));
  return textTable(lines, 2);
}

/** One applied-throttling run of a screen without a form (the second link), in ms from the navigation's start. */
export interface ScreenRun {
  lcpMs: number;
  /** The screen's heading on screen, outside hidden or inert containers. */
  headingMs: number;
}

/** A build measured on the second link: Lighthouse's runs and the applied-throttling runs. */
export interface SecondLinkRow { name: string; runs: readonly PageFigures[]; screens: readonly ScreenRun[] }

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
  lines.push(...againstFirst(figures, (first, other) => ['', times(ratio(first?.lh?.lcpMs ?? Number.NaN, other.lh?.lcpMs ?? Number.NaN)), '', '',
    times(ratio(first?.lcp ?? Number.NaN, other.lcp)), times(ratio(first?.heading ?? Number.NaN, other.heading))]));
  return textTable(lines, 2);
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
