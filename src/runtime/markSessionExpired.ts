import type { ActionDeps } from '../../engine/actions/ActionTypes';
import type { ApiResult } from '../../engine/api/createApiClient';

// Section 4 "Session": after 30 min idle the loan is patched with sessionExpired true before storage is cleared,
// so the server ends the session too. The engine has no action for it (no screen event causes it).
export function markSessionExpired(deps: ActionDeps, loanApplicationId: string): Promise<ApiResult> {
  return deps.api.patch(`loanapplications/${encodeURIComponent(loanApplicationId)}`, { sessionExpired: true });
}
