import { randomInt, randomUUID } from 'node:crypto';
import type { Repo } from '../../db/createRepo';

/** A texted code works for 10 minutes, once. */
export const PIN_TTL_MS = 10 * 60_000;
/** Wrong codes in a row that lock the phone, and for how long. */
export const MAX_PIN_FAILURES = 5;
export const LOCKOUT_MS = 60 * 60_000;
/** Resend limits per phone: one code per 30 s, five per hour. */
export const RESEND_GAP_MS = 30_000;
export const MAX_SENDS_PER_HOUR = 5;

export type SendOutcome = { ok: true } | { ok: false; reason: 'locked'; minutes: number } | { ok: false; reason: 'tooSoon'; seconds: number };
export type VerifyOutcome = 'verified' | 'invalid' | 'expired' | { locked: number };

/** The last four digits only: how the console and the outbox name a phone. */
export const maskPhone = (phone: string): string => `***-***-${phone.slice(-4)}`;

export interface PhoneCodes {
  lockedMinutes(phone: string): number;
  send(phone: string): SendOutcome;
  verify(phone: string, code: string): VerifyOutcome;
  latest(phone: string): { code: string; sentAt: number; used: boolean } | undefined;
}

// Texted 4-digit codes (the sandbox "texts" them to the console and the outbox page), with single use, a 10-minute
// life, a resend limit, and a one-hour lockout after 5 wrong codes. Callers run these inside their transaction.
export function createPhoneCodes(repo: Repo, now: () => number, print: (line: string) => void): PhoneCodes {
  const lockedMinutes = (phone: string): number => {
    const { lockedUntil } = repo.guards.get(phone);
    return lockedUntil !== null && lockedUntil > now() ? Math.ceil((lockedUntil - now()) / 60_000) : 0;
  };
  return {
    lockedMinutes,
    send(phone) {
      const minutes = lockedMinutes(phone);
      if (minutes > 0) return { ok: false, reason: 'locked', minutes };
      const last = repo.sms.latest(phone);
      const t = now();
      if (last !== undefined && t - last.sentAt < RESEND_GAP_MS) {
        return { ok: false, reason: 'tooSoon', seconds: Math.ceil((RESEND_GAP_MS - (t - last.sentAt)) / 1000) };
      }
      if (repo.sms.countSince(phone, t - LOCKOUT_MS) >= MAX_SENDS_PER_HOUR) {
        return { ok: false, reason: 'tooSoon', seconds: Math.ceil(LOCKOUT_MS / 1000) };
      }
      const code = String(randomInt(0, 10_000)).padStart(4, '0');
      repo.sms.insert(phone, code, t);
      const body = `Your code is ${code}`;
      repo.outbox.add({ id: randomUUID(), at: t, kind: 'sms', to: phone, body });
      print(`SMS to ${maskPhone(phone)}: your code is ${code}`);
      return { ok: true };
    },
    verify(phone, code) {
      const minutes = lockedMinutes(phone);
      if (minutes > 0) return { locked: minutes };
      const last = repo.sms.latest(phone);
      const t = now();
      if (last !== undefined && !last.used && last.code === code) {
        if (t - last.sentAt > PIN_TTL_MS) return fail(phone, 'expired');
        repo.sms.use(last.id);
        repo.guards.set(phone, 0, null);
        return 'verified';
      }
      return fail(phone, 'invalid');
    },
    latest: (phone) => repo.sms.latest(phone),
  };

  // A wrong (or expired) code counts; the fifth in a row locks the phone for an hour.
  function fail(phone: string, outcome: 'invalid' | 'expired'): VerifyOutcome {
    const failures = repo.guards.get(phone).failures + 1;
    if (failures >= MAX_PIN_FAILURES) {
      repo.guards.set(phone, 0, now() + LOCKOUT_MS);
      return { locked: LOCKOUT_MS / 60_000 };
    }
    repo.guards.set(phone, failures, null);
    return outcome;
  }
}
