import { randomInt, randomUUID } from 'node:crypto';
import type { Repo } from '../../db/createRepo';

/** A texted code works for 10 minutes, once. */
export const PIN_TTL_MS = 10 * 60_000;
/** Wrong codes in a row that lock the phone on one link, and for how long. */
export const MAX_PIN_FAILURES = 5;
export const LOCKOUT_MS = 60 * 60_000;
/** Resend limits per phone: one code per 30 s, five per hour. */
export const RESEND_GAP_MS = 30_000;
export const MAX_SENDS_PER_HOUR = 5;
/** Different numbers one link (or signup) may text within an hour. */
export const MAX_NUMBERS_PER_LINK = 3;

export type SendOutcome =
  | { ok: true }
  | { ok: false; reason: 'locked'; minutes: number }
  | { ok: false; reason: 'tooSoon'; seconds: number }
  | { ok: false; reason: 'tooManyNumbers'; minutes: number };
export type VerifyOutcome = 'verified' | 'invalid' | 'expired' | { locked: number };

/** The last four digits only: how the console and the outbox name a phone. */
export const maskPhone = (phone: string): string => `***-***-${phone.slice(-4)}`;

/** Who asked for a code: 'loan:<id>' or 'prequal:<id>'. Lockouts and the number limit count per owner. */
export type CodeOwner = string;

export interface PhoneCodes {
  send(owner: CodeOwner, phone: string): SendOutcome;
  verify(owner: CodeOwner, phone: string, code: string): VerifyOutcome;
  /** The latest code texted to a phone (the control API's outbox). */
  latest(phone: string): { code: string; sentAt: number; used: boolean } | undefined;
}

// Texted 4-digit codes (the sandbox "texts" them to the console and the outbox page), with single use, a 10-minute
// life, resend limits per phone, at most 3 different numbers per link an hour, and a one-hour lockout after 5 wrong
// codes. The lockout counts per link AND phone: wrong codes typed for one number on one link lock only that pair,
// so a stranger with the link cannot lock the borrower's own number. Callers run these inside their transaction.
export function createPhoneCodes(repo: Repo, now: () => number, print: (line: string) => void): PhoneCodes {
  const guardKey = (owner: CodeOwner, phone: string): string => `${owner}|${phone}`;
  const lockedMinutes = (key: string): number => {
    const { lockedUntil } = repo.guards.get(key);
    return lockedUntil !== null && lockedUntil > now() ? Math.ceil((lockedUntil - now()) / 60_000) : 0;
  };
  // Minutes until one of the link's recent numbers leaves the hour window, when a new number would be one too many.
  const numberLimitMinutes = (owner: CodeOwner, phone: string, t: number): number => {
    const recent = repo.sms.phonesOf(owner, t - LOCKOUT_MS);
    if (recent.length < MAX_NUMBERS_PER_LINK || recent.some((entry) => entry.phone === phone)) return 0;
    const oldest = Math.min(...recent.map((entry) => entry.last));
    return Math.max(1, Math.ceil((oldest + LOCKOUT_MS - t) / 60_000));
  };
  // A wrong (or expired) code counts; the fifth in a row locks this link's phone for an hour.
  const fail = (key: string, outcome: 'invalid' | 'expired'): VerifyOutcome => {
    const failures = repo.guards.get(key).failures + 1;
    if (failures >= MAX_PIN_FAILURES) {
      repo.guards.set(key, 0, now() + LOCKOUT_MS);
      return { locked: LOCKOUT_MS / 60_000 };
    }
    repo.guards.set(key, failures, null);
    return outcome;
  };
  return {
    send(owner, phone) {
      const minutes = lockedMinutes(guardKey(owner, phone));
      if (minutes > 0) return { ok: false, reason: 'locked', minutes };
      const t = now();
      const tooMany = numberLimitMinutes(owner, phone, t);
      if (tooMany > 0) return { ok: false, reason: 'tooManyNumbers', minutes: tooMany };
      const last = repo.sms.latest(phone);
      if (last !== undefined && t - last.sentAt < RESEND_GAP_MS) {
        return { ok: false, reason: 'tooSoon', seconds: Math.ceil((RESEND_GAP_MS - (t - last.sentAt)) / 1000) };
      }
      if (repo.sms.countSince(phone, t - LOCKOUT_MS) >= MAX_SENDS_PER_HOUR) {
        return { ok: false, reason: 'tooSoon', seconds: Math.ceil(LOCKOUT_MS / 1000) };
      }
      const code = String(randomInt(0, 10_000)).padStart(4, '0');
      repo.sms.insert(owner, phone, code, t);
      repo.outbox.add({ id: randomUUID(), at: t, kind: 'sms', to: phone, body: `Your code is ${code}` });
      print(`SMS to ${maskPhone(phone)}: your code is ${code}`);
      return { ok: true };
    },
    verify(owner, phone, code) {
      const key = guardKey(owner, phone);
      const minutes = lockedMinutes(key);
      if (minutes > 0) return { locked: minutes };
      const last = repo.sms.latestOf(owner, phone);
      if (last !== undefined && !last.used && last.code === code) {
        if (now() - last.sentAt > PIN_TTL_MS) return fail(key, 'expired');
        repo.sms.use(last.id);
        repo.guards.set(key, 0, null);
        return 'verified';
      }
      return fail(key, 'invalid');
    },
    latest: (phone) => repo.sms.latest(phone),
  };
}
