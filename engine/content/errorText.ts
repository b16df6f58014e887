import type { Decision } from '../flow/Decision';

/** An error as a screen says it: the engine's (its kind, the lender's message, the code of its text in content's
 * errors.yaml, the field it is about), or one a screen's component shows (`from: 'component'`, see
 * src/components/ScreenProps.ts `showError`). Kept as such, not as its sentence, so the words follow a switch of
 * language. */
export type ShownError = NonNullable<Decision['error']> & {
  params?: Record<string, string | number>;
  /** Shown by a screen's component, and worded by its rule: the content text by code before the lender's message
   * (src/screens/pageErrorText.ts), not by errorText's below. */
  from?: 'component';
  /** A component's error said by one of its screen's own labels (`labels.loadFailed`) rather than errors.yaml. */
  label?: string;
};

const fill = (text: string, params: Record<string, string | number> = {}) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));

// The lender's whole body as JSON (engine/api/extractServerMessage.ts, its last resort when the body names no
// message) still classifies the failure (flows/errors.yaml), but it is no sentence a borrower can read.
export const isRawJson = (message: string): boolean => {
  const text = message.trim();
  if (!/^[[{]/.test(text)) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

// The sentence for an error the engine returned: a field error reads its content text first (the server's
// wording is for QA), any other error the server's own message first ("the message in red"), then the
// content text by code, then the generic error-page text. A server message that is only the lender's body as JSON
// is never shown: the content text by code, else 'We could not complete that request' (errors.requestFailed).
export function errorText(error: ShownError | undefined | null, errors: Record<string, string>): string {
  const generic = errors.errorPageGeneric ?? '';
  if (!error) return generic;
  const byCode = error.code && errors[error.code] !== undefined ? fill(errors[error.code] as string, error.params) : undefined;
  const raw = error.message !== undefined && isRawJson(error.message);
  const message = raw ? undefined : error.message;
  if (error.kind === 'field') return byCode ?? message ?? generic;
  return message ?? byCode ?? (raw ? errors.requestFailed : undefined) ?? generic;
}
