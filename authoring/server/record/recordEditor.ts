import { join } from 'node:path';
import { recorderScript } from '../../../scripts/record/recorderScript';
import type { AuthoringEditor, EditorAnswer } from '../authoringServer';
import type { RecordAnswer } from '../../shared/recordTypes';
import { recordSession, type RecordSandbox, type RecordSessionOptions } from './recordSession';
import { runReplay, type ReplayOutcome } from './replayRun';

export interface RecordEditorOptions {
  /** npm run dev's sandbox lender: its control API and the scenario of each of its links. */
  sandbox: RecordSandbox;
  /** The project's fixtures, read afresh (QA may add one while the dev server runs). */
  fixtures: RecordSessionOptions['fixtures'];
  /** Where the fixture is written (default: fixtures/ of the dev server's root). */
  dir?: string;
  /** Tells of each fault queued on the sandbox through its control API (the recording writes it as a `fault:` step). */
  faults?: (hear: (fault: unknown) => void) => void;
  /** How a fixture written is replayed (default: npm run replay -- <name> in the project). */
  replay?: (name: string) => Promise<ReplayOutcome>;
}

const answer = (result: RecordAnswer): EditorAnswer => ({ status: result.ok ? 200 : result.status, body: result });

/** npm run record's page script as the page runs it (a script element's text): the very function Playwright adds to
 * the recorder's page (scripts/record/startRecorder.ts), with the same stand-in for the __name helper tsx adds. */
export const RECORDER_SOURCE = `globalThis.__name = globalThis.__name || function (target) { return target; };\n(${recorderScript.toString()})();`;

// The Record switch's server side, as it plugs into the authoring server (calls under /__authoring/record/, behind
// the same guard and token as the other editors'): GET status; GET script (npm run record's page script,
// scripts/record/recorderScript.ts, as text for the page to run: the page part never imports the tooling); POST start { paths, lang } (a fresh link of the
// scenario of the demo link the page was opened on, whose path it answers: the page opens it and records); POST
// event { page, seq, report } (one report of npm run record's page script, scripts/record/recorderScript.ts, run in
// the preview's page); POST stop { screen }; POST save { name } (npm run record's file, written to fixtures/<name>.yaml
// and checked by flows:check's fixture rules; a bad or taken name refused, 422, naming what is wrong); POST discard;
// POST replay { name } (npm run replay -- <name> of the fixture just written: green or the failing step's line).
export function recordEditor(options: RecordEditorOptions): AuthoringEditor {
  return {
    name: 'record',
    calls(context) {
      const session = recordSession({
        sandbox: options.sandbox, dir: options.dir ?? join(context.root, 'fixtures'), root: context.root,
        fixtures: options.fixtures,
        replay: options.replay ?? ((name) => runReplay(context.root, name)),
      });
      options.faults?.((fault) => session.fault(fault));
      return {
        'GET status': () => ({ status: 200, body: session.status() }),
        'GET script': () => ({ status: 200, body: { source: RECORDER_SOURCE } }),
        'POST start': async (body) => answer(await session.start(body)),
        'POST event': (body) => answer(session.event(body)),
        'POST stop': async (body) => answer(await session.stop(body)),
        'POST save': (body) => answer(session.save(body)),
        'POST discard': () => answer(session.discard()),
        'POST replay': async (body) => answer(await session.replay(body)),
      };
    },
  };
}
