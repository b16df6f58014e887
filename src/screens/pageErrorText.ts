import { errorText, type ShownError } from '../../engine/content/errorText';
import type { ComponentError } from '../components/ScreenProps';
import { apiErrorText } from '../integrations/apiErrorText';
import { plainText } from '../ui/plainText';

/** A component's error (ScreenProps.showError) as the page error keeps it: what it is, never its sentence. */
export function shownErrorOf(error: ComponentError): ShownError {
  if (typeof error !== 'string') return { ...error, from: 'component' };
  const dot = error.indexOf('.');
  const key = error.slice(dot + 1);
  return error.slice(0, dot) === 'labels' ? { kind: 'shown', from: 'component', label: key } : { kind: 'shown', from: 'component', code: key };
}

/** What the page error is said by, in the language shown now. */
export interface PageErrorTexts {
  errors: Record<string, string>;
  /** The screen's own labels, its variant merged. */
  labels: Record<string, string | undefined>;
  values: Record<string, unknown>;
}

// The page error's sentence, worded as the screen draws, so a switch of language redraws it. The engine's errors
// by errorText, a component's by apiErrorText (both: the content text by code, else errors.requestFailed; never
// the lender's own message), or by its screen's label.
export function pageErrorText(error: ShownError, texts: PageErrorTexts): string {
  if (error.from !== 'component') return errorText(error, texts.errors);
  if (error.label === undefined) return apiErrorText(error, texts.errors);
  const label = texts.labels[error.label];
  // A label the screen's copy does not have (a typo, a screen left): the generic error text, never an empty box.
  return label !== undefined ? plainText(label, texts.values) : errorText(null, texts.errors);
}
