import type { ActionDeps } from '../../engine/actions/ActionTypes';
import type { ApiError } from '../../engine/api/ApiError';
import type { ScreenCopy } from '../../engine/content/ScreenCopy';
import type { SiteCopy } from '../../engine/content/SiteCopy';
import type { ScreenView } from '../../engine/flow/describeScreen';
import type { LoanApplication } from '../../engine/state/LoanApplication';
import type { Prequal } from '../../engine/state/Prequal';

/**
 * What a component's on-page error is: a call that failed (said by the content text of its code, else the lender's
 * message, else errors.requestFailed), or a content key: `errors.<code>` (content/<locale>/errors.yaml) or
 * `labels.<key>` (the screen's own labels, content/<locale>/screens/<screen>.md).
 */
export type ComponentError = ApiError | `errors.${string}` | `labels.${string}`;

/**
 * What every screen component (registered by the name a flow gives under `component:`) receives from the screen
 * renderer. A component draws; it never picks the next screen and never calls the API itself: it sends events
 * (which the engine turns into an action and a transition) and asks engine/queries for reads.
 */
export interface ScreenProps {
  /** What the engine decided the screen shows (progress, variant, visible buttons, modals, props from YAML). */
  view: ScreenView;
  /** The screen's copy with its variant already merged. */
  copy: ScreenCopy;
  site: SiteCopy;
  /** Validation messages (content/en/messages.yaml) and error texts (content/en/errors.yaml) by code. */
  messages: Record<string, string>;
  errors: Record<string, string>;
  loan: LoanApplication | null;
  prequal: Prequal | null;
  /** What the last action fetched for this screen (documents, identity inquiry, confirmation). */
  data: Record<string, unknown>;
  /** Values copy may name: merchantName, amount, email (support), firstName, dates, site constants... */
  values: Record<string, unknown>;
  /** Sends an event of this screen's `on:` (e.g. send('select', { offerId })). Resolves when the engine is done. */
  send: (event: string, input?: Record<string, unknown>) => Promise<void>;
  /** True while an event's action runs. */
  busy: boolean;
  /** Dependencies for engine/queries (e.g. queries.offers(deps, loan)). */
  deps: ActionDeps;
  /** Shows an on-page error (red alert box, announced, logged to analytics as 'Displayed On-Page Error'): what the
   * error is, never its sentence, which the screen says in the language shown (a switch of language redraws it). */
  showError: (error: ComponentError) => void;
  /** Opens one of the screen's modals by id (content/en/modals/<id>.md). */
  openModal: (id: string) => void;
  /** Analytics through the one adapter; never pass personal data. */
  track: (event: string, properties?: Record<string, string | number | boolean>) => void;
}
