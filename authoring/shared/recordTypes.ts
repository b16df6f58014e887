// What the Record switch's server side (authoring/server/record/) and its page part (authoring/page/record/) say to
// each other.

/** The screen the page shows, as npm run record's page script reads it (scripts/record/recorderScript.ts). */
export interface RecordScreen { path: string; heading: string; dialog: string }

/** A problem: a refusal of the call (no file), or one flows:check names in the fixture written (file:line:column). */
export interface RecordProblem {
  file: string;
  line: number;
  column: number;
  message: string;
  /** flows:check's line for it: `fixtures/x.yaml:3:5: sentence`. */
  text?: string;
  /** The refusal is about the name given. */
  field?: 'name';
}

/** A replay of the fixture written: green or not, the line that says why, and the command that ran. */
export interface RecordReplay { ok: boolean; message: string; command: string }

export interface RecordStatus {
  /** off; recording (QA's acts are heard); naming (stopped, waiting for the fixture's name). */
  state: 'off' | 'recording' | 'naming';
  /** Recording: the fresh link the journey started on. */
  path?: string;
  /** The steps heard so far. */
  steps?: number;
  /** The last fixture written, what flows:check says of it and its replay once asked for. */
  last?: { name: string; file: string; steps: number; problems: RecordProblem[]; replay?: RecordReplay };
  /** A replay of it is running. */
  replaying: boolean;
}

export type RecordAnswer = { ok: true; record: RecordStatus } | { ok: false; status: number; problems: RecordProblem[] };
