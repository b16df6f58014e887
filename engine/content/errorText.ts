import type { Decision } from '../flow/Decision';

/** An error as a screen says it: the engine's (its kind, the lender's message, the code of its text in content's
 * errors.yaml, the field it is about), or one a screen's component shows (`from: 'component'`, see
 * src/components/ScreenProps.ts `showError`). Kept as such, not as its sentence, so the words follow a switch of
 * language. */
export type ShownError = NonNullable<Decision['error']> & {
  params?: Record<string, string | number>;
  /** Shown by a screen's component, and worded by its rule (src/screens/pageErrorText.ts: apiErrorText). */
  from?: 'component';
  /** A component's error said by one of its screen's own labels (`labels.loadFailed`) rather than errors.yaml. */
  label?: string;
};

const fill = (text: string, params: Record<string, string | number> = {}) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));

// The sentence for an error the engine returned: the content text its code names (flows/errors.yaml gives each
// lender message a borrower can see a code), in the page's language. The lender's own message is never shown as it
// came: it is in the lender's words and language, not the page's (WCAG 3.1.2), so a message no rule names a code for
// says 'We could not complete that request' (errors.requestFailed); no error at all, the generic error-page text.
export function errorText(error: ShownError | undefined | null, errors: Record<string, string>): string {
  const generic = errors.errorPageGeneric ?? '';
  if (!error) return generic;
  const byCode = error.code && errors[error.code] !== undefined ? fill(errors[error.code] as string, error.params) : undefined;
  if (byCode !== undefined) return byCode;
  return error.message !== undefined ? errors.requestFailed ?? generic : generic;
}
