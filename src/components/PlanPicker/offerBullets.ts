import { placeholdersOf } from '../../../engine/content/interpolate';

/** Why: a bullet that needs a value we do not have (the settlement delay) is left out rather than shown with a gap. */
export function offerBullets(bullets: readonly string[] | undefined, values: Record<string, unknown>): string[] {
  return (bullets ?? []).filter((bullet) => placeholdersOf(bullet).every((name) => values[name] !== undefined && values[name] !== null));
}
