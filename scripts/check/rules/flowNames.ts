import { checkFlow } from '../../../engine/analysis/checkFlow';
import { problemAt, type Problem } from '../../../engine/Problem';
import { aboutScreenPath, flowFileState } from '../flowFileState';
import { loadWorld } from '../loadWorld';
import { perProject, type Project } from '../Project';

// Every name each compiled journey uses, held against what exists (engine/analysis/checkFlow.ts: screens, facts
// and their values, actions, components, forms, copy, buttons, variants, modals), every screen reachable, and no
// rule an earlier one always takes first; what echoes a root cause the flow files' rules said is left out.
// `screenPathsKnown`: no screen path is in doubt (the fixtures' paths are held against them only then).
export const flowNameFindings = perProject((project: Project): { problems: Problem[]; screenPathsKnown: boolean } => {
  const state = flowFileState(project);
  let screenPathsKnown = state.screenPathsKnown;
  const problems: Problem[] = [];
  for (const journey of ['borrower', 'prequal'] as const) {
    const flow = project.flows.flows[journey];
    if (!flow) continue;
    for (const p of checkFlow(flow, loadWorld(journey, project).world, `flows/${journey}.yaml`)) {
      if (state.quiet(p)) continue;
      if (aboutScreenPath(p)) screenPathsKnown = false;
      problems.push(problemAt('flowNames', p.file, project.texts[p.file] ?? '', p.path, p.message));
    }
  }
  return { problems, screenPathsKnown };
});
