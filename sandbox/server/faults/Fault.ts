// What a sandbox fault is: a bad network, queued through the control API and played on the next matching API calls.

/** The kinds, as the control API names them. */
export const FAULT_KINDS = ['status', 'drop', 'stall', 'offline'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

// The statuses a status fault may send (and those that may carry Retry-After) and how many calls one fault hits are
// the fixtures' vocabulary: schemas/fixtureVocabulary.ts.
/** Bound on the seconds of a stall or an offline window (and of Retry-After). */
export const MAX_FAULT_SECONDS = 120;

/** Which calls a fault hits: the method, and a part of the path after /api ('/loanapplications'). */
export interface FaultMatch {
  method?: string;
  path?: string;
}

/** The fault as the control API was asked for it (validated; scope not yet resolved). */
export type FaultSpec = {
  match?: FaultMatch;
  /** Only the calls of one payment link: by its token or its application id. */
  token?: string;
  loanApplicationId?: string;
} & (
  | { kind: 'status'; status: number; retryAfter?: number; message?: string; times: number }
  | { kind: 'drop'; when: 'after' | 'before'; times: number }
  | { kind: 'stall'; seconds: number; times: number }
  | { kind: 'offline'; seconds: number }
);

/** A queued fault: an id, calls left (counted kinds) or the end of its window (offline). */
export type Fault = FaultSpec & { id: string; left?: number; until?: string };
