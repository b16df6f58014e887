import type { RouteContext } from '../facts/FactDef';
import { evaluateCondition } from './evaluateCondition';
import { factReader } from './factReader';
import type { CompiledFlow } from './FlowTypes';

// Whether an event on a screen should be handled at all (its action run): the handler's `when`, if any.
export function handlerApplies(flow: CompiledFlow, screenId: string, event: string, state: unknown, ctx: RouteContext): boolean {
  const handler = flow.screens[screenId]?.on?.[event];
  if (!handler) return false;
  return evaluateCondition(handler.when, factReader(flow, state, { ...ctx, screen: screenId }));
}
