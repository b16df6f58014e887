import type { ApiError } from '../api/ApiError';
import type { ApiResult } from '../api/createApiClient';
import { normalizePrequal } from '../api/normalizePrequal';
import { err, ok, type Result } from '../Result';
import type { Prequal } from '../state/Prequal';
import type { ActionOutput } from './ActionTypes';

// A call that answers with the prequal becomes the new state, normalised at the edge.
export function toPrequalResult(result: ApiResult): Result<ActionOutput<Prequal>, ApiError> {
  if (!result.ok) return result;
  const normalized = normalizePrequal(result.value);
  if (!normalized.ok) {
    const first = normalized.error.errors[0];
    return err({ kind: 'malformed', code: 'malformedResponse', message: `The Prequal response broke the contract: ${first?.message ?? 'it is not valid'}` });
  }
  return ok({ state: normalized.value });
}
