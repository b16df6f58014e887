// How the client retries a call that did not get through (docs/adr/0007-a-bad-network-loses-nothing.md). Numbers
// live here, in one place, so the ADR, the tests and the client agree.

export interface RetryPolicy {
  /** Retries after the first attempt, at most. */
  limit: number;
  /** Statuses that mean "the call did not get through" (a gateway, a busy or rate-limited server, a lost request). */
  statuses: readonly number[];
  /**
   * Of those, the statuses that say the lender did not act on the request (408: it never had all of it; 429: refused
   * by its rate limit; 503: unable to handle it). The only failures a write without the spec's request id is sent
   * again on: it may have reached a lender that ignores Idempotency-Key (docs/adr/0007, "A slow lender").
   */
  unprocessedStatuses: readonly number[];
  /** The wait before retry n (1-based) is at most base * 2^(n-1), capped by backoffCapMs, and at least half of that. */
  baseDelayMs: number;
  backoffCapMs: number;
  /** A server's Retry-After is honoured up to this; a longer one is waited this long. */
  maxRetryAfterMs: number;
  /** No retry starts later than this after the call began, so the last attempt still has 30 s before the deadline. */
  retryWindowMs: number;
  /**
   * One attempt that has not answered in this long is given up. The spec's 60 s: a lender that answers at 40 s is
   * answered, and a slow call is never cut and sent again (docs/adr/0007, "A slow lender").
   */
  attemptTimeoutMs: number;
  /** The whole call, every attempt and wait included, ends by then (spec section 9: 60 s). */
  deadlineMs: number;
}

export const RETRY_POLICY: RetryPolicy = {
  limit: 4,
  statuses: [408, 429, 500, 502, 503, 504],
  unprocessedStatuses: [408, 429, 503],
  baseDelayMs: 500,
  backoffCapMs: 4_000,
  maxRetryAfterMs: 5_000,
  retryWindowMs: 30_000,
  attemptTimeoutMs: 60_000,
  deadlineMs: 60_000,
};

/** Statuses whose answer, even after the retries, is the network's failure and not the lender's message. */
export const TRANSPORT_STATUSES: readonly number[] = [408, 429, 502, 503, 504];

/**
 * Statuses a gateway or load balancer sends itself when the lender is away: retried whatever their body, since a
 * gateway's JSON ({"message": "Service Unavailable"}) reads like the lender's own words (docs/adr/0007).
 */
export const GATEWAY_STATUSES: readonly number[] = [502, 503, 504];

// The wait before retry `attempt` (1-based): exponential backoff with "equal jitter" (half fixed, half random), so
// a thousand phones that lost the same server do not come back in step, and none retries without waiting.
export function retryDelay(attempt: number, policy: RetryPolicy = RETRY_POLICY, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.backoffCapMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  const r = Math.min(1, Math.max(0, random()));
  return Math.round(ceiling / 2 + (ceiling / 2) * r);
}

// The most the retries of one call can wait in all (every delay at its ceiling): what a borrower waits, at worst,
// before a call that keeps failing fast says so on the screen.
export function worstRetryWaitMs(policy: RetryPolicy = RETRY_POLICY): number {
  let total = 0;
  for (let attempt = 1; attempt <= policy.limit; attempt += 1) total += retryDelay(attempt, policy, () => 1);
  return Math.min(total, policy.retryWindowMs);
}

// What a server's Retry-After (seconds or an HTTP date) asks for on a 429 or 503, capped at maxRetryAfterMs; null
// when it asks nothing (then the backoff decides). ky waits the same (afterStatusCodes, maxRetryAfter).
export function retryAfterMs(status: number, header: string | null, nowMs: number, policy: RetryPolicy = RETRY_POLICY): number | null {
  if ((status !== 429 && status !== 503) || header === null || header.trim() === '') return null;
  const seconds = Number(header);
  const ms = Number.isNaN(seconds) ? Date.parse(header) - nowMs : seconds * 1000;
  if (!Number.isFinite(ms)) return null;
  return Math.min(Math.max(0, ms), policy.maxRetryAfterMs);
}
