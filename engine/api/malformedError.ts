import type { ApiError } from './ApiError';

// One wording for a response that broke the contract, naming the schema and the first failing pointer, so the
// error page and QA read the same sentence wherever the engine caught it.
export function malformedError(schema: string, firstMessage?: string): ApiError {
  return { kind: 'malformed', code: 'malformedResponse', message: `The ${schema} response broke the contract: ${firstMessage ?? 'it is not valid'}` };
}
