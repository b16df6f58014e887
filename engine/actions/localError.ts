import type { ApiError } from '../api/ApiError';
import { err } from '../Result';

// A precondition an action checks before calling (spec section 8 "local messages"): a general error whose
// text lives in content/en/errors.yaml under `code`.
export const localError = (code: string) => err<ApiError>({ kind: 'general', code });
