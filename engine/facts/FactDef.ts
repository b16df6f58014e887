import type { InquiryRequirements } from '../inquiries/resolveInquiries';

/** What the routing step knows besides the server state: the address, the clock, the event being handled. */
export interface RouteContext {
  /** Today in the borrower's time zone, YYYY-MM-DD. */
  today: string;
  /** The borrower navigated to the token route directly (direct marker). */
  direct?: boolean;
  oauthStateId?: string | null;
  /** The screen the borrower is on when an event happens. */
  screen?: string;
  /** The event payload of a transition (e.g. answer YES/NO, offerAlreadySelected). */
  event?: Record<string, unknown>;
  /** Kind of the error an action ended with, if any. */
  actionError?: string | null;
  /** The message of the error being shown (error page variants). */
  errorMessage?: string | null;
  /** Query has prequal=true (session pages). */
  prequal?: boolean;
  /** The address's fragment as the browser gives it ('#terms' for /#terms; '' or absent when none). */
  hash?: string | null;
  /** The last 4 digits of the number the borrower last had a code texted to, in this tab (memory only). */
  codePhoneLast4?: string | null;
  /** The step an error took the borrower away from (Decision.from): where `$return` goes. */
  returnTo?: { screen: string; path: string } | null;
}

export interface FactInput<S> {
  state: S;
  ctx: RouteContext;
  inquiries: InquiryRequirements;
}

export type FactType = 'boolean' | 'string' | 'number' | 'list';

/** One named fact a flow may test. `values` lists what a string or list fact can hold, for flows:check; a fact
 * whose values are config's says where (`valuesFrom`: 'inquiryFields', the fields of flows/inquiries.yaml's types),
 * and flows:check takes them from there (scripts/check/loadWorld.ts). */
export interface FactDef<S> {
  type: FactType;
  values?: readonly string[];
  valuesFrom?: 'inquiryFields';
  describe: string;
  get: (input: FactInput<S>) => unknown;
}
