import type { ApiError } from '../../engine/api/ApiError';
import { plainText } from '../ui/plainText';

// A failed call as the borrower reads it: the content text for the error's code (local and classified errors),
// else a generic "could not complete" line. Never the lender's own message (its words and language, not the page's:
// flows/errors.yaml names a code for each one a borrower sees), never a stack trace.
export function apiErrorText(error: Pick<ApiError, 'code' | 'message' | 'params'>, errors: Record<string, string>): string {
  const template = error.code ? errors[error.code] : undefined;
  if (template) return plainText(template, error.params ?? {});
  return errors.requestFailed ?? '';
}
