// Paints a payment link's first screen from its first read, before the app's code has arrived
// (src/firstPaint/paintScreen.ts draws it): the same engine decides as the app does (the contract check, the
// borrower flow's status routing and phone steps, the screen's variant and progress). Never throws.
import borrowerFile from '../../flows/borrower.yaml';
import { normalizeLoanApplication } from '../../engine/api/normalizeLoanApplication';
import { copyValues } from '../../engine/content/copyValues';
import { routeState } from '../../engine/flow/routeState';
import { addressContext, compiledJourney, type FirstPaintInput, type PaintPlan } from './paintScreen';

export type { FirstPaintInput } from './paintScreen';
export { paintPlanned } from './paintScreen';

/**
 * The screen the read opens on and what it is drawn from, as the app's engine decides it; null when the boot leaves
 * the page alone. The boot decides in one task and paints in the next (src/start/boot.ts): one long task on a slow phone
 * otherwise.
 */
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
    const here = decision.path === input.location.pathname;
    const search = here ? new URLSearchParams(input.location.search) : new URLSearchParams(decision.query ?? {});
    return {
      ...borrower, screen: decision.screen, state, ctx: addressContext(search, input.today, linkCtx.oauthStateId ?? null),
      values: (site) => copyValues(site, state, null), source: state,
    };
  } catch {
    return null;
  }
}
