// The sandbox database schema, in order. Each entry runs once (tracked by PRAGMA user_version), so a file made by
// an older sandbox is upgraded in place and a journey in progress survives an upgrade.
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE loan_applications (
    id TEXT PRIMARY KEY, token TEXT NOT NULL UNIQUE, doc TEXT NOT NULL, updated_at INTEGER NOT NULL
  );
  CREATE TABLE prequals (
    id TEXT PRIMARY KEY, signup_id TEXT NOT NULL, prequal_id TEXT NOT NULL, doc TEXT NOT NULL,
    UNIQUE (signup_id, prequal_id)
  );
  CREATE TABLE jobs (
    id TEXT PRIMARY KEY, owner TEXT NOT NULL, kind TEXT NOT NULL, ready_at INTEGER NOT NULL, payload TEXT NOT NULL,
    done INTEGER NOT NULL DEFAULT 0, status_code INTEGER, body TEXT
  );
  CREATE INDEX jobs_owner ON jobs (owner, done);
  CREATE TABLE idempotency (
    owner TEXT NOT NULL, operation TEXT NOT NULL, key TEXT NOT NULL, request_hash TEXT NOT NULL,
    status_code INTEGER NOT NULL, body TEXT NOT NULL, created_at INTEGER NOT NULL,
    PRIMARY KEY (owner, operation, key)
  );
  CREATE TABLE sms_codes (
    id INTEGER PRIMARY KEY AUTOINCREMENT, phone TEXT NOT NULL, code TEXT NOT NULL, sent_at INTEGER NOT NULL,
    used INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX sms_codes_phone ON sms_codes (phone, id);
  CREATE TABLE phone_guards (phone TEXT PRIMARY KEY, failures INTEGER NOT NULL, locked_until INTEGER);
  CREATE TABLE outbox (
    id TEXT PRIMARY KEY, at INTEGER NOT NULL, kind TEXT NOT NULL, recipient TEXT NOT NULL, subject TEXT,
    body TEXT NOT NULL, attachment_name TEXT
  );
  CREATE TABLE link_tokens (token TEXT PRIMARY KEY, owner TEXT NOT NULL, created_at INTEGER NOT NULL);
  CREATE TABLE public_tokens (
    token TEXT PRIMARY KEY, link_token TEXT NOT NULL, institution_id TEXT NOT NULL, account_ids TEXT NOT NULL,
    used INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE identity_outcomes (inquiry_id TEXT PRIMARY KEY, outcome TEXT NOT NULL, at INTEGER NOT NULL);
  CREATE TABLE analytics (id INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, event TEXT NOT NULL);
  CREATE TABLE checkbox_events (id INTEGER PRIMARY KEY AUTOINCREMENT, loan_id TEXT NOT NULL, event TEXT NOT NULL, at INTEGER NOT NULL);
  `,
  // 2: a texted code belongs to the link (or signup) that asked for it: codes check per link, and one link may
  // text only a few different numbers an hour. Guards (phone_guards.phone) are keyed '<owner>|<phone>' from here on.
  `
  ALTER TABLE sms_codes ADD COLUMN owner TEXT NOT NULL DEFAULT '';
  CREATE INDEX sms_codes_owner ON sms_codes (owner, sent_at);
  `,
  // 3: the analytics sink prunes by age, so it needs the time indexed.
  `
  CREATE INDEX analytics_at ON analytics (at);
  `,
  // 4: Content-Security-Policy violation reports the browser sent (shown on /sandbox/csp-reports in development).
  `
  CREATE TABLE csp_reports (id INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, report TEXT NOT NULL);
  `,
];
