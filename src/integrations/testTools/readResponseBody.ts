import { err, ok, type Result } from '../../../engine/Result';

/** Why a test-tool answer is not a success: no responseBody at all, or the errorMessage inside it. */
export type TestToolFailure = { kind: 'responseBodyNotFound' } | { kind: 'errorMessage'; message: string };

// Test-tool answers come wrapped in responseBody; an errorMessage inside it means the call failed (document 2,
// section 7). The screen shows the failure's text from copy ('responseBody not found') or the server's message.
export function readResponseBody(reply: unknown): Result<unknown, TestToolFailure> {
  if (typeof reply !== 'object' || reply === null || !('responseBody' in reply)) return err({ kind: 'responseBodyNotFound' });
  const body = (reply as { responseBody: unknown }).responseBody;
  if (body === undefined || body === null) return err({ kind: 'responseBodyNotFound' });
  if (typeof body === 'object' && !Array.isArray(body) && 'errorMessage' in body) {
    const message = (body as { errorMessage: unknown }).errorMessage;
    return err({ kind: 'errorMessage', message: typeof message === 'string' ? message : JSON.stringify(message) });
  }
  return ok(body);
}
