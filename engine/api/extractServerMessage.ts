const nonEmptyString = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;

// Picks the one message a failed response means, so every screen shows the same text for the same failure.
//
// Order (borrower section 8 and prequal section 8 merged; the first non-empty string wins):
//   1. the body itself, when it is a string
//   2. body.message                 ("the response data message is preferred over the generic error message")
//   3. body.errorMessage, when a string
//   4. body.errorMessage.message
//   5. body.error.message           ("error bodies carry error.message")
//   6. body.error, when a string
//   7. the whole body as JSON       (last resort, so the borrower still sees what the server said)
// Nothing (undefined) for an empty body: null, undefined, '', whitespace, or an object/array with no entries.
// The HTTP client's own generic error text is never used; the caller falls back to a local content code instead.
export function extractServerMessage(body: unknown): string | undefined {
  if (body === null || body === undefined) return undefined;
  if (typeof body === 'string') return nonEmptyString(body);
  const errorMessage = field(body, 'errorMessage');
  const error = field(body, 'error');
  const picked =
    nonEmptyString(field(body, 'message')) ??
    nonEmptyString(errorMessage) ??
    nonEmptyString(field(errorMessage, 'message')) ??
    nonEmptyString(field(error, 'message')) ??
    nonEmptyString(error);
  if (picked !== undefined) return picked;
  if (typeof body === 'object' && Object.keys(body).length === 0) return undefined;
  try {
    return JSON.stringify(body);
  } catch {
    return undefined;
  }
}
