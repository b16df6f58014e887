import { ApiFailure } from '../ApiFailure';

/** The most answers one application or prequalification keeps across every saveAnswers call (the contract caps one call at 50 too). */
export const MAX_ANSWERS = 50;

// Answers to product's questions (PATCH `answers`, sent by a saveAnswers screen) merged into what their holder
// already keeps: a later answer replaces an earlier one of the same name, and past MAX_ANSWERS in all the call is
// refused (400) and nothing is kept. The contract has checked names and values before this runs.
export function mergeAnswers(held: Record<string, unknown> | undefined, incoming: Record<string, unknown>, holder: string): Record<string, unknown> {
  const merged = { ...(held ?? {}), ...incoming };
  if (Object.keys(merged).length > MAX_ANSWERS) throw new ApiFailure(400, `answers: ${holder} keeps at most ${MAX_ANSWERS} answers`);
  return merged;
}
