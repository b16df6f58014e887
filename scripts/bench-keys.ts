// npx tsx scripts/bench-keys.ts: types 30 characters into the borrower entry form (first name, last name, email) in
// headless Chromium at 4x CPU throttling on a 360x740 phone viewport, and prints the milliseconds from each input
// event to the next paint (p50/p95). The same probe types the same text into the bare floor of `npm run bench:web`
// (bench/floor-bare: React and three controlled inputs), and into the same floor given as many fields as the app's
// form holds (the browser's autofill reads the whole form on each keystroke, a cost that grows with the fields and is
// not the app's), in turns with the app (app, floor, floor with the app's fields, app...), each on a fresh page and
// link, so the app's figure reads against what a bare React page scores on this machine in the same minutes.
// Figures only: it never passes or fails a budget. It exits 1 only when it cannot run.
// BENCH_URL=<entry form URL> measures an app that is already running instead (each run opens that same URL; no
// floor).
import type { Browser, Locator, Page } from 'playwright-core';
import { buildsToMeasure } from './bench/builds';
import { launchBrowser } from './bench/chromium';
import { forRounds, percentile, ratio, textTable as table, times } from './bench/figures';
import { runBenchIfMain, type BenchResources } from './bench/run';
import { freshLink, serve } from './bench/sandbox';
import { PHONE as VIEWPORT } from './bench/throttle';
import { screenLabels } from './lib/screenCopy';

const FIXTURE = 'happy-path';
const CPU_THROTTLING_RATE = 4;
const RUNS = 3;
const KEY_DELAY_MS = 50;
const DEADLINE_MS = 300_000;
const WARM_UP_TEXT = 'Ana';
/** How long the probe waits after the last keystroke before it reads the samples (see measureOnce). */
const LAST_KEY_SETTLES_MS = 300;
/** What each run types: 10 characters per field, 30 in all. */
const MEASURED: ReadonlyArray<{ field: 'firstName' | 'lastName' | 'email'; text: string }> = [
  { field: 'firstName', text: 'Alexandria' },
  { field: 'lastName', text: 'Montgomery' },
  { field: 'email', text: 'ana@ex.com' },
];
/** Event Timing entry types that belong to a keystroke. */
const KEY_EVENT_TYPES = ['keydown', 'keypress', 'beforeinput', 'input', 'keyup'];

/** One Event Timing entry, as the probe keeps it. */
type EventTimingSample = Pick<PerformanceEntry, 'name' | 'startTime' | 'duration'>;

/** What the in-page probe records; lives on window.__benchKeys. */
interface ProbeState {
  /** Input event to next paint (rAF, then the next task), in ms. */
  samples: number[];
  /** Input events whose paint has not been measured yet. */
  pending: number;
  /** Event Timing entries for keystroke events (only those of 16 ms or more are ever reported). */
  eventTiming: EventTimingSample[];
  eventTimingSupported: boolean;
  /** performance.now() when the measured part began; earlier Event Timing entries are warm-up. */
  measureFrom: number;
}

type ProbeWindow = Window & { __benchKeys?: ProbeState };

/** One run's figures, and the fields (input, select, textarea) of the form typed into: the browser's autofill reads them all per key. */
type RunResult = Omit<ProbeState, 'pending' | 'measureFrom'> & { fields: number };

/** The fields typed into, as each page under test names them. */
type Field = (typeof MEASURED)[number]['field'];
type FindBox = (page: Page, field: Field) => Locator;

/** A page under test: its name in the table, how to open a fresh one, how to find its fields. */
interface Target {
  name: string;
  open: () => Promise<string>;
  box: FindBox;
  runs: RunResult[];
}

// The figures are read in the page itself, so the probe is installed before the app's own code runs. It only uses
// inline callbacks (no named inner functions) because tsx wraps named ones in a __name() helper the page lacks.
function installProbe(keyEventTypes: string[]): void {
  const state: ProbeState = { samples: [], pending: 0, eventTiming: [], eventTimingSupported: false, measureFrom: 0 };
  (window as ProbeWindow).__benchKeys = state;
  // Capturing on document: runs before the app's handlers, so the paint it waits for includes their work.
  document.addEventListener('input', (event) => {
    const start = event.timeStamp;
    state.pending += 1;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        state.samples.push(performance.now() - start);
        state.pending -= 1;
        channel.port1.close();
      };
      channel.port2.postMessage(null);
    });
  }, { capture: true });
  state.eventTimingSupported = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('event');
  if (state.eventTimingSupported) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (keyEventTypes.includes(entry.name)) state.eventTiming.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  }
}

// A fresh page, throttled before the app loads, that waits for the entry form and types into it.
async function measureOnce(browser: Browser, url: string, findBox: FindBox): Promise<RunResult> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    // Wrapped so the probe's own __name() calls (see installProbe) resolve to a no-op without leaking a global.
    await page.addInitScript({ content: `(() => { const __name = (f) => f; (${installProbe.toString()})(${JSON.stringify(KEY_EVENT_TYPES)}); })();` });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING_RATE });
    await page.goto(url);
    const box = (field: Field) => findBox(page, field);
    await box('firstName').waitFor({ state: 'visible' });

    // Warm-up: a few characters (not counted), cleared again, then the probe starts over.
    await box('firstName').click();
    await page.keyboard.type(WARM_UP_TEXT, { delay: KEY_DELAY_MS });
    await box('firstName').fill('');
    await settle(page);
    await page.evaluate(() => {
      const state = (window as ProbeWindow).__benchKeys;
      if (!state) throw new Error('the probe is not installed');
      state.samples.length = 0;
      state.eventTiming.length = 0;
      state.measureFrom = performance.now();
    });

    for (const { field, text } of MEASURED) {
      await box(field).click();
      await page.keyboard.type(text, { delay: KEY_DELAY_MS });
    }
    // Still, before reading: the probe's own polling (Playwright runs it in animation frames) must not land in the
    // frame of the last keystroke it measures.
    await page.waitForTimeout(LAST_KEY_SETTLES_MS);
    await settle(page);
    // Event Timing entries are delivered after their paint; give the observer a moment to report the last ones.
    await page.waitForTimeout(500);
    const state = await page.evaluate(() => (window as ProbeWindow).__benchKeys);
    if (!state) throw new Error('the probe is not installed');
    const fields = await box('firstName').evaluate((input) => {
      const form = (input as HTMLInputElement).form;
      return form ? [...form.elements].filter((e) => e.matches('input:not([type="hidden"]), select, textarea')).length : 0;
    });
    return {
      samples: state.samples,
      fields,
      eventTiming: state.eventTiming.filter((e) => e.startTime >= state.measureFrom),
      eventTimingSupported: state.eventTimingSupported,
    };
  } finally {
    await context.close().catch(() => undefined);
  }
}

// Every input event's paint has to be measured before the samples are read.
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as ProbeWindow).__benchKeys?.pending === 0, undefined, { timeout: 10_000 });
}

const ms = (n: number): string => (Number.isNaN(n) ? '-' : n.toFixed(1));

// One page's figures: a row per run and one for all its samples, p50 / p95 / max in ms.
function figureRows(name: string, runs: readonly RunResult[]): string[][] {
  const all = runs.flatMap((r) => r.samples);
  return [
    ...runs.map((r, i) => [name, String(i + 1), String(r.samples.length), ms(percentile(r.samples, 50)), ms(percentile(r.samples, 95)), ms(Math.max(...r.samples))]),
    [name, 'all', String(all.length), ms(percentile(all, 50)), ms(percentile(all, 95)), ms(Math.max(...all))],
  ];
}

// Event Timing's view of one page's keystrokes (only the slow ones are ever reported).
function eventTimingLine(name: string, runs: readonly RunResult[], typed: number): string {
  if (!runs.every((r) => r.eventTimingSupported)) return `${name}: Event Timing not supported by this Chromium`;
  const slow = runs.flatMap((r) => r.eventTiming);
  const durations = slow.map((e) => e.duration);
  const byType = KEY_EVENT_TYPES.map((t) => [t, slow.filter((e) => e.name === t).length] as const).filter(([, n]) => n > 0);
  return `${name}: ${slow.length} entries over ${typed * runs.length} keystrokes${byType.length ? ` (${byType.map(([t, n]) => `${t} ${n}`).join(', ')})` : ''}` +
    (slow.length ? `, duration p50 ${ms(percentile(durations, 50))} / p95 ${ms(percentile(durations, 95))} / max ${ms(Math.max(...durations))} ms` : '');
}

// The whole benchmark: start (or reuse) the app and the floor, measure fresh pages of each in turns, print the figures.
export async function benchKeys(resources: BenchResources): Promise<void> {
  const labels = screenLabels('entry', ['firstName', 'lastName', 'email'] as const);
  const byLabel: FindBox = (page, field) => page.getByLabel(labels[field], { exact: false }).and(page.locator('input, textarea')).first();
  const byName: FindBox = (page, field) => page.locator(`input[name="${field}"]`);
  const targets: Target[] = [];
  const given = process.env.BENCH_URL;
  if (given) {
    targets.push({ name: 'app', open: async () => given, box: byLabel, runs: [] });
  } else {
    // The app, and the floor page built as bench:web builds it, each served by its own in-memory sandbox (the floor
    // reads the same API).
    const [appBuild, floorBuild] = await buildsToMeasure('bench-keys', { floor: 'floor-bare' });
    const appUrl = (await serve(resources, appBuild!.distDir)).baseUrl;
    const floorUrl = (await serve(resources, floorBuild!.distDir)).baseUrl;
    targets.push({ name: 'app', open: () => freshLink(appUrl, FIXTURE), box: byLabel, runs: [] });
    targets.push({ name: 'floor', open: () => freshLink(floorUrl, FIXTURE), box: byName, runs: [] });
    // As many fields as the app's form held in its first run (the app runs first in every round).
    const appFields = () => targets[0]?.runs[0]?.fields ?? 0;
    targets.push({ name: "floor (app's fields)", open: async () => `${await freshLink(floorUrl, FIXTURE)}?fields=${appFields()}`, box: byName, runs: [] });
  }
  const browser = await launchBrowser(resources);
  await forRounds(RUNS, targets, async (target) => { target.runs.push(await measureOnce(browser, await target.open(), target.box)); });

  const typed = MEASURED.reduce((n, m) => n + m.text.length, 0);
  console.log(`bench-keys: Chromium ${browser.version()}, CPU throttling ${CPU_THROTTLING_RATE}x, viewport ${VIEWPORT.width}x${VIEWPORT.height}`);
  console.log(`bench-keys: ${given ?? `${FIXTURE} fixture, a fresh link per run`}; ${RUNS} rounds of ${targets.map((t) => t.name).join(' then ')}, ${typed} keystrokes (${KEY_DELAY_MS} ms apart) per run after a ${WARM_UP_TEXT.length}-key warm-up`);
  console.log('input event -> next paint (rAF + next task):');
  console.log(table([['page', 'run', 'samples', 'p50 ms', 'p95 ms', 'max ms'], ...targets.flatMap((t) => figureRows(t.name, t.runs))]));
  console.log(`fields in the form typed into: ${targets.map((t) => `${t.name} ${[...new Set(t.runs.map((r) => r.fields))].join('/')}`).join(', ')}`);
  const [app, ...floors] = targets;
  const p95 = (t: Target) => percentile(t.runs.flatMap((r) => r.samples), 95);
  for (const floor of app ? floors : []) console.log(`app / ${floor.name}, p95 of all samples: ${times(ratio(p95(app as Target), p95(floor)))}`);
  console.log('Event Timing (reports only events >= 16 ms; 8 ms granularity):');
  for (const target of targets) console.log(eventTimingLine(target.name, target.runs, typed));
  for (const target of targets) {
    const measured = target.runs.flatMap((r) => r.samples).length;
    if (measured !== typed * target.runs.length) console.log(`bench-keys: note: ${target.name}: ${measured} input events measured for ${typed * target.runs.length} keystrokes`);
  }
}

// Entry point: a deadline and signal handlers make sure the browser and sandbox never outlive the script.
await runBenchIfMain(import.meta.url, { name: 'bench-keys', deadlineMs: DEADLINE_MS - 5_000, deadlineText: `within ${DEADLINE_MS / 1000} s`, work: benchKeys });
