import { atom } from 'jotai';
import { atomWithDefault } from 'jotai/utils';
import type { ShownError } from '../../engine/content/errorText';
import { catalog } from '../content/catalog';
import type { Decision } from '../../engine/flow/Decision';
import type { LoanApplication } from '../../engine/state/LoanApplication';
import type { Prequal } from '../../engine/state/Prequal';

export type Journey = 'borrower' | 'prequal';

/** What the address told us besides the path: the direct marker and the bank's oauth return id. */
export interface AddressContext { direct: boolean; oauthStateId: string | null; prequal: boolean }

// The journey's memory, all in this tab's memory only: what the server said (loan, prequal), what the last action
// fetched, whether an action runs, the on-page and field errors, the engine's last decision and the event input
// that led to it (some screens word themselves by it). Personal data never leaves these atoms for storage.
export const atoms = {
  journey: atom<Journey>('borrower'),
  loan: atom<LoanApplication | null>(null),
  prequal: atom<Prequal | null>(null),
  data: atom<Record<string, unknown>>({}),
  busy: atom(false),
  /** The error the screen shows above its form, said in the current language when drawn (engine/content/errorText.ts). */
  pageError: atom<ShownError | null>(null),
  /** False for an error of kind 'screen' (wait and try again): the form stays usable while it shows. */
  pageErrorBlocks: atom(true),
  /** What the lender said about a field, by field: said in the current language when drawn, like pageError. */
  fieldErrors: atom<Record<string, ShownError>>({}),
  decision: atom<Decision | null>(null),
  lastEvent: atom<Record<string, unknown> | null>(null),
  /** The last 4 digits of the number a code was last texted to (memory only, never stored): "ending in 0187". */
  codePhoneLast4: atom<string | null>(null),
  /** The waiting text (site.yaml loading key) of the action running now when its handler asks for one (`wait:`). */
  waiting: atom<string | null>(null),
  /** The language the screens are in (the catalog's locale); set when the borrower switches. */
  locale: atomWithDefault<string>(() => catalog.locale),
  address: atom<AddressContext>({ direct: false, oauthStateId: null, prequal: false }),
  /**
   * What each form (by form id) last sent, kept until the lender accepts it, so a failure never empties a form: the
   * borrower who comes back to the step (the error page's Try again) finds what they typed. Memory only.
   */
  drafts: atom<Record<string, Record<string, unknown>>>({}),
  /** The event a network failure stopped, for the message's Try again (memory only). */
  retry: atom<{ screen: string; event: string; input: Record<string, unknown> } | null>(null),
  /** The step an error took the borrower from (its screen and the address they were on): the error page returns there. */
  returnTo: atom<{ screen: string; path: string } | null>(null),
};
