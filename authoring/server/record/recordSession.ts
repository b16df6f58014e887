import { relative } from 'node:path';
import { faultStepOf, type QueuedFault } from '../../../e2e/replay/faultRequest';
import { formatProblem } from '../../../engine/Problem';
import { fixtureNameProblem } from '../../../scripts/record/fixtureName';
import { JourneyRecorder } from '../../../scripts/record/journeyRecorder';
import { linkOrigin } from '../../../scripts/record/linkOrigin';
import { pageEars, type Control } from '../../../scripts/record/pageEars';
import type { PageReport, SeenScreen } from '../../../scripts/record/recorderScript';
import { freshLink, writeRecording, type Origin, type WriteOptions } from '../../../scripts/record/writeRecording';
import type { RecordAnswer, RecordProblem, RecordStatus } from '../../shared/recordTypes';
import type { ReplayOutcome } from './replayRun';
import { recordWords } from './recordWords';

/** What the Record switch needs of npm run dev's sandbox lender. */
export interface RecordSandbox {
  control: Control;
  /** The scenario a link of the sandbox was made from, by its token (none: no such link). */
  scenarioOf: WriteOptions['scenarioOf'];
}

type Fixture = NonNullable<Origin['fixture']>;

export interface RecordSessionOptions {
  sandbox: RecordSandbox;
  /** The project's fixtures, read afresh at each call (QA may add one while the dev server runs). */
  fixtures: () => Fixture[];
  /** Where fixtures are written (fixtures/). */
  dir: string;
  /** The project's root: files are named from it. */
  root: string;
  /** Replays a fixture of the project by its name. */
  replay: (name: string) => Promise<ReplayOutcome>;
}

interface Recording { origin: Origin; locale: string; token: string; path: string; journey: JourneyRecorder; ears: ReturnType<typeof pageEars>; queue: Promise<void>; pages: Map<string, { next: number; waiting: Map<number, PageReport> }> }
type State = { state: 'off' } | ({ state: 'recording' } & Recording) | ({ state: 'naming'; screen: SeenScreen | null } & Recording);

const REPORTS = new Set(['input', 'check', 'choose', 'suggestion', 'plan', 'bank', 'identity', 'click', 'screen']);
const isScreen = (v: unknown): v is SeenScreen => typeof v === 'object' && v !== null && ['path', 'heading', 'dialog'].every((k) => typeof (v as Record<string, unknown>)[k] === 'string');
const refusal = (status: number, message: string, field?: 'name'): RecordAnswer => ({ ok: false, status, problems: [{ file: '', line: 1, column: 1, message, ...(field ? { field } : {}) }] });

// One recording at a time of the journey QA clicks in npm run dev's preview, kept by the dev server (a reload of the
// page, or a link opened, goes on recording): started on a fresh link of the scenario of the demo link the page was
// opened on (as npm run record --from starts one), the page script's reports heard in the order QA made them (each
// page numbers its own), stopped on the screen the page showed, and, once named, written as a fixture and checked
// by flows:check's fixture rules, by npm run record's own code (scripts/record/).
export function recordSession(options: RecordSessionOptions) {
  let now: State = { state: 'off' };
  let last: RecordStatus['last'];
  let replaying = false;

  /** The link the page was opened on: the first of its paths that names one (npm run record's rule, linkOrigin). */
  const originOf = (paths: readonly string[], fixtures: readonly Fixture[]): Origin | null => {
    for (const path of paths) {
      const origin = linkOrigin(path, fixtures, options.sandbox.scenarioOf);
      if (origin) return origin;
    }
    return null;
  };

  const hear = (rec: Recording, report: PageReport) => {
    rec.queue = rec.queue.then(() => rec.ears.hear(report)).catch((error: unknown) => console.error(`record: ${error instanceof Error ? error.message : String(error)}`));
  };
  /** A page's report, heard once every report the page numbered before it was (they may arrive out of order). */
  const take = (rec: Recording, page: string, seq: number, report: PageReport) => {
    const line = rec.pages.get(page) ?? { next: 0, waiting: new Map<number, PageReport>() };
    rec.pages.set(page, line);
    line.waiting.set(seq, report);
    for (let due = line.waiting.get(line.next); due !== undefined; due = line.waiting.get(line.next)) {
      line.waiting.delete(line.next);
      line.next += 1;
      hear(rec, due);
    }
  };
  /** At the stop, a report numbered past one that never came (its page went away meanwhile) is heard all the same, in order. */
  const drain = (rec: Recording) => {
    for (const line of rec.pages.values()) {
      for (const seq of [...line.waiting.keys()].sort((a, b) => a - b)) hear(rec, line.waiting.get(seq)!);
      line.waiting.clear();
    }
  };

  return {
    status(): RecordStatus {
      if (now.state === 'off') return { state: 'off', ...(last ? { last } : {}), replaying };
      return { state: now.state, path: now.path, steps: now.journey.steps.length, ...(last ? { last } : {}), replaying };
    },

    async start(body: unknown): Promise<RecordAnswer> {
      if (now.state === 'recording') return refusal(409, recordWords.busy);
      if (now.state === 'naming') return refusal(409, recordWords.waitingForName);
      const { paths, lang } = (body ?? {}) as { paths?: unknown; lang?: unknown };
      const origin = Array.isArray(paths) ? originOf(paths.filter((p): p is string => typeof p === 'string'), options.fixtures()) : null;
      if (!origin) return refusal(422, recordWords.noLink);
      // The language the page shows is the replay's browser language (en: the default, en-US).
      const locale = typeof lang === 'string' && /^[a-z]{2}(-[A-Z]{2})?$/.test(lang) && lang !== 'en' ? lang : 'en-US';
      const link = await freshLink(options.sandbox.control, origin);
      const journey = new JourneyRecorder(link.token);
      const ears = pageEars(options.sandbox.control, () => journey, async () => null);
      now = { state: 'recording', origin: { ...origin, token: link.token }, locale, token: link.token, path: link.path, journey, ears, queue: Promise.resolve(), pages: new Map() };
      return { ok: true, record: this.status() };
    },

    event(body: unknown): RecordAnswer {
      if (now.state !== 'recording') return refusal(409, recordWords.notRecording);
      const { page, seq, report } = (body ?? {}) as { page?: unknown; seq?: unknown; report?: unknown };
      const type = (report as { type?: unknown } | null)?.type;
      if (typeof page !== 'string' || !Number.isInteger(seq) || (seq as number) < 0 || typeof type !== 'string' || !REPORTS.has(type)) return refusal(400, recordWords.notAReport);
      const screen = (report as { screen?: unknown }).screen;
      take(now, page, seq as number, { ...(report as PageReport), screen: isScreen(screen) ? screen : null });
      return { ok: true, record: this.status() };
    },

    /** A fault queued on the sandbox (its control API) while recording: a `fault:` step where it happened, as npm run record writes it. */
    fault(fault: unknown): void {
      if (now.state !== 'recording') return;
      const rec = now;
      rec.queue = rec.queue.then(() => {
        const screen = rec.ears.lastScreen();
        if (screen) rec.journey.fault(faultStepOf(fault as QueuedFault), screen);
      });
    },

    async stop(body: unknown): Promise<RecordAnswer> {
      if (now.state !== 'recording') return refusal(409, recordWords.notRecording);
      const rec = now;
      drain(rec);
      await rec.queue;
      const screen = (body as { screen?: unknown } | null)?.screen;
      now = { ...rec, state: 'naming', screen: isScreen(screen) ? screen : rec.ears.lastScreen() };
      return { ok: true, record: this.status() };
    },

    discard(): RecordAnswer {
      now = { state: 'off' };
      return { ok: true, record: this.status() };
    },

    save(body: unknown): RecordAnswer {
      if (now.state !== 'naming') return refusal(409, recordWords.nothingToName);
      const name = (body as { name?: unknown } | null)?.name;
      if (typeof name !== 'string' || name.trim() === '') return refusal(422, recordWords.nameMissing, 'name');
      const fixtures = options.fixtures();
      const wrong = fixtureNameProblem(name, options.dir, fixtures);
      if (wrong) return refusal(422, wrong, 'name');
      const rec = now;
      const written = writeRecording({
        name, dir: options.dir, journey: rec.journey, screen: rec.screen, origin: rec.origin, locale: rec.locale, fixtures,
        scenarioOf: options.sandbox.scenarioOf, tool: 'the Record switch of npm run dev',
      });
      const file = relative(options.root, written.file);
      const problems: RecordProblem[] = written.problems.map((p) => ({ file: p.file, line: p.line, column: p.column, message: p.message, text: formatProblem(p) }));
      last = { name, file: file.startsWith('..') ? written.file : file, steps: (written.text.match(/^ {2}- /gm) ?? []).length, problems };
      now = { state: 'off' };
      return { ok: true, record: this.status() };
    },

    async replay(body: unknown): Promise<RecordAnswer> {
      const name = (body as { name?: unknown } | null)?.name;
      if (!last || name !== last.name) return refusal(409, recordWords.notJustWritten(String(name)));
      if (replaying) return refusal(409, recordWords.replaying);
      replaying = true;
      const written = last;
      try {
        written.replay = await options.replay(written.name);
      } finally {
        replaying = false;
      }
      return { ok: true, record: this.status() };
    },
  };
}
