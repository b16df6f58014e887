import type { Action, ActionDeps } from '../actions/ActionTypes';
import { actions } from '../actions/registry';
import type { ApiError } from '../api/ApiError';
import type { RouteContext } from '../facts/FactDef';
import type { Decision } from '../flow/Decision';
import type { CompiledFlow } from '../flow/FlowTypes';
import { handlerApplies } from '../flow/handlerApplies';
import { transition } from '../flow/transition';

export interface DispatchResult<S> {
  /** Where to go; null when the screen does not handle the event (nothing happens). */
  decision: Decision | null;
  state: S;
  /** Anything the action fetched for the next screen (documents, inquiry status, confirmation). */
  data?: Record<string, unknown>;
}

// One way through (docs/architecture.md, step 6): an event on a screen runs the flow's named action with the screen's input,
// then the flow's transition decides the next screen from the new state. A cancelled request changes nothing.
export async function dispatch<S>(
  flow: CompiledFlow,
  deps: ActionDeps,
  args: { screen: string; event: string; state: S; input?: Record<string, unknown>; ctx: RouteContext },
): Promise<DispatchResult<S>> {
  const { screen, event, state, ctx } = args;
  const handler = flow.screens[screen]?.on?.[event];
  if (!handler) return { decision: null, state };
  const input = { ...(handler.input ?? {}), ...(args.input ?? {}) };
  const eventCtx: RouteContext = { ...ctx, event: input };
  if (!handlerApplies(flow, screen, event, state, eventCtx)) return { decision: null, state };
  let next = state;
  let data: Record<string, unknown> | undefined;
  let error: ApiError | undefined;
  if (handler.action) {
    // Only the flow's own journey's actions: the same name may be another action, on another state, in the other.
    const action = (actions[flow.journey] as Record<string, Action<S>>)[handler.action];
    if (!action) error = { kind: 'general', message: `The flow names action "${handler.action}", which is not an action of the ${flow.journey} journey.` };
    else {
      const result = await action(deps, { state, input, ...(handler.save ? { save: handler.save } : {}) });
      if (result.ok) {
        next = result.value.state;
        data = result.value.data;
      } else error = result.error;
    }
  }
  if (error?.kind === 'cancelled') return { decision: null, state };
  const decision = transition(flow, screen, event, next, eventCtx, error);
  return { decision, state: next, ...(data ? { data } : {}) };
}
