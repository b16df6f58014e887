// How much the analytics sink accepts and keeps, so a flood of unauthenticated events cannot fill the disk.

/** Bodies above this many bytes are refused with 413. */
export const ANALYTICS_BODY_LIMIT = 64 * 1024;
/** Events in one body. */
export const MAX_EVENTS_PER_BODY = 100;
/** One event's JSON, in characters (an app event is a few hundred). */
export const MAX_EVENT_CHARS = 4 * 1024;
/** Requests per client (IP) per minute. */
export const ANALYTICS_REQUESTS_PER_MINUTE = 120;
/** Events kept: the newest this many, and none older than this (7 days). */
export const MAX_STORED_EVENTS = 5_000;
export const ANALYTICS_RETENTION_MS = 7 * 24 * 60 * 60_000;
