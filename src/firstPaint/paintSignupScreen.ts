// Plans the prequal signup page from its first read as src/runtime/openPrequal.ts opens it: kept whatever the status
// (its variant welcomes back a prequalified borrower), the page's ids filling what the lender left out. Never throws.
import prequalFile from '../../flows/prequal.yaml';
import { normalizePrequal } from '../../engine/api/normalizePrequal';
import { copyValues } from '../../engine/content/copyValues';
import { addressContext, compiledJourney, type FirstPaintInput, type PaintPlan } from './paintScreen';

export { paintPlanned } from './paintScreen';

/** What the signup page's read was made with (src/runtime/firstReadRequest.ts): its ids, and its path in the flows. */
export interface SignupIds { signupId: string; prequalId: string; path: string }

/** The signup page's screen and the prequalification it is drawn from, or null when the boot leaves the page alone. */
export function planSignupScreen(input: FirstPaintInput, ids: SignupIds): PaintPlan | null {
  try {
    const prequal = compiledJourney('prequal', prequalFile);
    if (!prequal) return null;
    const { flow } = prequal;
    const screen = Object.keys(flow.screens).find((id) => id !== flow.entry && flow.screens[id]?.path === ids.path);
    if (!screen) return null;
    const normalized = normalizePrequal(input.raw);
    if (!normalized.ok) return null;
    const state = { ...normalized.value, signupId: normalized.value.signupId ?? ids.signupId, prequalId: normalized.value.prequalId ?? ids.prequalId };
    return {
      ...prequal, screen, state, ctx: addressContext(new URLSearchParams(input.location.search), input.today),
      values: (site) => copyValues(site, null, state), source: state,
    };
  } catch {
    return null;
  }
}
