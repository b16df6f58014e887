import { describe, expect, it } from 'vitest';
import type { Step } from '../../e2e/replay/Step';
import { loadFixtures } from '../../sandbox/server/fixtures/loadFixtures';
import { formatComparison, formatJourneyTable, formatSummary, journeyTotals, stepMedians, type JourneyRows, type StepRow, type StepRun } from '../../scripts/bench/journeyTables';
import type { Answered } from '../../scripts/bench/sandbox';
import { chainOf, floorMs, isCall, lenderTimes, type NeededCall } from '../../scripts/bench/journeyFloors';
import { chunkName, stepTraffic, type SeenRequest } from '../../scripts/bench/journeyFigures';
import { planJourney, type JourneyItem } from '../../scripts/bench/journeyPlan';
import { loadFlows } from '../../scripts/lib/loadFlows';
import { copyButton } from '../../scripts/lib/screenCopy';

const run = (over: Partial<StepRun> = {}): StepRun => ({ ms: 1000, floorMs: 600, requests: 4, api: 1, bytes: 10 * 1024, chunks: [], ahead: [], before: [], ...over });
const row = (name: string, runs: StepRun[], problems: string[] = []): StepRow => ({ name, runs, problems });
const cellsOf = (table: string, rowName: string): string[] => {
  const line = table.split('\n').find((l) => l.startsWith(rowName));
  if (!line) throw new Error(`no row ${rowName} in\n${table}`);
  return line.slice(rowName.length).trim().split(/\s{2,}/);
};
const timedOf = (items: readonly JourneyItem[]) => items.flatMap((item) => (item.timed ? [{ ...item.timed, disclosure: item.kind === 'disclosure' }] : []));

describe('bench-journey: which steps are timed and when their screen is usable', () => {
  const steps: Step[] = [
    { open: 'link', expect: { path: '/{token}' } },
    { fill: { 'First name': 'Ana', 'Last name': 'Rivera' } },
    { click: 'APPLY', expect: { path: '/choose_plan', see: ['Choose your plan'] } },
    { pick: 12, expect: { path: '/review_plan' } },
    { fill: { 'Last 4 of SSN': '1111' }, expect: { path: '/review_plan' } },
    { click: 'SIGN', expect: { path: '/purchase_confirm' } },
    { click: 'What\'s next?', expect: { see: ['lasts 14 days'] } },
  ];
  const disclosure = { screenPath: '/review_plan', open: 'The Disclosure', close: 'Close' };

  it('times the opening and every step whose path is new, with the next step\'s control as the sign of a usable screen', () => {
    const timed = timedOf(planJourney(steps, 'tok-1'));
    expect(timed.map((t) => [t.name, t.target, t.usable.path])).toEqual([
      ['open the link', '/{token}', '/tok-1'],
      ['APPLY', '/choose_plan', '/choose_plan'],
      ['12-month plan', '/review_plan', '/review_plan'],
      ['SIGN', '/purchase_confirm', '/purchase_confirm'],
    ]);
    expect(timed.map((t) => t.usable.control)).toEqual([
      { kind: 'field', label: 'First name' },
      { kind: 'plan', months: 12 },
      { kind: 'field', label: 'Last 4 of SSN' },
      { kind: 'button', name: 'What\'s next?' },
    ]);
  });

  it('does not time a step that stays on its screen, and stops after the last timed step', () => {
    const items = planJourney(steps, 'tok-1');
    expect(items.some((i) => i.kind === 'step' && 'fill' in i.step && 'Last 4 of SSN' in i.step.fill && i.timed)).toBe(false);
    expect(items.at(-1)).toMatchObject({ kind: 'step', step: { click: 'SIGN' } });
  });

  it('adds the disclosure step on its screen, before the screen is filled in, timed until its first page is drawn', () => {
    const items = planJourney(steps, 'tok-1', disclosure);
    const at = items.findIndex((i) => i.kind === 'disclosure');
    expect(items[at - 1]).toMatchObject({ kind: 'step', step: { pick: 12 } });
    expect(items[at + 1]).toMatchObject({ kind: 'step', step: { fill: { 'Last 4 of SSN': '1111' } } });
    const timed = timedOf(items);
    // The screen before it is usable when the disclosure's button is; the disclosure when its page is drawn.
    expect(timed[2]?.usable.control).toEqual({ kind: 'button', name: 'The Disclosure' });
    expect(timed[3]).toMatchObject({ name: 'open the The Disclosure', disclosure: true, usable: { kind: 'disclosure', path: '/review_plan' } });
    expect(items.filter((i) => i.kind === 'disclosure')).toHaveLength(1);
  });

  it('the last screen of a journey that ends on it is usable by its heading', () => {
    const timed = timedOf(planJourney(steps.slice(0, 6), 'tok-1'));
    expect(timed.at(-1)?.usable.control).toEqual({ kind: 'heading' });
  });

  it('on the real fixtures, every timed step has its chain of calls written down, so every step has a floor', () => {
    const fixtures = loadFixtures();
    const screen = loadFlows().flows.borrower?.screens.review_plan;
    const real = { screenPath: screen?.path ?? '', open: copyButton('screens/review_plan', 'truthInLending'), close: copyButton('modals/truthInLending', 'close') };
    for (const name of ['happy-path', 'prequal']) {
      const fixture = fixtures.find((f) => f.name === name);
      const timed = timedOf(planJourney((fixture?.steps ?? []) as Step[], 'tok', real));
      expect(timed.length, name).toBeGreaterThan(3);
      for (const t of timed) expect(chainOf(name, t.target, t.disclosure), `${name}: ${t.name} -> ${t.target}`).toBeDefined();
    }
    const happy = timedOf(planJourney((fixtures.find((f) => f.name === 'happy-path')?.steps ?? []) as Step[], 'tok', real));
    expect(happy.filter((t) => t.disclosure)).toHaveLength(1);
  });
});

describe('bench-journey: the floor', () => {
  const answered = (over: Partial<Answered>): Answered => ({ method: 'GET', url: '/api/x', at: 0, elapsedMs: 5, bytes: 100, ...over });
  const patchApp: NeededCall = { call: 'PATCH', method: 'PATCH', url: '^/api/loanapplications/[^/?]+$', why: '' };
  const offers: NeededCall = { call: 'GET offers', method: 'GET', url: '^/api/loanapplications/[^/?]+/offers$', why: '' };

  it('is one round trip per call one after another plus the lender\'s time for each', () => {
    expect(floorMs([12, 30], 562.5)).toBeCloseTo(1167);
    expect(floorMs([0], 562.5)).toBe(562.5);
  });

  it('has no floor without a chain or with a call the lender was never seen answering', () => {
    expect(floorMs([], 562.5)).toBeNaN();
    expect(floorMs([12, Number.NaN], 562.5)).toBeNaN();
  });

  it('takes the lender\'s time of the call answered within the step, else of the same call answered before it (fetched ahead)', () => {
    const seen = [
      answered({ method: 'GET', url: '/api/loanapplications/a/offers', at: 50, elapsedMs: 7 }),
      answered({ method: 'PATCH', url: '/api/loanapplications/a', at: 150, elapsedMs: 40 }),
      answered({ method: 'GET', url: '/api/loanapplications/a/offers', at: 180, elapsedMs: 9 }),
      answered({ method: 'GET', url: '/api/loanapplications/a/offers', at: 400, elapsedMs: 99 }),
    ];
    expect(lenderTimes([patchApp, offers], seen, { from: 100, to: 300 }, '/tok')).toEqual([40, 9]);
    expect(lenderTimes([patchApp, offers], seen, { from: 160, to: 170 }, '/tok')).toEqual([40, 7]);
    expect(lenderTimes([patchApp], seen, { from: 0, to: 100 }, '/tok')).toEqual([Number.NaN]);
  });

  it('knows a call by method and path: a PATCH of an offer is not the offers read, and {link} is the link\'s own path', () => {
    const chain = chainOf('happy-path', '/link_bank', false) ?? [];
    expect(chain).toHaveLength(1);
    expect(isCall(chain[0] as NeededCall, { method: 'PATCH', url: '/api/loanapplications/a/offers/a-12' }, '/tok')).toBe(true);
    expect(isCall(chain[0] as NeededCall, { method: 'GET', url: '/api/loanapplications/a/offers/a-12' }, '/tok')).toBe(false);
    const tila = (chainOf('happy-path', '/review_plan', true) ?? [])[0] as NeededCall;
    expect(isCall(tila, { method: 'GET', url: '/api/loanapplications/a/offers/a-12?provideTruthInLendingDocument=true' }, '/tok')).toBe(true);
    expect(isCall(tila, { method: 'GET', url: '/api/loanapplications/a/offers' }, '/tok')).toBe(false);
    const page = (chainOf('prequal', '/{token}/prequalify', false) ?? [])[0] as NeededCall;
    expect(isCall(page, { method: 'GET', url: '/demo.signup/prequalify' }, '/demo.signup/prequalify')).toBe(true);
    // The link's path is matched as written, not as a pattern ('.' is not any character).
    expect(isCall(page, { method: 'GET', url: '/demoXsignup/prequalify' }, '/demo.signup/prequalify')).toBe(false);
  });

  it('needs one call after another where the spec says the screen waits for the lender\'s answer', () => {
    expect(chainOf('happy-path', '/choose_plan', false)?.map((c) => c.method)).toEqual(['PATCH', 'GET']);
    expect(chainOf('happy-path', '/purchase_complete', false)?.map((c) => c.method)).toEqual(['POST']);
    expect(chainOf('happy-path', '/nowhere', false)).toBeUndefined();
  });
});

describe('bench-journey: a step\'s traffic and the chunks fetched after the tap', () => {
  const at = (url: string, sentAt: number, bytes: number | null = 1000, method = 'GET'): SeenRequest => ({ method, url: `http://127.0.0.1:1${url}`, sentAt, bytes });

  it('names a chunk without the build\'s hash, and nothing else as a chunk', () => {
    expect(chunkName('http://h/assets/SigningForm-DjweFo3g.js')).toBe('SigningForm.js');
    expect(chunkName('http://h/assets/viewButton-DU4Nx7W_.js')).toBe('viewButton.js');
    expect(chunkName('http://h/assets/pdf.worker.min-qwK7q_zL.mjs')).toBe('pdf.worker.min.mjs');
    expect(chunkName('http://h/assets/PdfDocument-JrhppoYh.css')).toBe('PdfDocument.css');
    expect(chunkName('http://h/standins/plaid/link-initialize.js')).toBe('link-initialize.js');
    expect(chunkName('http://h/api/loanapplications/a/offers')).toBeNull();
    expect(chunkName('http://h/favicon.ico')).toBeNull();
  });

  it('counts the requests sent from the tap to the usable frame, the API calls among them, their bytes and chunks', () => {
    const seen = [
      at('/assets/Before-AAAAAAAA.js', 90),
      at('/api/loanapplications/a', 100, 2000, 'PATCH'),
      at('/assets/PlanPicker-CWZ0S6M1.js', 150, 1500),
      at('/assets/PlanPicker-CWZ0S6M1.js', 160, 1500),
      at('/api/loanapplications/a/offers', 200, 1978),
      at('/assets/After-BBBBBBBB.js', 301),
    ];
    expect(stepTraffic(seen, [], 100, 300)).toEqual({ requests: 4, api: 2, bytes: 2000 + 1500 + 1500 + 1978, chunks: ['PlanPicker.js'], ahead: [], before: [] });
  });

  it('lists apart the chunks the new screen fetched ahead (from its mark on): they are for the screens after it', () => {
    const seen = [
      at('/api/loanapplications/a', 100, 2000, 'PATCH'),
      at('/assets/PlanCard-CWZ0S6M1.js', 150),
      at('/api/loanapplications/a/offers', 200),
      at('/assets/OfferLock-BhZbGsyo.js', 250),
      at('/standins/plaid/link-initialize.js', 260),
      at('/assets/Later-BBBBBBBB.js', 301),
    ];
    expect(stepTraffic(seen, [], 100, 300, 240)).toMatchObject({ requests: 5, chunks: ['PlanCard.js'], ahead: ['OfferLock.js', 'link-initialize.js'] });
    expect(stepTraffic(seen, [], 100, 300)).toMatchObject({ chunks: ['PlanCard.js', 'OfferLock.js', 'link-initialize.js'], ahead: [] });
  });

  it('lists apart the chunks a fetch ahead of the screen before sent after the tap, while it was still under way', () => {
    const seen = [
      at('/assets/AutopayConfirm-B5UWvgIl.js', 110),
      at('/api/loanapplications/a', 120, 2000, 'PATCH'),
      at('/assets/PlanCard-CWZ0S6M1.js', 180),
      at('/assets/OfferLock-BhZbGsyo.js', 250),
    ];
    // The screen before's downloads of one screen ran from 90 to 130: what went out after the tap (100) then is its.
    expect(stepTraffic(seen, [], 100, 300, 240, [{ start: 90, end: 130 }])).toMatchObject({ chunks: ['PlanCard.js'], ahead: ['OfferLock.js'], before: ['AutopayConfirm.js'] });
    // One not ended by the time the screen was usable covers everything up to the new screen's own fetch ahead.
    expect(stepTraffic(seen, [], 100, 300, 240, [{ start: 90, end: Number.POSITIVE_INFINITY }])).toMatchObject({ chunks: [], before: ['AutopayConfirm.js', 'PlanCard.js'] });
  });

  it('takes the size of a request DevTools gave none for from the sandbox\'s answer to it', () => {
    const seen = [at('/assets/pdf.worker.min-qwK7q_zL.mjs', 100, null)];
    const answered: Answered[] = [
      { method: 'GET', url: '/assets/pdf.worker.min-qwK7q_zL.mjs', at: 50, elapsedMs: 1, bytes: 1 },
      { method: 'GET', url: '/assets/pdf.worker.min-qwK7q_zL.mjs', at: 400, elapsedMs: 3, bytes: 231_900 },
    ];
    expect(stepTraffic(seen, answered, 0, 500).bytes).toBe(231_900);
  });

  it('lists no chunk for the opening step: there is no screen before it whose idle time could have fetched one', () => {
    const traffic = stepTraffic([at('/', 10), at('/assets/index-DgAawoHr.js', 20)], [], Number.NEGATIVE_INFINITY, 100);
    expect(traffic).toMatchObject({ requests: 2, chunks: [], ahead: [], before: [] });
  });
});

describe('bench-journey: the tables', () => {
  const app: JourneyRows = {
    journey: 'happy-path', build: 'app', steps: [
      row('open the link -> /{token}', [run({ ms: 2300, floorMs: 1200 }), run({ ms: 2200, floorMs: 1190 }), run({ ms: 9000, floorMs: 1210 })]),
      row('APPLY -> /choose_plan', [run({ ms: 1100, floorMs: 1150, requests: 20, api: 5, bytes: 80 * 1024, chunks: ['PlanPicker.js'], ahead: ['OfferLock.js'] }), run({ ms: 1200, floorMs: 1150, requests: 20, api: 5, bytes: 80 * 1024, chunks: ['PlanCard.js'], before: ['AutopayConfirm.js'] })]),
      row('SIGN -> /purchase_confirm', [], ['not usable within 60 s: on /review_plan']),
    ],
  };

  it('takes each figure\'s median on its own and every chunk any round fetched after the tap', () => {
    expect(stepMedians(app.steps[0] as StepRow)).toMatchObject({ ms: 2300, floorMs: 1200 });
    expect(stepMedians(app.steps[1] as StepRow)).toMatchObject({ ms: 1150, chunks: ['PlanPicker.js', 'PlanCard.js'] });
  });

  it('prints a row per step, the total over the steps measured, the chunks by name and why a step was not measured', () => {
    const table = formatJourneyTable(app);
    expect(table.split('\n')[0]?.trim().split(/\s{2,}/)).toEqual(['step', 'runs', 'ms', 'floor ms', 'ms/floor', 'requests (API)', 'KiB', 'chunks after tap']);
    expect(cellsOf(table, 'open the link -> /{token}')).toEqual(['3', '2300', '1200', '1.92x', '4 (1)', '10.0', '0']);
    expect(cellsOf(table, 'APPLY -> /choose_plan')).toEqual(['2', '1150', '1150', '1.00x', '20 (5)', '80.0', '2']);
    expect(cellsOf(table, 'SIGN -> /purchase_confirm')).toEqual(['0', '-', '-', '-', '-', '-', '-']);
    expect(cellsOf(table, 'total (2 of 3 steps)')).toEqual(['3450', '2350', '1.47x', '24 (6)', '90.0', '2']);
    expect(table).toContain('fetched after the tap, APPLY -> /choose_plan: PlanPicker.js, PlanCard.js');
    expect(table).toContain('fetched ahead by the new screen (for the screens after it), APPLY -> /choose_plan: OfferLock.js');
    expect(table).not.toContain('fetched ahead by the new screen (for the screens after it), open the link');
    expect(table).toContain('fetched ahead by the screen before, still under way after the tap, APPLY -> /choose_plan: AutopayConfirm.js');
    expect(table).toContain('not measured in any round, SIGN -> /purchase_confirm: not usable within 60 s: on /review_plan');
  });

  it('totals the wait, the floor and their ratio over the steps with a floor', () => {
    const total = journeyTotals([row('a', [run({ ms: 3000, floorMs: 1000 })]), row('b', [run({ ms: 1000, floorMs: Number.NaN })])]);
    expect(total).toMatchObject({ ms: 4000, floorMs: 1000, ratio: 3, measured: 2, of: 2 });
  });

  it('compares the app with the baseline step by step, and in total only over the steps both measured', () => {
    const baseline: JourneyRows = {
      journey: 'happy-path', build: '4b8dc54', steps: [
        row('open the link -> /{token}', [run({ ms: 4600 })]),
        row('APPLY -> /choose_plan', [run({ ms: 2300 })]),
        row('SIGN -> /purchase_confirm', [run({ ms: 5000 })]),
      ],
    };
    const table = formatComparison(app, baseline);
    expect(table.split('\n')[0]?.trim().split(/\s{2,}/)).toEqual(['step', 'app ms', '4b8dc54 ms', 'app / 4b8dc54']);
    expect(cellsOf(table, 'open the link -> /{token}')).toEqual(['2300', '4600', '0.50x']);
    expect(cellsOf(table, 'SIGN -> /purchase_confirm')).toEqual(['-', '5000', '-']);
    expect(cellsOf(table, 'total (the 2 of 3 steps both measured)')).toEqual(['3450', '6900', '0.50x']);
  });

  it('sums every journey per build, and the first build against the second', () => {
    const one = (build: string, journey: string, ms: number): JourneyRows => ({ journey, build, steps: [row('s', [run({ ms, floorMs: 500 })])] });
    const table = formatSummary([
      { build: 'app', journeys: [one('app', 'happy-path', 1000), one('app', 'prequal', 2000)] },
      { build: 'base', journeys: [one('base', 'happy-path', 4000), one('base', 'prequal', 2000)] },
    ]);
    expect(cellsOf(table, 'happy-path')).toEqual(['1000', '2.00x', '4000', '8.00x', '0.25x']);
    expect(cellsOf(table, 'all')).toEqual(['3000', '3.00x', '6000', '6.00x', '0.50x']);
  });
});
