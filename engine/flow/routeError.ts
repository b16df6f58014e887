import { buildPath } from './buildPath';
import type { Decision } from './Decision';
import type { CompiledFlow } from './FlowTypes';

export interface RoutableError { kind: string; message?: string; code?: string; field?: string }

// Where an error of a given kind sends the borrower, as the flow's `errors` table says. A field error (or a
// cancelled request) stays on the screen; an unknown kind is treated as general.
export function routeError(flow: CompiledFlow, error: RoutableError, currentScreen: string, state: unknown): Decision {
  const target = flow.errors[error.kind] ?? flow.errors.general ?? flow.fallback;
  if (target === '$stay') return { screen: currentScreen, path: buildPath(flow, currentScreen, state), via: `errors.${error.kind}`, stay: true, error };
  const screen = target === '$entry' || target === '$status' ? flow.entry : target;
  const query = error.kind === 'missingToken' || screen === flow.session.absolute || screen === flow.session.idle ? flow.session.query : undefined;
  return { screen, path: buildPath(flow, screen, state), via: `errors.${error.kind}`, error, ...(query && Object.keys(query).length ? { query } : {}) };
}
