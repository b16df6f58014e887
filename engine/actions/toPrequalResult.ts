import type { ApiError } from '../api/ApiError';
import type { ApiResult } from '../api/createApiClient';
import { normalizePrequal } from '../api/normalizePrequal';
import { err, ok, type Result } from '../Result';
import type { Prequal } from '../state/Prequal';
import { malformedError } from '../api/malformedError';
import type { ActionOutput } from './ActionTypes';

// A call that answers with the prequal becomes the new state, normalised at the edge.
export function toPrequalResult(result: ApiResult): Result<ActionOutput<Prequal>, ApiError> {
  if (!result.ok) return result;
  const normalized = normalizePrequal(result.value);
  if (!normalized.ok) {
    const first = normalized.error.errors[0];
    return err(malformedError('Prequal', first?.message));
  }
  return ok({ state: normalized.value });
}
