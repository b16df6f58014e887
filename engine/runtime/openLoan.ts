import type { ActionDeps } from '../actions/ActionTypes';
import { toLoanResult } from '../actions/toLoanResult';
import type { RouteContext } from '../facts/FactDef';
import type { Decision } from '../flow/Decision';
import type { CompiledFlow } from '../flow/FlowTypes';
import { routeError } from '../flow/routeError';
import { routeState } from '../flow/routeState';
import type { LoanApplication } from '../state/LoanApplication';
import { loanRead } from './loanRead';

export interface Opened { decision: Decision; state: LoanApplication | null }

// A payment link (or the saved token, when a guarded page is reloaded) loads the loan
// application, saves the token for 23 h, and routes. With no token at all: /error with 'Please use your payment
// link to log in.'.
export async function openLoan(flow: CompiledFlow, deps: ActionDeps, token: string | null, ctx: RouteContext): Promise<Opened> {
  const useToken = token ?? deps.tokens.getToken();
  if (!useToken) return { decision: routeError(flow, { kind: 'general', code: 'usePaymentLink' }, flow.entry, null), state: null };
  const read = loanRead(useToken);
  const result = toLoanResult(await deps.api.get(read.path, { searchParams: read.searchParams }));
  // Nothing is drawn yet: a read that did not get through goes to the error page, whose Try again reads the same link.
  if (!result.ok) return { decision: routeError(flow, result.error, flow.entry, { initToken: useToken }, { nowhereToStay: true }), state: null };
  const state = result.value.state;
  if (token) deps.tokens.saveToken(token);
  deps.tokens.setLoanAppId(state.loanApplicationId);
  return { decision: routeState(flow, state, ctx), state };
}
