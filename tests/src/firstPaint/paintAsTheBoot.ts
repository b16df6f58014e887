import type { FirstPaintInput } from '../../../src/firstPaint/paintScreen';
import { paintPlanned, planFirstScreen } from '../../../src/firstPaint/paintFirstScreen';
import { planSignupScreen, type SignupIds } from '../../../src/firstPaint/paintSignupScreen';

// The boot's two steps with a page's painter chunk (src/start/boot.ts): the engine's plan of the screen the read
// opens on, then its paint into the boot shell. The screen's id, or null when the boot leaves the page alone.
export function paintFirstScreen(doc: Document, input: FirstPaintInput): string | null {
  const plan = planFirstScreen(input);
  return plan ? paintPlanned(doc, input, plan) : null;
}

/** The same with the prequal signup page's painter. */
export function paintSignupScreen(doc: Document, input: FirstPaintInput, ids: SignupIds): string | null {
  const plan = planSignupScreen(input, ids);
  return plan ? paintPlanned(doc, input, plan) : null;
}
