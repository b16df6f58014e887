import type { ApiError } from '../../engine/api/ApiError';
import { isRawJson } from '../../engine/content/errorText';
import { plainText } from '../ui/plainText';

// A failed call as the borrower reads it: the content text for the error's code (local and classified errors),
// else the server's own message (section 8), else a generic "could not complete" line. Never a stack trace, and never
// the lender's whole body as JSON (what extractServerMessage keeps when the body names no message).
export function apiErrorText(error: Pick<ApiError, 'code' | 'message' | 'params'>, errors: Record<string, string>): string {
  const template = error.code ? errors[error.code] : undefined;
  if (template) return plainText(template, error.params ?? {});
  const message = error.message !== undefined && !isRawJson(error.message) ? error.message : undefined;
  return message ?? errors.requestFailed ?? '';
}
