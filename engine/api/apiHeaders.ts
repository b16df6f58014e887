// Header names the client and the sandbox must agree on, in one place.
export const API_HEADERS = {
  /** Response header carrying a refreshed session token; the client stores it and decodes it. */
  sessionToken: 'X-Session-Token',
  /** Request header carrying the device blackbox (fraud fingerprint) when one is available. */
  deviceBlackbox: 'X-Device-Blackbox',
  /** Request header carrying the idempotency key of a POST, so a retried action is not done twice. */
  idempotencyKey: 'Idempotency-Key',
} as const;

/** The refreshed-session-token response header. */
export const SESSION_TOKEN_HEADER = API_HEADERS.sessionToken;
