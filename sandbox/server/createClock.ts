import type { Repo } from '../db/createRepo';

/** How far the sandbox clock may be from real time (100 years): every date stays a valid Date. */
export const MAX_CLOCK_OFFSET_MS = 100 * 365 * 24 * 60 * 60_000;

export interface SandboxClock {
  /** Sandbox time in epoch ms: real time plus the offset tests and QA set through the control API. */
  now(): number;
  offsetMs(): number;
  /** Moves sandbox time forward (or back, with a negative value); the offset is stored, so it survives restarts. */
  advance(ms: number): number;
  reset(): void;
}

// One clock for everything time-dependent (codes, lockouts, sessions, jobs, expiry), so a test can jump an hour
// ahead instead of waiting one.
export function createClock(repo: Repo, realNow: () => number = Date.now): SandboxClock {
  const stored = Number(repo.meta.get('clockOffsetMs') ?? '0');
  // An offset out of range (stored by an older sandbox) would break every date: start from real time instead.
  let offset = Number.isFinite(stored) && Math.abs(stored) <= MAX_CLOCK_OFFSET_MS ? stored : 0;
  const store = (value: number): number => {
    offset = value;
    repo.meta.set('clockOffsetMs', String(value));
    return value;
  };
  return {
    now: () => realNow() + offset,
    offsetMs: () => offset,
    advance: (ms) => store(offset + ms),
    reset: () => void store(0),
  };
}
