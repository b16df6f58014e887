// Paints the prequal signup page (/{signupId}/prequalify) from its first read, before the app's code has arrived
// (src/firstPaint/paintScreen.ts draws it), as the app opens it (src/runtime/openPrequal.ts): the prequalification
// checked against the contract, the signup page kept whatever its status (its variant says welcome back to a
// borrower already prequalified), the ids the page was opened with filling in what the lender left out. Never throws.
import prequalFile from '../../flows/prequal.yaml';
import { normalizePrequal } from '../../engine/api/normalizePrequal';
import { copyValues } from '../../engine/content/copyValues';
import type { Prequal } from '../../engine/state/Prequal';
import { addressContext, compiledJourney, type FirstPaintInput, type PaintPlan } from './paintScreen';

export { paintPlanned } from './paintScreen';

/** What the signup page's read was made with (src/runtime/firstReadRequest.ts): its ids, and the page's path in the flows. */
export interface SignupIds { signupId: string; prequalId: string; path: string }

/**
 * The signup page's screen and the prequalification it is drawn from; null when the boot leaves the page alone. The
 * boot decides in one task and paints in the next (src/start/boot.ts).
 */
export function planSignupScreen(input: FirstPaintInput, ids: SignupIds): PaintPlan | null {
  try {
    const prequal = compiledJourney('prequal', prequalFile);
    if (!prequal) return null;
    const { flow } = prequal;
    // The screen at the signup page's path (the boot matched the address to it).
    const screen = Object.keys(flow.screens).find((id) => id !== flow.entry && flow.screens[id]?.path === ids.path);
    if (!screen) return null;
    const normalized = normalizePrequal(input.raw);
    if (!normalized.ok) return null;
    const state: Prequal = { ...normalized.value, signupId: normalized.value.signupId ?? ids.signupId, prequalId: normalized.value.prequalId ?? ids.prequalId };
    return {
      ...prequal, screen, state, ctx: addressContext(new URLSearchParams(input.location.search), input.today),
      values: (site) => copyValues(site, null, state), source: state,
    };
  } catch {
    return null;
  }
}
