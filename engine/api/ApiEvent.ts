import type { ApiErrorKind } from './ApiError';

// What the client reports for diagnostics and analytics. Paths are redacted (redactPath); tokens, bodies and
// query strings are never part of an event.
export type ApiEvent =
  | { type: 'response'; method: string; path: string; status: number }
  | { type: 'failure'; method: string; path: string; kind: ApiErrorKind; code?: string; status?: number }
  | { type: 'jobPoll'; attempt: number; status: number }
  | { type: 'tokenRefreshed' };
