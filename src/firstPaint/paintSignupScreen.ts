// Paints the prequal signup page (/{signupId}/prequalify) from its first read, before the app's code has arrived
// (src/firstPaint/paintScreen.ts draws it), as the app opens it (src/runtime/openPrequal.ts): the prequalification
// checked against the contract, the signup page kept whatever its status (its variant says welcome back to a
// borrower already prequalified), the ids the page was opened with filling in what the lender left out. Never throws.
import commonFile from '../../flows/common.yaml';
import inquiriesFile from '../../flows/inquiries.yaml';
import prequalFile from '../../flows/prequal.yaml';
import { normalizePrequal } from '../../engine/api/normalizePrequal';
import { copyValues } from '../../engine/content/copyValues';
import { compileFlow } from '../../engine/flow/compileFlow';
import { loadInquiryTable } from '../../engine/inquiries/loadInquiryTable';
import type { Prequal } from '../../engine/state/Prequal';
import { addressContext, paintScreen, type FirstPaintInput } from './paintScreen';

function prequalFlow() {
  if (!prequalFile.ok || !commonFile.ok || !inquiriesFile.ok) return null;
  const inquiries = loadInquiryTable(inquiriesFile.value);
  if (!inquiries.ok) return null;
  const flow = compileFlow('prequal', { prequal: prequalFile.value, common: commonFile.value }, inquiries.value);
  return flow.ok ? { flow: flow.value, table: inquiries.value } : null;
}

/** What the signup page's read was made with (src/runtime/firstReadRequest.ts): its ids, and the page's path in the flows. */
export interface SignupIds { signupId: string; prequalId: string; path: string }

/** Paints the signup page into the boot shell; returns its screen's id, or null when it leaves the page alone. */
export function paintSignupScreen(doc: Document, input: FirstPaintInput, ids: SignupIds): string | null {
  try {
    const prequal = prequalFlow();
    if (!prequal) return null;
    const { flow } = prequal;
    // The screen at the signup page's path (the boot matched the address to it).
    const screen = Object.keys(flow.screens).find((id) => id !== flow.entry && flow.screens[id]?.path === ids.path);
    if (!screen) return null;
    const normalized = normalizePrequal(input.raw);
    if (!normalized.ok) return null;
    const state: Prequal = { ...normalized.value, signupId: normalized.value.signupId ?? ids.signupId, prequalId: normalized.value.prequalId ?? ids.prequalId };
    return paintScreen(doc, input, {
      ...prequal, screen, state, ctx: addressContext(new URLSearchParams(input.location.search), input.today),
      values: (site) => copyValues(site, null, state), source: state,
    });
  } catch {
    return null;
  }
}
