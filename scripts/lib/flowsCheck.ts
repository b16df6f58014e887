import { checkFlow } from '../../engine/flow/checkFlow';
import { locate } from '../../engine/flow/locate';
import { aboutScreenPath, checkFlowFiles } from './checkFlowFiles';
import { checkErrorRuleOrder } from './checkErrorRuleOrder';
import { checkForms } from './checkForms';
import { checkContent } from './checkContent';
import { checkReplayFixtures } from './checkReplayFixtures';
import { loadFlows } from './loadFlows';
import { loadWorld } from './loadWorld';

export interface FlowsCheckResult {
  /** One `file:line:column: sentence` per problem, in the order flows:check prints them; empty when all is well. */
  lines: string[];
  /** Flow files that declare a journey, and the screens across both journeys (for the "no problems" line). */
  flowFiles: number;
  screens: number;
}

// Everything `npm run flows:check` checks, as data: the flows against schemas/flow.schema.json and against the
// names that exist, then the config beside the flows, the forms, the QA fixtures' replay steps and the locales.
// The CLI prints the lines; the dev server's overlay (scripts/vite/flowsCheckOverlay.ts) shows the same lines.
export function flowsCheck(): FlowsCheckResult {
  const lines: string[] = [];
  const loaded = loadFlows();
  const { files, flows } = loaded;
  const textOf = (file: string) => files.find((f) => f.file === file)?.text ?? '';
  const at = (file: string, path: (string | number)[]) => {
    const { line, column } = locate(textOf(file), path);
    return `${file}:${line}:${column}`;
  };

  // The flow files' own root causes (syntax, shape, includes, inquiry table, error rules), cascades left out.
  const flowFiles = checkFlowFiles(loaded);
  lines.push(...flowFiles.lines);
  let screenPathsKnown = flowFiles.screenPathsKnown;
  const journeyFiles = files.filter((f) => f.data && typeof f.data === 'object' && 'journey' in (f.data as object));

  const contentProblems = new Set<string>();
  for (const journey of ['borrower', 'prequal'] as const) {
    const flow = flows[journey];
    if (!flow) continue;
    const { world, problems: loadProblems } = loadWorld(journey);
    loadProblems.forEach((p) => contentProblems.add(p));
    for (const p of checkFlow(flow, world, `flows/${journey}.yaml`)) {
      if (flowFiles.quiet(p)) continue;
      if (aboutScreenPath(p)) screenPathsKnown = false;
      const line = `${at(p.file, p.path)}: ${p.message}`;
      if (!lines.includes(line)) lines.push(line);
    }
  }
  lines.push(...contentProblems, ...checkErrorRuleOrder(), ...checkForms(flows), ...checkReplayFixtures({ flows: loaded, screenPathsKnown, inquiryTableKnown: flowFiles.inquiryTableKnown }), ...checkContent(flows));

  const screens = Object.values(flows).reduce((n, f) => n + Object.keys(f?.screens ?? {}).length, 0);
  return { lines, flowFiles: journeyFiles.length, screens };
}
