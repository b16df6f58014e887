import { TimeoutError } from 'ky';
import type { ApiError } from './ApiError';
import { API_ERROR_CODES } from './apiErrorCodes';

// Names a request that got no response: cancelled by the caller (ignored by callers), timed out after 60 s,
// or a network failure. The thrown error's own text is never shown: it is not written for borrowers.
export function failureToApiError(error: unknown, signal?: AbortSignal): ApiError {
  if (signal?.aborted === true) return { kind: 'cancelled' };
  if (error instanceof TimeoutError || (error instanceof Error && error.name === 'TimeoutError')) {
    return { kind: 'general', code: API_ERROR_CODES.requestTimeout };
  }
  return { kind: 'general', code: API_ERROR_CODES.networkFailure };
}
