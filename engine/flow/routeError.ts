import { API_ERROR_CODES } from '../api/apiErrorCodes';
import { buildPath } from './buildPath';
import type { Decision } from './Decision';
import type { CompiledFlow } from './FlowTypes';

export interface RoutableError { kind: string; message?: string; code?: string; field?: string }

export interface RouteErrorOptions {
  /**
   * Nothing is drawn yet to stay on (the link's first read): a `$stay` kind goes where general errors go, and a call
   * that did not get through says the link could not be opened (there is nothing typed to keep).
   */
  nowhereToStay?: boolean;
}

// Where an error of a given kind sends the borrower, as the flow's `errors` table says. A field error (or a
// cancelled request) stays on the screen; an unknown kind is treated as general. An error that sends the borrower
// away remembers the screen they were on (`from`), so the error page's Try again can bring them back to it.
export function routeError(flow: CompiledFlow, raised: RoutableError, currentScreen: string, state: unknown, options: RouteErrorOptions = {}): Decision {
  const error = options.nowhereToStay === true && raised.kind === 'network' ? { ...raised, code: API_ERROR_CODES.linkUnreachable } : raised;
  const general = flow.errors.general ?? flow.fallback;
  const listed = flow.errors[error.kind] ?? general;
  const target = listed === '$stay' && options.nowhereToStay === true ? general : listed;
  const here = buildPath(flow, currentScreen, state);
  if (target === '$stay') return { screen: currentScreen, path: here, via: `errors.${error.kind}`, stay: true, error };
  const screen = target === '$entry' || target === '$status' ? flow.entry : target;
  const query = error.kind === 'missingToken' || screen === flow.session.absolute || screen === flow.session.idle ? flow.session.query : undefined;
  const from = screen !== currentScreen ? { from: { screen: currentScreen, path: here } } : {};
  return { screen, path: buildPath(flow, screen, state), via: `errors.${error.kind}`, error, ...from, ...(query && Object.keys(query).length ? { query } : {}) };
}
