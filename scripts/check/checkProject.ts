import { formatProblem, type Problem } from '../../engine/Problem';
import { screensOf, type Project } from './Project';
import { actionAnswers } from './rules/actionAnswers';
import { copyFiles } from './rules/copyFiles';
import { copyLabelFindings } from './rules/copyLabels';
import { copyText } from './rules/copyText';
import { editorSchemas } from './rules/editorSchemas';
import { errorRuleOrder } from './rules/errorRuleOrder';
import { errorRules } from './rules/errorRules';
import { fixtures } from './rules/fixtures';
import { fixtureSteps } from './rules/fixtureSteps';
import { flowCompile } from './rules/flowCompile';
import { flowNameFindings } from './rules/flowNames';
import { flowShape } from './rules/flowShape';
import { flowSyntax } from './rules/flowSyntax';
import { formLabelFindings } from './rules/formLabels';
import { forms } from './rules/forms';
import { formSaveMapFindings } from './rules/formSaveMaps';
import { formsCompiled } from './rules/formsCompiled';
import { inquiries } from './rules/inquiries';
import { locales } from './rules/locales';
import { textKeys } from './rules/textKeys';
import { unusedCopyFindings } from './rules/unusedCopy';

/** A rule of flows:check: the project in, its problems out (or findings later rules build on, the problems among them). */
export type Rule = (project: Project) => Problem[] | { problems: Problem[] };

/**
 * Every rule, in the order flows:check reports them: the flow files themselves (syntax, shape, what the compiler
 * says, the inquiry table, the error rules), the names the flows use, the error rules' order, the forms (and
 * the answers the flows' actions send from them), the fixtures, then the copy in English and in every other locale. A rule stays quiet about what an earlier root cause
 * explains (scripts/check/flowFileState.ts and the findings the rules share).
 */
export const RULES = {
  flowSyntax, flowShape, flowCompile, inquiries, errorRules, flowNames: flowNameFindings, errorRuleOrder,
  forms, formLabels: formLabelFindings, formSaveMaps: formSaveMapFindings, actionAnswers, formsCompiled, editorSchemas,
  fixtures, fixtureSteps,
  copyFiles, copyText, copyLabels: copyLabelFindings, textKeys, unusedCopy: unusedCopyFindings, locales,
} as const satisfies Record<string, Rule>;
export type RuleName = keyof typeof RULES;

// Runs the rules (all of them, or the ones named, in RULES's order) over one loaded project: every problem once
// (a screen of common.yaml is in both journeys; its problem is said once).
export function checkProject(project: Project, only?: readonly RuleName[]): Problem[] {
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const [name, rule] of Object.entries(RULES) as [RuleName, Rule][]) {
    if (only && !only.includes(name)) continue;
    const found = rule(project);
    for (const p of Array.isArray(found) ? found : found.problems) {
      const key = formatProblem(p);
      if (seen.has(key)) continue;
      seen.add(key);
      problems.push(p);
    }
  }
  return problems;
}

/** What the "no problems" line counts: flow files that declare a journey, and the screens across both journeys. */
export function projectSize(project: Project): { flowFiles: number; screens: number } {
  const flowFiles = project.flows.files.filter((f) => f.data && typeof f.data === 'object' && 'journey' in (f.data as object)).length;
  return { flowFiles, screens: screensOf(project).length };
}
