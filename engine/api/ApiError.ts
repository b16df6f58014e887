// What a failed API call is, as a value: the kind decides where the journey goes (another engineer maps kinds to
// screens in the flows), the message is the server's own text (shown on /error), the code a content key.

export const API_ERROR_KINDS = [
  'field', 'screen', 'network', 'expired', 'lockout', 'inactivity', 'general', 'cancelled', 'malformed', 'jobTimeout', 'missingToken',
] as const;
export type ApiErrorKind = (typeof API_ERROR_KINDS)[number];
// 'network': the call did not get through (no answer, a timeout, a 502/503/504/429/408 with no message of the
// lender's), even after the client's retries (a 502/503/504 with a message is retried too, then read as one). The borrower stays on their step with what they typed.

export interface ApiError {
  kind: ApiErrorKind;
  /** The server's message (section 8 extraction), shown on /error. Never a token or a request body. */
  message?: string;
  /** Key into content/<locale>/errors.yaml for a local text. */
  code?: string;
  /** Values interpolated into the code's text, e.g. { id } for 'jobTimeout'. */
  params?: Record<string, string | number>;
  /** Form field the error belongs to when kind is 'field' (e.g. 'zip', 'stateCode', 'ssn4'). */
  field?: string;
  /** HTTP status of the response that failed, when there was one. */
  status?: number;
}
