// One step of a replay (fixtures/*.yaml `steps:`), as QA writes it. Every step may carry `expect`, checked after
// the step: the path the browser is on ({token} stands for the link's token) and texts on the screen.
export interface Expectation {
  path?: string;
  see?: string[];
  notSee?: string[];
  /** What fields hold, by label (as `fill` finds them): the text as `fill` typed it. */
  values?: Record<string, string>;
  /**
   * The screen did not jump on its own during the step: once settled, nothing on it moved without a tap or a key
   * (a layout shift without recent input, what a page's CLS counts; e2e/replay/layoutShifts.ts).
   */
  steady?: boolean;
}

/** A status the app retries (a gateway, a busy or rate-limited server, a lost request, a crash without a message). */
export type FaultStatus = 408 | 429 | 500 | 502 | 503 | 504;

/**
 * A network fault for the app's next API call: the browser offline for some seconds, the connection dropped
 * (`after` the server did the work, or `before`), a status answered instead, or the answer held some seconds. `on`
 * aims it at one call ('PATCH /loanapplications': a method and a path part after /api); `times` fails that many
 * calls in a row.
 */
export type Fault = ({ offline: number } | { drop: 'after' | 'before' } | { status: FaultStatus; retryAfter?: number; message?: string } | { stall: number })
  & { on?: string; times?: number };

export type StepAction =
  | { open: string }                          // 'link' (the payment link) or a path such as /calculator
  | { fill: Record<string, string> }          // label (or field name) -> text to type
  | { suggest: Record<string, string>; option?: string } // an address field's label -> text to type; then the suggestion to choose
  | { check: string }                         // a checkbox by its label text
  | { click: string }                         // a button or link by its text
  | { pick: number }                          // a plan by its months
  | { code: 'latest' | string }               // type the latest texted code (or a given one)
  | { merchant: 'confirmLock' | 'declineLock' | 'expireLock' | 'refund' | 'cancel' | 'settle' | 'expire'; reason?: string }
  | { clock: string }                         // advance sandbox and browser clocks: '31m', '2h', '15d'
  | { fault: Fault }                          // the next API call fails: { status: 503 }, { drop: after }, { stall: 20 }, { offline: 5 }
  | { bank: 'link' | 'fail' | 'cancel' | 'oauth'; institution?: string }
  | { identity: 'complete' | 'fail' | 'exit' }
  | { choose: Record<string, string> }        // question label -> the words of the option to pick (select, radio, checkbox)
  | { saved: Record<string, string | number | boolean | string[]> } // answers the lender holds (saveAnswers), by name
  | { wait: number };                         // milliseconds

export type Step = StepAction & { expect?: Expectation; note?: string };

export const STEP_KINDS = ['open', 'fill', 'suggest', 'check', 'click', 'pick', 'code', 'merchant', 'clock', 'fault', 'bank', 'identity', 'choose', 'saved', 'wait'] as const;
export type StepKind = (typeof STEP_KINDS)[number];

/** The kind of a step: its one action key. */
export const kindOf = (step: Step): StepKind => STEP_KINDS.find((k) => k in step) as StepKind;

/** A duration like '31m', '2h', '15d', '90s' in milliseconds; null when it is not one. */
export function durationMs(text: string): number | null {
  const m = /^(\d+)\s*(s|m|h|d)$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[m[2] as 's' | 'm' | 'h' | 'd'];
}
