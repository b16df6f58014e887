import type { ApiError } from '../api/ApiError';
import type { ApiResult } from '../api/createApiClient';
import { normalizeLoanApplication } from '../api/normalizeLoanApplication';
import { err, ok, type Result } from '../Result';
import type { LoanApplication } from '../state/LoanApplication';
import { malformedError } from '../api/malformedError';
import type { ActionOutput } from './ActionTypes';

// A call that answers with the loan application becomes the new state, normalised at the edge; a body that
// breaks the contract is a `malformed` error naming the pointer.
export function toLoanResult(result: ApiResult, data?: Record<string, unknown>): Result<ActionOutput<LoanApplication>, ApiError> {
  if (!result.ok) return result;
  const normalized = normalizeLoanApplication(result.value);
  if (!normalized.ok) {
    const first = normalized.error.errors[0];
    return err(malformedError('LoanApplication', first?.message));
  }
  return ok({ state: normalized.value, ...(data ? { data } : {}) });
}
