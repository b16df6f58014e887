import { closestName } from '../../engine/flow/closestName';

/** The name of `pool` a slip of the keyboard away from `name`, if there is one (the flow checker's measure). */
export const nearest = (name: string, pool: Iterable<string>): string | undefined => closestName(name, pool);

// Product reads these sentences: a near name is offered as "did you mean", else a short list of what exists.
export function didYouMean(name: string, pool: readonly string[], listUpTo = 12): string {
  const hit = nearest(name, pool);
  if (hit !== undefined) return ` (did you mean "${hit}"?)`;
  return pool.length > 0 && pool.length <= listUpTo ? ` (known: ${pool.join(', ')})` : '';
}

/** didYouMean over a form's names (its fields, rules, messages, UI keys), listing up to 20 of them. */
export const near = (name: string, pool: readonly string[]): string => didYouMean(name, pool, 20);
