import { malformedError } from '../api/malformedError';
import { normalizeLoanApplication } from '../api/normalizeLoanApplication';
import { normalizePrequal } from '../api/normalizePrequal';
import type { RouteContext } from '../facts/FactDef';
import type { Decision } from './Decision';
import type { CompiledFlow } from './FlowTypes';
import { routeError } from './routeError';
import { routeState } from './routeState';

// Where a raw GET response sends the borrower: normalised once at the edge against the contract, then routed.
// A response that breaks the contract becomes a `malformed` error naming the first bad pointer, never a throw.
export function routeResponse(flow: CompiledFlow, raw: unknown, ctx: RouteContext): Decision {
  const normalized = flow.journey === 'borrower' ? normalizeLoanApplication(raw) : normalizePrequal(raw);
  if (!normalized.ok) {
    return routeError(flow, malformedError(normalized.error.schema, normalized.error.errors[0]?.message), flow.entry, null);
  }
  return routeState(flow, normalized.value, ctx);
}
