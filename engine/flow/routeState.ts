import type { RouteContext } from '../facts/FactDef';
import { buildPath } from './buildPath';
import type { Decision } from './Decision';
import { evaluateCondition } from './evaluateCondition';
import { factReader } from './factReader';
import type { CompiledFlow } from './FlowTypes';

// Status routing (section 4): the first routing rule that matches decides, unless it lands on a screen that is
// not final and a phone step applies, in which case the phone step takes precedence. Pure and total.
export function routeState(flow: CompiledFlow, state: unknown, ctx: RouteContext): Decision {
  const fact = factReader(flow, state, ctx);
  const byStatus = flow.routing.find((rule) => evaluateCondition(rule.when, fact));
  const screen = byStatus?.goto ?? flow.fallback;
  const via = byStatus ? `routing.${byStatus.id}` : 'fallback';
  if (!flow.screens[screen]?.final) {
    const step = flow.phoneSteps.find((rule) => evaluateCondition(rule.when, fact));
    if (step) return { screen: step.goto, path: buildPath(flow, step.goto, state), via: `phoneSteps.${step.id}` };
  }
  return { screen, path: buildPath(flow, screen, state), via };
}
