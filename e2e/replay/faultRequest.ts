import { FAULT_STATUSES as SANDBOX_STATUSES, MAX_FAULT_TIMES, RETRY_AFTER_STATUSES } from '../../schemas/fixtureVocabulary';
import type { Fault, FaultStatus } from './Step';

/** What a `fault:` step may name: its kinds, and the values each takes (the step checker lists them to QA). */
export const FAULT_KINDS = ['offline', 'drop', 'status', 'stall'] as const;
export const FAULT_DROPS = ['after', 'before'] as const;
/** The statuses the sandbox answers with (schemas/fixtureVocabulary.ts), and the ones that may say Retry-After. */
export const FAULT_STATUSES: readonly FaultStatus[] = SANDBOX_STATUSES;
export const RETRY_AFTER_WITH: readonly number[] = RETRY_AFTER_STATUSES;
/** Whole seconds offline or stalled (a replay's expectations wait 20 s: a minute is plenty), of Retry-After; calls in a row. */
export const FAULT_SECONDS = { min: 1, max: 60 } as const;
export const RETRY_AFTER_SECONDS = { min: 1, max: 60 } as const;
export const FAULT_TIMES = { min: 1, max: MAX_FAULT_TIMES } as const;
export const CALL_METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'] as const;
/** Calls that are not the borrower's: the control API (never faulted), analytics, CSP reports, the stand-ins' own. */
export const UNFAULTED_PATHS = ['/__sandbox', '/analytics', '/csp-report', '/standins/'] as const;

/** The call a fault aims at: a method (any when absent) and a part of its path after /api (any when absent). */
export interface CallMatch { method?: string; path?: string }

/** A fault as the sandbox's control API takes it (POST /api/__sandbox/faults). */
export interface SandboxFault {
  kind: 'status' | 'drop' | 'stall';
  status?: number;
  retryAfter?: number;
  message?: string;
  when?: 'after' | 'before';
  seconds?: number;
  times?: number;
  match?: CallMatch;
}

/** `on: 'PATCH /loanapplications'` (or 'PATCH', or '/offers') as the call it names; null when it names none. */
export function callMatch(on: string): CallMatch | null {
  const m = /^\s*(?:([A-Za-z]+)(?:\s+(\/\S*))?|(\/\S*))\s*$/.exec(on);
  if (!m) return null;
  const method = m[1]?.toUpperCase();
  if (method !== undefined && !(CALL_METHODS as readonly string[]).includes(method)) return null;
  const path = m[2] ?? m[3];
  return { ...(method !== undefined ? { method } : {}), ...(path !== undefined ? { path } : {}) };
}

// What the replay asks the sandbox for: a fault step as the control API's body. Offline is the browser's own
// (Playwright takes it off the network), so it is null here.
export function faultRequest(fault: Fault): SandboxFault | null {
  const match = fault.on === undefined ? null : callMatch(fault.on);
  const aimed = { ...(fault.times !== undefined ? { times: fault.times } : {}), ...(match ? { match } : {}) };
  if ('status' in fault) {
    return {
      kind: 'status', status: fault.status, ...(fault.retryAfter !== undefined ? { retryAfter: fault.retryAfter } : {}),
      ...(fault.message !== undefined ? { message: fault.message } : {}), ...aimed,
    };
  }
  if ('drop' in fault) return { kind: 'drop', when: fault.drop, ...aimed };
  if ('stall' in fault) return { kind: 'stall', seconds: fault.stall, ...aimed };
  return null;
}

/** Whether a call of the app (its method, its path after /api) is the one a match names, as the sandbox decides it
 * (sandbox/server/faults/faultMatches.ts): a part of the path; without one, any call but the background ones. */
export function matchesCall(match: CallMatch | null, method: string, path: string): boolean {
  if (path.startsWith('/__sandbox')) return false;
  if (match?.path !== undefined ? !path.includes(match.path) : UNFAULTED_PATHS.some((p) => path.startsWith(p))) return false;
  return match?.method === undefined || match.method === method.toUpperCase();
}

/** A fault as the sandbox holds it (POST /api/__sandbox/faults, read back), offline windows included. */
export type QueuedFault = SandboxFault | { kind: 'offline'; seconds: number; match?: CallMatch };

// The other way round, for the recorder: a fault QA queued on the sandbox while recording, as the fixture step that
// queues it again in the replay (faultRequest of the step gives the same request). One call (times: 1) is the
// step's default, a link's scope is dropped (a replay's link is fresh). The sandbox's offline window becomes the
// browser's: offline for as many seconds, from that moment.
export function faultStepOf(fault: QueuedFault): Fault {
  const on = fault.match ? [fault.match.method, fault.match.path].filter(Boolean).join(' ') : '';
  const aimed = { ...('times' in fault && fault.times !== undefined && fault.times !== 1 ? { times: fault.times } : {}), ...(on ? { on } : {}) };
  if (fault.kind === 'offline') return { offline: fault.seconds, ...(on ? { on } : {}) };
  if (fault.kind === 'drop') return { drop: fault.when ?? 'after', ...aimed };
  if (fault.kind === 'stall') return { stall: fault.seconds ?? FAULT_SECONDS.min, ...aimed };
  return {
    status: fault.status as FaultStatus,
    ...(fault.retryAfter !== undefined ? { retryAfter: fault.retryAfter } : {}),
    ...(fault.message !== undefined ? { message: fault.message } : {}),
    ...aimed,
  };
}
