import { checkFixtureSteps, type ReplayWorld } from '../../../e2e/replay/checkFixtureSteps';
import { chooseLocale } from '../../../engine/content/chooseLocale';
import type { Problem } from '../../../engine/Problem';
import { onceEach } from '../onceEach';
import type { Project } from '../Project';
import { replayWorld } from '../replayWorld';
import { fixtureFiles } from './fixtures';

/** A scenario problem a see: line may depend on: the scenario itself, the merchant, what is prefilled, the loans. */
const namesValues = (path: readonly (string | number)[]) => path[0] === 'scenario' && (path.length === 1 || ['merchant', 'prefilled', 'activeLoans'].includes(String(path[1])));

// Each readable fixture's replay steps (e2e/replay/checkFixtureSteps.ts) against the flows and the copy of the
// locale it runs in: paths, labels, buttons, see: texts, faults. A fixture in a language without copy would be held
// against another language's words (its locale line says it all); a see: line naming the merchant or a prefilled
// name waits for a broken merchant or prefilled to be fixed. The same sentence at many places is said once.
export function fixtureSteps(project: Project): Problem[] {
  const worlds = new Map<string, ReplayWorld>();
  const worldFor = (locale: string) => worlds.get(locale) ?? worlds.set(locale, replayWorld(project, locale)).get(locale)!;
  const problems: Problem[] = [];
  for (const { label, text, checked } of fixtureFiles(project)) {
    if (!checked.yamlOk) continue;
    const wanted = (checked.data as { locale?: unknown } | null)?.locale;
    const locale = typeof wanted === 'string' ? chooseLocale([wanted], project.locales, null) : 'en';
    const world = worldFor(locale);
    const foreign = typeof wanted === 'string' && locale.split('-')[0] !== wanted.split('-')[0];
    const values = checked.paths.some(namesValues);
    const { shown, ...rest } = world;
    const usable: ReplayWorld = foreign ? { ...rest, unknown: { ...world.unknown, copy: true } } : values || !shown ? rest : { ...rest, shown };
    problems.push(...checkFixtureSteps(label, text, usable, checked.data));
  }
  return onceEach(problems);
}
