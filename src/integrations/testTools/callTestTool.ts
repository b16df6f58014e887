import type { ActionDeps } from '../../../engine/actions/ActionTypes';
import { err, type Result } from '../../../engine/Result';
import { apiErrorText } from '../apiErrorText';
import { readResponseBody } from './readResponseBody';

// The internal /plaid tool's calls (POST /plaid/...), through the app's API client: the unwrapped responseBody,
// or the sentence to show. These pages are test tools open to anyone, so they call the API directly.
export async function callTestTool(
  deps: ActionDeps, path: string, body: Record<string, unknown>, texts: { errors: Record<string, string>; responseBodyNotFound: string },
): Promise<Result<unknown, string>> {
  const reply = await deps.api.post(path, body);
  if (!reply.ok) return err(apiErrorText(reply.error, texts.errors));
  const unwrapped = readResponseBody(reply.value);
  if (unwrapped.ok) return unwrapped;
  return err(unwrapped.error.kind === 'errorMessage' ? unwrapped.error.message : texts.responseBodyNotFound);
}
