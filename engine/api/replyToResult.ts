import { err, ok, type Result } from '../Result';
import type { ApiError } from './ApiError';
import { API_ERROR_CODES } from './apiErrorCodes';
import { classifyError } from './classifyError';
import type { ErrorRule } from './ErrorRule';
import { extractServerMessage } from './extractServerMessage';
import { hasErrorMessage } from './hasErrorMessage';
import { lenderSpoke } from './lenderSpoke';
import type { Reply } from './readReply';
import { TRANSPORT_STATUSES } from './retryPolicy';

const isSuccess = (status: number): boolean => status >= 200 && status < 300;

// Decides whether a reply is the answer or a failure, and which failure: a 2xx body is the answer unless it
// carries errorMessage; a gateway's 408/429/502/503/504 without the lender's words is the network's failure; a
// failure's server message is classified by the rules; no message falls back to a code.
export function replyToResult(reply: Reply, rules: readonly ErrorRule[]): Result<unknown, ApiError> {
  const { status, body, readable } = reply;
  if (isSuccess(status) && !readable) return err({ kind: 'malformed', code: API_ERROR_CODES.malformedResponse, status });
  if (isSuccess(status) && !hasErrorMessage(body)) return ok(body);
  if (TRANSPORT_STATUSES.includes(status) && !lenderSpoke(reply)) return err({ kind: 'network', code: API_ERROR_CODES.serverBusy, status });
  const message = readable ? extractServerMessage(body) : undefined;
  if (message === undefined) {
    return err({ kind: 'general', code: status >= 500 ? API_ERROR_CODES.serverError : API_ERROR_CODES.requestFailed, status });
  }
  const found = classifyError(message, rules);
  return err({
    kind: found.kind,
    message,
    status,
    ...(found.field !== undefined ? { field: found.field } : {}),
    ...(found.code !== undefined ? { code: found.code } : {}),
  });
}
