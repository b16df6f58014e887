import type { ActionDeps } from '../../engine/actions/ActionTypes';
import { toPrequalResult } from '../../engine/actions/toPrequalResult';
import type { RouteContext } from '../../engine/facts/FactDef';
import type { Decision } from '../../engine/flow/Decision';
import type { CompiledFlow } from '../../engine/flow/FlowTypes';
import { routeError } from '../../engine/flow/routeError';
import { routeState } from '../../engine/flow/routeState';
import { prequalRead } from '../../engine/runtime/prequalRead';
import type { SessionTokenStore } from '../../engine/session/createSessionTokenStore';
import type { Prequal } from '../../engine/state/Prequal';

export interface PrequalLink {
  signupId: string;
  prequalId: string;
  checksum?: string | undefined;
  /** The static signup page (/{signupId}/prequalify): no checksum, a prequal id made for this visit. */
  staticSignup?: boolean;
}
export interface OpenedPrequal { decision: Decision | null; state: Prequal | null }

// The prequal twin of engine/runtime/openLoan. With a signup link: the checksum is required, the prequal is read
// (GET /prequals/{signupId}/{prequalId}) and the link page stays (decision null) to ask for the phone. Without one
// (a guarded page reloaded): the saved prequal application id is read and status routing decides.
export async function openPrequal(
  flow: CompiledFlow, deps: ActionDeps, session: SessionTokenStore, link: PrequalLink | null, ctx: RouteContext,
): Promise<OpenedPrequal> {
  if (link) {
    if (!link.checksum && !link.staticSignup) return { decision: routeError(flow, { kind: 'general', code: 'checksumNotSpecified' }, flow.entry, null), state: null };
    const result = toPrequalResult(await deps.api.get(prequalRead(link.signupId, link.prequalId).path));
    // Nothing is drawn yet: a read that did not get through goes to the error page, whose Try again reads it again.
    if (!result.ok) return { decision: routeError(flow, result.error, flow.entry, null, { nowhereToStay: true }), state: null };
    const state: Prequal = { ...result.value.state, signupId: result.value.state.signupId ?? link.signupId, prequalId: result.value.state.prequalId ?? link.prequalId };
    if (state.applicationId) deps.tokens.setPrequalApplicationId(state.applicationId);
    return { decision: null, state };
  }
  const id = deps.tokens.getPrequalApplicationId();
  if (!id) return { decision: routeError(flow, { kind: 'general', code: 'prequalLinkRequired' }, flow.entry, null), state: null };
  if (!session.getAuthToken()) return { decision: routeError(flow, { kind: 'missingToken' }, flow.entry, null), state: null };
  const result = toPrequalResult(await deps.api.get(`prequals/${encodeURIComponent(id)}`));
  if (!result.ok) return { decision: routeError(flow, result.error, flow.entry, null, { nowhereToStay: true }), state: null };
  return { decision: routeState(flow, result.value.state, ctx), state: result.value.state };
}
