import type { RouteContext } from '../facts/FactDef';
import { buildPath } from './buildPath';
import type { Decision } from './Decision';
import { evaluateCondition } from './evaluateCondition';
import { factReader } from './factReader';
import type { CompiledFlow, Next } from './FlowTypes';
import { routeError } from './routeError';
import { routeState } from './routeState';

const mentions = (value: unknown, key: string): boolean =>
  typeof value === 'object' && value !== null &&
  Object.entries(value).some(([k, v]) => k === key || mentions(v, key));

// After an event on a screen (and its action, if any): the screen's `next` rules decide where to go, falling
// back to status routing with $status. When the action failed, only rules that name actionError apply; any
// other error goes where the flow's errors table says. Returns null for an event the screen does not handle.
export function transition(
  flow: CompiledFlow,
  screenId: string,
  event: string,
  state: unknown,
  ctx: RouteContext,
  error?: { kind: string; message?: string; code?: string; field?: string },
): Decision | null {
  const handler = flow.screens[screenId]?.on?.[event];
  if (!handler) return null;
  const context: RouteContext = { ...ctx, screen: screenId, actionError: error?.kind ?? null };
  const fact = factReader(flow, state, context);
  const candidates: [Next, number][] = handler.next.map((n, i) => [n, i]);
  const usable = error ? candidates.filter(([n]) => mentions(n.when, 'actionError')) : candidates;
  const hit = usable.find(([n]) => evaluateCondition(n.when, fact));
  if (!hit) return error ? routeError(flow, error, screenId, state) : routeState(flow, state, context);
  const [next, index] = hit;
  const via = `screens.${screenId}.on.${event}.next[${index}]`;
  const withError = error ? { error } : {};
  if (next.goto === '$stay') return { screen: screenId, path: buildPath(flow, screenId, state), via, stay: true, ...(next.clear ? { clear: next.clear } : {}), ...withError };
  if (next.goto === '$status') {
    const routed = routeState(flow, state, context);
    return { ...routed, via: `${via} -> ${routed.via}` };
  }
  // Back to the step an error took the borrower from, at the address they were on; the link's route without one.
  if (next.goto === '$return' && ctx.returnTo) return { screen: ctx.returnTo.screen, path: ctx.returnTo.path, via, ...(next.replace ? { replace: true } : {}) };
  const screen = next.goto === '$entry' || next.goto === '$return' ? flow.entry : next.goto;
  // Direct navigation (borrower section 2) appends the direct marker to the link route: the route decides with it,
  // so the dashboard rule (direct: false) does not send the borrower back to where they chose the loan.
  const direct = next.direct === true && next.goto === '$entry' ? { query: { direct: 'true' } } : {};
  return { screen, path: buildPath(flow, screen, state), via, ...(next.replace ? { replace: true } : {}), ...direct, ...withError };
}
