// The app starts in stages, each run in a task of its own (scripts/vite/startStages.ts): the build fails when a stage,
// or one of the boot's early asks, imports a later stage statically, which would run them all in one long task.
import { START_FILES } from '../../src/start/stages';
import { staticClosure } from '../vite/firstPaintChunk';
import type { Manifest } from './report';

/**
 * Why the app's start would run in one long task, as sentences (none when it is built as it should be): a stage that
 * imports a later one statically runs it with itself, and so would the boot's ask for the app's code ahead and its
 * early asks for a painted form (its code, its validators) that import one (scripts/vite/startStages.ts). `keyOf`
 * finds the manifest key of the chunk carrying a module.
 */
export function stageProblems(manifest: Manifest, keyOf: (module: string) => string | undefined): string[] {
  const problems: string[] = [];
  const runsWith = (module: string, later: readonly string[], why: string) => {
    const key = keyOf(module);
    if (key === undefined) return;
    const reached = staticClosure(key, (k) => manifest[k]?.imports);
    for (const stage of later) {
      const stageKey = keyOf(stage);
      if (stageKey !== undefined && stageKey !== key && reached.has(stageKey)) problems.push(`${module} imports ${stage} (its file, ${manifest[stageKey]!.file}) statically: ${why} (scripts/vite/startStages.ts)`);
    }
  };
  const { stages, appCodeAhead, formCodeAhead, validators } = START_FILES;
  stages.forEach((stage, i) => runsWith(stage, stages.slice(i + 1), "the app's stages would run in one long task"));
  runsWith(appCodeAhead, stages, "the boot's ask for the app's code ahead would run the app with it, in one long task");
  for (const early of [formCodeAhead, validators]) runsWith(early, stages, "the boot's early ask for a painted form would run the app with it, in one long task");
  return problems;
}
