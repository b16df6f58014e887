import type { StandinDeps } from '../StandinDeps';

/** A bank link the test tool registered for a customer. */
export interface PlaidRegistration {
  customerId: string;
  institutionId: string;
  itemId: string;
}

/** What the bank-link stand-in remembers between its own calls (never personal data). */
export interface PlaidSandboxState {
  /** Public token -> the institution and accounts it was issued for (the test tool's registration reads it). */
  publicTokens: Map<string, { institutionId: string; accountIds: string[] }>;
  registrations: PlaidRegistration[];
}

const states = new WeakMap<StandinDeps, PlaidSandboxState>();

// The bank-link widget route and the test-tool routes are separate plugins; they share this state through the
// deps object they are both given, so two sandboxes in one process (tests) never see each other's links.
export function plaidSandboxState(deps: StandinDeps): PlaidSandboxState {
  let state = states.get(deps);
  if (!state) {
    state = { publicTokens: new Map(), registrations: [] };
    states.set(deps, state);
  }
  return state;
}
