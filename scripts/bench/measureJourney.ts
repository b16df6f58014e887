// One journey of `npm run bench:journey` in Chromium: a fresh context (cache off, 360x740) under APPLIED_SLOW_4G,
// the fixture's steps performed by the replay's own step interpreter, and for each timed step (scripts/bench/
// journeyPlan.ts) the moment of the tap and the moment its screen was usable, both read in the page: a capture
// listener notes each pointerdown and keydown, and from the tap a check runs every frame until the screen holds
// (JOURNEY_METHOD). Node only reads what the page noted, so its own polling adds nothing. The page's requests come
// from DevTools; the lender's time for each call from the sandbox that answered it.
import type { Browser, CDPSession, Page } from 'playwright-core';
import { act, type ReplayContext } from '../../e2e/replay/runSteps';
import type { Answered } from './sandbox';
import type { StepRun } from './journeyTables';
import { chainOf, floorMs, lenderTimes } from './journeyFloors';
import { stepTraffic, type SeenRequest } from './journeyFigures';
import type { JourneyItem, Timed, Usable } from './journeyPlan';
import { FETCH_AHEAD_MARK } from '../../src/start/fetchAhead';
import { problemOf } from './figures';
import { APPLIED_SLOW_4G, PHONE, throttledPage } from './throttle';

/** How long a screen may take to be usable before the step counts as not measured. */
const USABLE_TIMEOUT_MS = 60_000;
/** How long a screen must stay usable, frame after frame, for its first such frame to count. */
const STABLE_MS = 500;
/** How long the page is left after the last step, so the sizes of its last requests arrive. */
const SETTLE_MS = 1_000;

/** How `npm run bench:journey` decides that a screen is usable (printed with the tables). */
export const JOURNEY_METHOD = [
  'ms: from the tap (the pointerdown, or the last keydown of a typed code, as the page saw it; the navigation\'s start for',
  'the opening step) until the first frame where the next screen is usable: the address is the step\'s path, the screen\'s',
  '`main h1` is shown (not in a hidden, inert or aria-hidden container, visible by checkVisibility), no `.loader` or',
  '`.wait-takeover` is shown, and the control the next step uses is there and enabled (its field by label, its button by',
  'text, its plan by months, the code box); on the last screen its heading only. The disclosure: its first page drawn (the',
  'PDF canvas in the open dialog sized and made visible, which react-pdf does once the page is rendered). The moment is the',
  `first frame of a run of frames that all hold for ${STABLE_MS} ms (a screen drawn, then covered by a loader while a chunk`,
  'comes, is not usable yet). Tap and frame are noted in the page, checked every frame from the tap. Steps after the last',
  'timed one are not performed. Between a screen being usable and the next tap at least BENCH_DWELL_MS pass (typing on it',
  'included), as a borrower reads a screen before tapping: the time the app has to fetch ahead.',
  'requests (API): what the page asked for between the tap and that frame (API: paths under /api/); KiB: their bytes on the',
  'wire, headers included. Chunks after tap: the scripts and styles among them sent before the new screen started fetching',
  `ahead (its first "${FETCH_AHEAD_MARK}" User Timing mark, src/start/fetchAhead.ts): what the step waited for (the opening`,
  'step has none: no screen before it). Listed apart: the ones sent from that mark on (the new screen fetching ahead for the',
  'screens after it), and the ones sent while a fetch ahead of the screen before, started before the tap, was still under way',
  `(its "${FETCH_AHEAD_MARK}" measure spans each screen's downloads: a download asked for before the tap goes out after it).`,
  'floor: the API calls the step needs one after another (scripts/bench/journeyFloors.ts, with the spec\'s reasons), one',
  `round trip (${APPLIED_SLOW_4G.latencyMs} ms) each, plus the sandbox's own time answering them (the same call fetched ahead: its time then).`,
];

/** A timed step's outcome on one run. */
export type StepOutcome = { name: string; ok: true; run: StepRun } | { name: string; ok: false; problem: string };

/** Where the journey runs: the build's sandbox and what it has answered (bench-journey appends to `answered`). */
export interface JourneyTarget { baseUrl: string; answered: readonly Answered[] }

/** A journey to run: its fixture's name (for its floors), the plan, and its link. */
export interface Journey {
  fixture: string;
  items: readonly JourneyItem[];
  link: { token: string; loanApplicationId: string; path: string };
  control: ReplayContext['control'];
  /**
   * The least time from a screen being usable to the next tap, typing on it included: a borrower reads a screen
   * before tapping, and what the app fetches ahead it fetches in that time.
   */
  dwellMs: number;
}

/** A timed step's moments, in ms of the page's clock, and the page's time origin (ms since the epoch). */
interface Moments {
  tap: number;
  usable: number;
  /** The new screen's first fetch ahead between the tap and `usable` (null: none). */
  ahead: number | null;
  /** The screen before's fetches ahead still under way at the tap: each screen's downloads, from start to end (null: not ended). */
  underWay: { start: number; end: number | null }[];
  origin: number;
}

type ProbeWindow = Window & {
  __benchJourney: { arm(usable: Usable): void; moments(): Moments | null; why(usable: Usable): string };
};

// Installed before the page's scripts (a plain string: tsx would wrap named functions in a helper the page lacks).
// `open` is the opening step's Usable: checked from the start, its tap at 0. arm(usable) readies the next step:
// from the next pointerdown or keydown, every frame until `usable` holds; the tap is the last such input before it.
const probe = (open: Usable): string => `(() => {
  const open = ${JSON.stringify(open)};
  const j = { spec: open, input: null, tap: 0, usable: null, since: null, running: false };
  // When the app started each fetch ahead (its User Timing marks), and each screen's downloads ahead, start to end
  // (a mark with a detail, then a measure of it).
  const aheads = [];
  const spans = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.name !== ${JSON.stringify(FETCH_AHEAD_MARK)}) continue;
        if (e.entryType === 'mark') {
          aheads.push(e.startTime);
          if (e.detail) spans.push({ start: e.startTime, end: null });
        } else {
          const span = spans.find((x) => x.start === e.startTime);
          if (span) span.end = e.startTime + e.duration;
        }
      }
    }).observe({ entryTypes: ['mark', 'measure'] });
  } catch {}
  const norm = (s) => (s || '').replace(/\\s+/g, ' ').trim();
  const shown = (el) => !el.closest('[hidden], [inert], [aria-hidden="true"]') && el.getClientRects().length > 0
    && (typeof el.checkVisibility !== 'function' || el.checkVisibility({ visibilityProperty: true, opacityProperty: true }));
  const textOf = (node) => {
    if (node.nodeType === 3) return node.textContent;
    if (node.nodeType !== 1 || node.getAttribute('aria-hidden') === 'true') return '';
    let text = '';
    for (const child of node.childNodes) text += textOf(child);
    return text;
  };
  const byIds = (el, attr) => (el.getAttribute(attr) || '').split(/\\s+/).filter(Boolean)
    .map((id) => { const t = document.getElementById(id); return t ? textOf(t) : ''; }).join(' ');
  const nameOf = (el) => norm(byIds(el, 'aria-labelledby')) || norm(el.getAttribute('aria-label')) || norm(el.tagName === 'INPUT' ? el.value : textOf(el));
  const labelsOf = (el) => [...Array.from(el.labels || []).map(textOf), byIds(el, 'aria-labelledby'), el.getAttribute('aria-label') || ''].map(norm).filter(Boolean);
  const enabled = (el) => !el.matches(':disabled') && el.getAttribute('aria-disabled') !== 'true';
  const all = (selector) => Array.from(document.querySelectorAll(selector));
  const FIELDS = 'input:not([type=hidden]), textarea, select';
  const BUTTONS = 'button, a[href], [role=button], [role=link], input[type=submit], input[type=button]';
  const labelled = (f, want) => labelsOf(f).some((l) => l.toLowerCase().includes(want.toLowerCase()));
  const found = (c) => {
    if (c.kind === 'heading') return true;
    if (c.kind === 'field') return all(FIELDS).some((f) => labelled(f, c.label) && enabled(f) && (shown(f) || Array.from(f.labels || []).some(shown)));
    if (c.kind === 'button') return all(BUTTONS).some((b) => nameOf(b) === c.name && shown(b) && enabled(b));
    if (c.kind === 'plan') {
      const months = new RegExp('(^|[^\\\\d$.,])' + c.months + '\\\\s+\\\\p{L}', 'iu');
      return all('button, [role=button]').some((b) => months.test(nameOf(b)) && shown(b) && enabled(b));
    }
    if (c.kind === 'code') return all('input[autocomplete="one-time-code"]').some((f) => shown(f) && enabled(f));
    if (c.kind === 'choice') {
      return all('select').some((s) => labelled(s, c.question) && shown(s) && enabled(s))
        || all('fieldset, [role=group], [role=radiogroup]').some((g) => {
          const legend = g.tagName === 'FIELDSET' ? g.querySelector('legend') : null;
          return (legend ? norm(textOf(legend)) : nameOf(g)).toLowerCase().includes(c.question.toLowerCase()) && shown(g);
        });
    }
    return false;
  };
  const drawn = () => all('dialog[open] canvas').some((c) => c.width > 0 && c.height > 0 && shown(c));
  const busy = () => all('.loader, .wait-takeover').some(shown);
  const heading = () => { const h = document.querySelector('main h1'); return h && shown(h) ? h : null; };
  const holds = (spec) => {
    if (location.pathname !== spec.path) return false;
    if (spec.kind === 'disclosure') return drawn();
    return Boolean(heading()) && !busy() && found(spec.control);
  };
  // The first frame of a run of frames that all hold for STABLE_MS: a screen drawn and then covered by a loader (a
  // chunk still coming) is not usable yet.
  const frame = () => {
    if (!j.spec || j.usable !== null) { j.running = false; return; }
    const now = performance.now();
    if (!holds(j.spec)) j.since = null;
    else if (j.since === null) j.since = now;
    else if (now - j.since >= ${STABLE_MS}) {
      j.usable = j.since;
      if (j.spec !== open) j.tap = j.input;
      j.running = false;
      return;
    }
    requestAnimationFrame(frame);
  };
  const start = () => { if (!j.running) { j.running = true; requestAnimationFrame(frame); } };
  const mark = () => { if (j.spec && j.spec !== open && j.usable === null) { j.input = performance.now(); start(); } };
  addEventListener('pointerdown', mark, true);
  addEventListener('keydown', mark, true);
  window.__benchJourney = {
    arm: (spec) => { j.spec = spec; j.input = null; j.tap = null; j.usable = null; j.since = null; },
    moments: () => (j.usable === null ? null : {
      tap: j.tap, usable: j.usable, origin: performance.timeOrigin,
      ahead: aheads.find((t) => t >= j.tap && t <= j.usable) ?? null,
      underWay: spans.filter((x) => x.start < j.tap && (x.end === null || x.end > j.tap)),
    }),
    // Why a screen is not usable yet, for the report of a step that never was.
    why: (spec) => {
      const h = heading();
      const on = 'on ' + location.pathname + (h ? ' (heading "' + norm(h.textContent) + '")' : ' (no heading shown)');
      if (location.pathname !== spec.path) return on + ', not ' + spec.path;
      if (spec.kind === 'disclosure') return on + ': no page of the disclosure drawn';
      if (!h) return on;
      if (busy()) return on + ': a loader is still showing';
      return on + ': no enabled ' + (spec.control.kind === 'field' ? 'field "' + spec.control.label + '"' : spec.control.kind === 'button' ? 'button or link "' + spec.control.name + '"' : spec.control.kind === 'plan' ? spec.control.months + '-month plan' : spec.control.kind);
    },
  };
  start();
})();`;

// The page's requests as DevTools reports them (the pdf.js worker's script included, though its size comes
// elsewhere: DevTools reports that load's end to the worker, not to the page).
function recordRequests(cdp: CDPSession): SeenRequest[] {
  const seen: SeenRequest[] = [];
  const latest = new Map<string, SeenRequest>();
  cdp.on('Network.requestWillBeSent', (event) => {
    const request: SeenRequest = { method: event.request.method, url: event.request.url, sentAt: event.wallTime * 1000, bytes: null };
    seen.push(request);
    latest.set(event.requestId, request);
  });
  const sized = (requestId: string, bytes: number) => {
    const request = latest.get(requestId);
    if (request) request.bytes = bytes;
  };
  cdp.on('Network.loadingFinished', (event) => sized(event.requestId, event.encodedDataLength));
  cdp.on('Network.loadingFailed', (event) => sized(event.requestId, 0));
  return seen;
}

// Waits for the screen the step leads to (noted in the page), at most USABLE_TIMEOUT_MS; says why when it never came.
async function usableMoments(page: Page, usable: Usable): Promise<Moments> {
  const moments = await page
    .waitForFunction(() => (window as unknown as ProbeWindow).__benchJourney?.moments() ?? false, null, { polling: 'raf', timeout: USABLE_TIMEOUT_MS })
    .then((handle) => handle.jsonValue() as Promise<Moments>, () => null);
  if (moments) return moments;
  const why = await page.evaluate((u) => (window as unknown as ProbeWindow).__benchJourney?.why(u) ?? 'the page lost the bench\'s probe (a full reload?)', usable).catch(problemOf);
  throw new Error(`not usable within ${USABLE_TIMEOUT_MS / 1000} s: ${why}`);
}

/**
 * Runs `journey` on `target` once in a fresh context of `browser` and returns each timed step's outcome, in order:
 * its figures, or why it was not measured (a step that fails stops the journey; the ones after it say so).
 */
export async function measureJourney(browser: Browser, target: JourneyTarget, journey: Journey): Promise<StepOutcome[]> {
  const open = journey.items.find((item) => item.timed)?.timed;
  if (!open) return [];
  const startedAt = Date.now();
  const { context, page, cdp } = await throttledPage(browser, probe(open.usable), PHONE);
  page.setDefaultTimeout(USABLE_TIMEOUT_MS);
  const seen = recordRequests(cdp);
  const ctx: ReplayContext = {
    page, baseUrl: target.baseUrl, token: journey.link.token, loanApplicationId: journey.link.loanApplicationId, linkPath: journey.link.path,
    control: journey.control, screenshot: async () => '',
  };
  const measured: { timed: Timed; disclosure: boolean; moments: Moments }[] = [];
  const outcomes: StepOutcome[] = [];
  let stopped: string | null = null;
  let usableAt = Date.now();
  try {
    for (const item of journey.items) {
      const { timed } = item;
      const name = timed && rowName(timed, item.kind === 'disclosure');
      if (stopped !== null) { if (name) outcomes.push({ name, ok: false, problem: stopped }); continue; }
      try {
        if (timed && timed !== open) {
          const reading = journey.dwellMs - (Date.now() - usableAt);
          if (reading > 0) await page.waitForTimeout(reading);
          await page.evaluate((u) => (window as unknown as ProbeWindow).__benchJourney.arm(u), timed.usable);
        }
        // A fixture step through the replay's interpreter, or the disclosure's button tapped as a `click` step.
        await act(item.kind === 'step' ? item.step : { click: item.open }, ctx);
        if (!timed) continue;
        const moments = await usableMoments(page, timed.usable);
        measured.push({ timed, disclosure: item.kind === 'disclosure', moments });
        usableAt = moments.origin + moments.usable;
        // Once its page is drawn, the disclosure is closed by its own close button, and the journey goes on.
        if (item.kind === 'disclosure') {
          await page.locator('dialog[open]').getByRole('button', { name: item.close, exact: true }).click();
          await page.locator('dialog[open]').waitFor({ state: 'detached', timeout: 10_000 });
        }
      } catch (error) {
        if (name) outcomes.push({ name, ok: false, problem: problemOf(error) });
        const failed = name ?? `${item.kind === 'step' ? JSON.stringify(item.step).slice(0, 80) : item.open}: ${problemOf(error)}`;
        stopped = `an earlier step failed (${failed})`;
      }
    }
    await page.waitForTimeout(SETTLE_MS);
  } finally {
    await context.close().catch(() => undefined);
  }
  // The figures, once every answer is in.
  const answered = target.answered.filter((a) => a.at >= startedAt);
  const figures = measured.map(({ timed, disclosure, moments }): StepOutcome => {
    const first = timed === open;
    const from = first ? Number.NEGATIVE_INFINITY : moments.origin + moments.tap;
    const to = moments.origin + moments.usable;
    const aheadFrom = moments.ahead === null ? Number.POSITIVE_INFINITY : moments.origin + moments.ahead;
    const underWay = first ? [] : moments.underWay.map((x) => ({ start: moments.origin + x.start, end: x.end === null ? Number.POSITIVE_INFINITY : moments.origin + x.end }));
    const traffic = stepTraffic(seen, answered, from, to, aheadFrom, underWay);
    const chain = chainOf(journey.fixture, timed.target, disclosure);
    const floor = chain ? floorMs(lenderTimes(chain, answered, { from: first ? startedAt : from, to }, journey.link.path), APPLIED_SLOW_4G.latencyMs) : Number.NaN;
    return { name: rowName(timed, disclosure), ok: true, run: { ms: moments.usable - moments.tap, floorMs: floor, ...traffic } };
  });
  // Measured steps first in plan order, then the ones that were not (they come after the last measured one).
  return [...figures, ...outcomes];
}

/** A timed step's row name: 'APPLY -> /choose_plan'; the disclosure's says what ends it. */
export const rowName = (timed: Timed, disclosure: boolean): string =>
  (disclosure ? `${timed.name} (first page drawn)` : `${timed.name} -> ${timed.target}`);
