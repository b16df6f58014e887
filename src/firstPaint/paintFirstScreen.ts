// Plans a payment link's first screen from its first read, before the app's code has arrived (paintScreen.ts draws
// it), with the app's engine: the contract check, the borrower flow's routing and phone steps. Never throws.
import borrowerFile from '../../flows/borrower.yaml';
import { normalizeLoanApplication } from '../../engine/api/normalizeLoanApplication';
import { copyValues } from '../../engine/content/copyValues';
import { routeState } from '../../engine/flow/routeState';
import { addressContext, compiledJourney, type FirstPaintInput, type PaintPlan } from './paintScreen';

export { paintPlanned } from './paintScreen';

/** The read's first screen, or null to leave the page alone; painted a task later (one long task on a slow phone). */
export function planFirstScreen(input: FirstPaintInput): PaintPlan | null {
  try {
    const borrower = compiledJourney('borrower', borrowerFile);
    if (!borrower) return null;
    const normalized = normalizeLoanApplication(input.raw);
    if (!normalized.ok) return null;
    const state = normalized.value;
    const linkCtx = addressContext(new URLSearchParams(input.location.search), input.today);
    const decision = routeState(borrower.flow, state, linkCtx);
    if (decision.error || decision.stay) return null;
    const search = new URLSearchParams(decision.path === input.location.pathname ? input.location.search : (decision.query ?? {}));
    return {
      ...borrower, screen: decision.screen, state, ctx: addressContext(search, input.today, linkCtx.oauthStateId ?? null),
      values: (site) => copyValues(site, state, null), source: state,
    };
  } catch {
    return null;
  }
}
