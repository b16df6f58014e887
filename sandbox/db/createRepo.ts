// Typed reads and writes over the sandbox database. Every method is one statement; callers group the writes of
// one request in repo.tx(...) so a request either happens completely or not at all.
import type { LoanRecord } from '../server/lender/LoanRecord';
import type { PrequalRecord } from '../server/lender/PrequalRecord';
import type { SandboxDatabase } from './openDatabase';

export interface JobRow {
  id: string; owner: string; kind: string; readyAt: number; payload: unknown; done: boolean;
  statusCode: number | null; body: unknown;
}
export interface IdempotencyRow { requestHash: string; statusCode: number; body: unknown }
export interface SmsCodeRow { id: number; phone: string; code: string; sentAt: number; used: boolean }
export interface OutboxRow {
  id: string; at: number; kind: 'sms' | 'email'; to: string; subject?: string; body: string; attachmentName?: string;
}
export interface PublicTokenRow { token: string; linkToken: string; institutionId: string; accountIds: string[]; used: boolean }

const json = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

// The repository of one database; prepared statements are made once here and reused for every request.
export function createRepo(db: SandboxDatabase) {
  const s = {
    metaGet: db.prepare('SELECT value FROM meta WHERE key = ?'),
    metaSet: db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value'),
    loanById: db.prepare('SELECT doc FROM loan_applications WHERE id = ?'),
    loanByToken: db.prepare('SELECT doc FROM loan_applications WHERE token = ?'),
    loanInsert: db.prepare('INSERT INTO loan_applications (id, token, doc, updated_at) VALUES (?, ?, ?, ?)'),
    loanUpdate: db.prepare('UPDATE loan_applications SET doc = ?, updated_at = ? WHERE id = ?'),
    loanDeleteByToken: db.prepare('DELETE FROM loan_applications WHERE token = ?'),
    loanIds: db.prepare('SELECT id FROM loan_applications ORDER BY updated_at'),
    prequalById: db.prepare('SELECT doc FROM prequals WHERE id = ?'),
    prequalBySignup: db.prepare('SELECT doc FROM prequals WHERE signup_id = ? AND prequal_id = ?'),
    prequalLatestOfSignup: db.prepare('SELECT doc FROM prequals WHERE signup_id = ? ORDER BY rowid DESC LIMIT 1'),
    prequalInsert: db.prepare('INSERT INTO prequals (id, signup_id, prequal_id, doc) VALUES (?, ?, ?, ?)'),
    prequalUpdate: db.prepare('UPDATE prequals SET doc = ? WHERE id = ?'),
    jobInsert: db.prepare('INSERT INTO jobs (id, owner, kind, ready_at, payload) VALUES (?, ?, ?, ?, ?)'),
    jobGet: db.prepare('SELECT * FROM jobs WHERE id = ?'),
    jobFinish: db.prepare('UPDATE jobs SET done = 1, status_code = ?, body = ? WHERE id = ?'),
    idemFind: db.prepare('SELECT request_hash, status_code, body FROM idempotency WHERE owner = ? AND key = ? ORDER BY created_at LIMIT 1'),
    idemPut: db.prepare('INSERT INTO idempotency (owner, operation, key, request_hash, status_code, body, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)'),
    smsInsert: db.prepare('INSERT INTO sms_codes (owner, phone, code, sent_at) VALUES (?, ?, ?, ?)'),
    smsLatest: db.prepare('SELECT * FROM sms_codes WHERE phone = ? ORDER BY id DESC LIMIT 1'),
    smsLatestOf: db.prepare('SELECT * FROM sms_codes WHERE owner = ? AND phone = ? ORDER BY id DESC LIMIT 1'),
    smsPhonesOf: db.prepare('SELECT phone, MAX(sent_at) AS last FROM sms_codes WHERE owner = ? AND sent_at > ? GROUP BY phone'),
    smsSince: db.prepare('SELECT COUNT(*) AS n FROM sms_codes WHERE phone = ? AND sent_at > ?'),
    smsUse: db.prepare('UPDATE sms_codes SET used = 1 WHERE id = ?'),
    guardGet: db.prepare('SELECT failures, locked_until FROM phone_guards WHERE phone = ?'),
    guardSet: db.prepare('INSERT INTO phone_guards (phone, failures, locked_until) VALUES (?, ?, ?) ON CONFLICT (phone) DO UPDATE SET failures = excluded.failures, locked_until = excluded.locked_until'),
    outboxInsert: db.prepare('INSERT INTO outbox (id, at, kind, recipient, subject, body, attachment_name) VALUES (?, ?, ?, ?, ?, ?, ?)'),
    outboxList: db.prepare('SELECT * FROM outbox ORDER BY at DESC, rowid DESC LIMIT 200'),
    linkTokenInsert: db.prepare('INSERT INTO link_tokens (token, owner, created_at) VALUES (?, ?, ?)'),
    linkTokenGet: db.prepare('SELECT owner FROM link_tokens WHERE token = ?'),
    publicTokenInsert: db.prepare('INSERT INTO public_tokens (token, link_token, institution_id, account_ids) VALUES (?, ?, ?, ?)'),
    publicTokenGet: db.prepare('SELECT * FROM public_tokens WHERE token = ?'),
    publicTokenUse: db.prepare('UPDATE public_tokens SET used = 1 WHERE token = ?'),
    identitySet: db.prepare('INSERT INTO identity_outcomes (inquiry_id, outcome, at) VALUES (?, ?, ?) ON CONFLICT (inquiry_id) DO UPDATE SET outcome = excluded.outcome, at = excluded.at'),
    identityGet: db.prepare('SELECT outcome FROM identity_outcomes WHERE inquiry_id = ?'),
    analyticsInsert: db.prepare('INSERT INTO analytics (at, event) VALUES (?, ?)'),
    analyticsList: db.prepare('SELECT event FROM analytics ORDER BY id DESC LIMIT 500'),
    analyticsPrune: db.prepare('DELETE FROM analytics WHERE at < ? OR id <= (SELECT id FROM analytics ORDER BY id DESC LIMIT 1 OFFSET ?)'),
    analyticsCount: db.prepare('SELECT COUNT(*) AS n FROM analytics'),
    cspInsert: db.prepare('INSERT INTO csp_reports (at, report) VALUES (?, ?)'),
    cspList: db.prepare('SELECT at, report FROM csp_reports ORDER BY id DESC LIMIT 200'),
    cspPrune: db.prepare('DELETE FROM csp_reports WHERE id <= (SELECT id FROM csp_reports ORDER BY id DESC LIMIT 1 OFFSET ?)'),
    checkboxInsert: db.prepare('INSERT INTO checkbox_events (loan_id, event, at) VALUES (?, ?, ?)'),
    checkboxList: db.prepare('SELECT event FROM checkbox_events WHERE loan_id = ? ORDER BY id'),
  };
  type Row = Record<string, unknown>;
  const smsRow = (found: unknown): SmsCodeRow | undefined => {
    const row = found as Row | undefined;
    return row && { id: row.id as number, phone: row.phone as string, code: row.code as string, sentAt: row.sent_at as number, used: row.used === 1 };
  };
  const doc = <T>(row: unknown): T | undefined => (row === undefined ? undefined : (JSON.parse((row as Row).doc as string) as T));

  return {
    db,
    /** Runs fn in one transaction (nested calls join the outer one). */
    tx<T>(fn: () => T): T {
      return db.transaction(fn)();
    },
    meta: {
      get: (key: string): string | undefined => (s.metaGet.get(key) as Row | undefined)?.value as string | undefined,
      set: (key: string, value: string): void => void s.metaSet.run(key, value),
    },
    loans: {
      byId: (id: string) => doc<LoanRecord>(s.loanById.get(id)),
      byToken: (token: string) => doc<LoanRecord>(s.loanByToken.get(token)),
      insert: (loan: LoanRecord, now: number) => void s.loanInsert.run(loan.id, loan.token, JSON.stringify(loan), now),
      save: (loan: LoanRecord, now: number) => void s.loanUpdate.run(JSON.stringify(loan), now, loan.id),
      deleteByToken: (token: string) => void s.loanDeleteByToken.run(token),
      ids: (): string[] => (s.loanIds.all() as Row[]).map((row) => row.id as string),
    },
    prequals: {
      byId: (id: string) => doc<PrequalRecord>(s.prequalById.get(id)),
      bySignup: (signupId: string, prequalId: string) => doc<PrequalRecord>(s.prequalBySignup.get(signupId, prequalId)),
      /** The prequalification made last from a signup link (the static signup page makes one per visit). */
      latestOfSignup: (signupId: string) => doc<PrequalRecord>(s.prequalLatestOfSignup.get(signupId)),
      insert: (p: PrequalRecord) => void s.prequalInsert.run(p.id, p.signupId, p.prequalId, JSON.stringify(p)),
      save: (p: PrequalRecord) => void s.prequalUpdate.run(JSON.stringify(p), p.id),
    },
    jobs: {
      insert: (id: string, owner: string, kind: string, readyAt: number, payload: unknown) =>
        void s.jobInsert.run(id, owner, kind, readyAt, JSON.stringify(payload ?? null)),
      get(id: string): JobRow | undefined {
        const row = s.jobGet.get(id) as Row | undefined;
        if (!row) return undefined;
        return {
          id: row.id as string, owner: row.owner as string, kind: row.kind as string, readyAt: row.ready_at as number,
          payload: json(row.payload as string), done: row.done === 1, statusCode: row.status_code as number | null,
          body: json(row.body as string | null),
        };
      },
      finish: (id: string, statusCode: number, body: unknown) => void s.jobFinish.run(statusCode, JSON.stringify(body ?? null), id),
    },
    idempotency: {
      /** The stored answer of a key within its owner (one key names one action, whatever the call). */
      find(owner: string, key: string): IdempotencyRow | undefined {
        const row = s.idemFind.get(owner, key) as Row | undefined;
        return row && { requestHash: row.request_hash as string, statusCode: row.status_code as number, body: json(row.body as string) };
      },
      put: (owner: string, operation: string, key: string, hash: string, statusCode: number, body: unknown, now: number) =>
        void s.idemPut.run(owner, operation, key, hash, statusCode, JSON.stringify(body ?? null), now),
    },
    sms: {
      insert: (owner: string, phone: string, code: string, now: number) => void s.smsInsert.run(owner, phone, code, now),
      /** The latest code texted to a phone, whoever asked for it (the control API's outbox). */
      latest: (phone: string): SmsCodeRow | undefined => smsRow(s.smsLatest.get(phone)),
      /** The latest code one link (or signup) texted to a phone. */
      latestOf: (owner: string, phone: string): SmsCodeRow | undefined => smsRow(s.smsLatestOf.get(owner, phone)),
      /** The different numbers one link texted since a time, with when each was last texted. */
      phonesOf: (owner: string, since: number): { phone: string; last: number }[] =>
        (s.smsPhonesOf.all(owner, since) as Row[]).map((row) => ({ phone: row.phone as string, last: row.last as number })),
      countSince: (phone: string, since: number): number => (s.smsSince.get(phone, since) as Row).n as number,
      use: (id: number) => void s.smsUse.run(id),
    },
    /** Wrong-guess counters and lockouts, by key ('<owner>|<phone>' for codes, 'ssn4|<loan id>' for signing). */
    guards: {
      get(phone: string): { failures: number; lockedUntil: number | null } {
        const row = s.guardGet.get(phone) as Row | undefined;
        return { failures: (row?.failures as number | undefined) ?? 0, lockedUntil: (row?.locked_until as number | null | undefined) ?? null };
      },
      set: (phone: string, failures: number, lockedUntil: number | null) => void s.guardSet.run(phone, failures, lockedUntil),
    },
    outbox: {
      add: (m: OutboxRow) => void s.outboxInsert.run(m.id, m.at, m.kind, m.to, m.subject ?? null, m.body, m.attachmentName ?? null),
      list: (): OutboxRow[] =>
        (s.outboxList.all() as Row[]).map((row) => ({
          id: row.id as string, at: row.at as number, kind: row.kind as 'sms' | 'email', to: row.recipient as string,
          ...(row.subject !== null ? { subject: row.subject as string } : {}), body: row.body as string,
          ...(row.attachment_name !== null ? { attachmentName: row.attachment_name as string } : {}),
        })),
    },
    linkTokens: {
      insert: (token: string, owner: string, now: number) => void s.linkTokenInsert.run(token, owner, now),
      owner: (token: string) => (s.linkTokenGet.get(token) as Row | undefined)?.owner as string | undefined,
    },
    publicTokens: {
      insert: (token: string, linkToken: string, institutionId: string, accountIds: string[]) =>
        void s.publicTokenInsert.run(token, linkToken, institutionId, JSON.stringify(accountIds)),
      get(token: string): PublicTokenRow | undefined {
        const row = s.publicTokenGet.get(token) as Row | undefined;
        return row && {
          token: row.token as string, linkToken: row.link_token as string, institutionId: row.institution_id as string,
          accountIds: JSON.parse(row.account_ids as string) as string[], used: row.used === 1,
        };
      },
      use: (token: string) => void s.publicTokenUse.run(token),
    },
    identity: {
      set: (inquiryId: string, outcome: string, now: number) => void s.identitySet.run(inquiryId, outcome, now),
      get: (inquiryId: string) => (s.identityGet.get(inquiryId) as Row | undefined)?.outcome as string | undefined,
    },
    analytics: {
      add: (event: unknown, now: number) => void s.analyticsInsert.run(now, JSON.stringify(event ?? null)),
      list: (): unknown[] => (s.analyticsList.all() as Row[]).map((row) => JSON.parse(row.event as string)).reverse(),
      /** Drops events older than a time and all but the newest `keep`; returns how many went. */
      prune: (olderThan: number, keep: number): number => s.analyticsPrune.run(olderThan, keep).changes,
      count: (): number => (s.analyticsCount.get() as Row).n as number,
    },
    cspReports: {
      /** Keeps a violation report, and only the newest `keep` of them. */
      add(report: unknown, now: number, keep: number): void {
        s.cspInsert.run(now, JSON.stringify(report ?? null));
        s.cspPrune.run(keep);
      },
      list: (): { at: number; report: unknown }[] =>
        (s.cspList.all() as Row[]).map((row) => ({ at: row.at as number, report: JSON.parse(row.report as string) })),
    },
    checkboxes: {
      add: (loanId: string, event: unknown, now: number) => void s.checkboxInsert.run(loanId, JSON.stringify(event), now),
      list: (loanId: string): unknown[] => (s.checkboxList.all(loanId) as Row[]).map((row) => JSON.parse(row.event as string)),
    },
  };
}

export type Repo = ReturnType<typeof createRepo>;
