import { TimeoutError } from 'ky';
import type { ApiError } from './ApiError';
import { API_ERROR_CODES } from './apiErrorCodes';

export interface FailureContext {
  /** The caller's signal: aborted means the caller no longer wants the answer (ignored by callers). */
  signal?: AbortSignal;
  /** The call's 60 s deadline passed (the client aborted it). */
  deadlinePassed?: boolean;
  /** The device said it is offline when the call gave up. */
  offline?: boolean;
}

// Names a request that got no response, after the client's retries: cancelled by the caller, timed out, offline, or
// lost on the way. Each is the network's failure (kind 'network'): the borrower stays on their step. The thrown
// error's own text is never shown: it is not written for borrowers.
export function failureToApiError(error: unknown, context: FailureContext = {}): ApiError {
  if (context.signal?.aborted === true) return { kind: 'cancelled' };
  if (context.deadlinePassed === true || error instanceof TimeoutError || (error instanceof Error && error.name === 'TimeoutError')) {
    return { kind: 'network', code: API_ERROR_CODES.requestTimeout };
  }
  if (context.offline === true) return { kind: 'network', code: API_ERROR_CODES.offline };
  return { kind: 'network', code: API_ERROR_CODES.networkFailure };
}
