// Session and token time limits from the spec (borrower section 9, prequal section 9), in one place so
// the watch, the token store and the tests agree on them.
export const SESSION_LIMITS = {
  /** Idle time after the last activity before the inactivity expiration page: 30 min. */
  IDLE_MS: 1_800_000,
  /** Absolute session age limit since session start: 1 h. */
  ABSOLUTE_MS: 3_600_000,
  /** How often the session watch checks the clock: 10 s. */
  CHECK_EVERY_MS: 10_000,
  /** How long before the idle limit the 'Stay signed in' prompt is offered: 60 s. */
  WARN_BEFORE_MS: 60_000,
  /** How long before the absolute limit the borrower is told the session is about to end: 2 min. The spec keeps the
   * limit (activity cannot extend it), so WCAG 2.2.1 asks for a warning at least 20 s ahead; two minutes leaves time
   * to finish or send what is on the page. Checks run every CHECK_EVERY_MS, so it shows up to 10 s later than this. */
  ABSOLUTE_WARN_BEFORE_MS: 120_000,
  /** How long a saved payment-link token stays usable: 23 h. */
  TOKEN_TTL_MS: 82_800_000,
} as const;
