import type { Decision } from '../../engine/flow/Decision';

type ShownError = NonNullable<Decision['error']> & { params?: Record<string, string | number> };

const fill = (text: string, params: Record<string, string | number> = {}) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));

// The sentence for an error the engine returned: a field error reads its content text first (the server's
// wording is for QA), any other error the server's own message first ("the message in red"), then the
// content text by code, then the generic error-page text.
export function errorText(error: ShownError | undefined | null, errors: Record<string, string>): string {
  const generic = errors.errorPageGeneric ?? '';
  if (!error) return generic;
  const byCode = error.code && errors[error.code] !== undefined ? fill(errors[error.code] as string, error.params) : undefined;
  if (error.kind === 'field') return byCode ?? error.message ?? generic;
  return error.message ?? byCode ?? generic;
}
