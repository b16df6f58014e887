import type { Repo } from '../../db/createRepo';
import { ApiFailure, MESSAGES } from '../ApiFailure';
import { LOCKOUT_MS, MAX_PIN_FAILURES } from './phoneCodes';

/** Wrong ssn4s in a row at signing that lock signing, as wrong codes lock the phone. */
export const MAX_SSN4_FAILURES = MAX_PIN_FAILURES;

export interface Ssn4Guard {
  /** 423 while signing is locked for the application. */
  assertOpen(loanId: string): void;
  /** Counts a wrong ssn4; returns the failure to answer (the mismatch, or the lockout on the fifth in a row). */
  failed(loanId: string, mismatch: ApiFailure): ApiFailure;
  /** A right ssn4 clears the count. */
  succeeded(loanId: string): void;
}

// Guessing the last 4 of the SSN at signing is bounded like guessing a texted code: the fifth wrong ssn4 in a row
// locks signing on that application for an hour (423, 'lockout': the app shows the account-locked page).
export function ssn4Guard(repo: Repo, now: () => number): Ssn4Guard {
  const key = (loanId: string): string => `ssn4|${loanId}`;
  const lockout = (until: number): ApiFailure => new ApiFailure(423, MESSAGES.ssn4Lockout(Math.ceil((until - now()) / 60_000)), { field: 'ssn4' });
  return {
    assertOpen(loanId) {
      const { lockedUntil } = repo.guards.get(key(loanId));
      if (lockedUntil !== null && lockedUntil > now()) throw lockout(lockedUntil);
    },
    failed(loanId, mismatch) {
      return repo.tx(() => {
        const failures = repo.guards.get(key(loanId)).failures + 1;
        if (failures < MAX_SSN4_FAILURES) {
          repo.guards.set(key(loanId), failures, null);
          return mismatch;
        }
        const until = now() + LOCKOUT_MS;
        repo.guards.set(key(loanId), 0, until);
        return lockout(until);
      });
    },
    succeeded: (loanId) => repo.guards.set(key(loanId), 0, null),
  };
}
