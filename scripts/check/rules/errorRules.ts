import { checkErrorRuleShape } from '../../../engine/api/loadErrorRules';
import type { ErrorRule } from '../../../engine/api/ErrorRule';
import { problemAt, type Problem } from '../../../engine/Problem';
import { didYouMean } from '../didYouMean';
import { englishContent } from '../loadContent';
import type { Project } from '../Project';
import { readFormFields } from '../formSchemaOf';
import { shadowedErrorRules } from './errorRuleOrder';

const FILE = 'flows/errors.yaml';
const COPY = 'content/en/errors.yaml';

/** Why a rule's message reaches the borrower's eyes, or undefined when it leads to a screen with words of its own
 * (account_locked, expired, ...): a field error shows on its field; a kind a journey's `errors:` table keeps on the
 * screen shows there, and one it sends to its error page shows in red on it (src/screens/ScreenRenderer.tsx). */
function shownBecause(rule: ErrorRule, project: Project): string | undefined {
  if (rule.kind === 'field') return `a field error shows on the field "${rule.field ?? ''}"`;
  const journeys = Object.entries(project.flows.flows);
  if (journeys.length === 0) return rule.kind === 'screen' || rule.kind === 'general' ? `kind ${rule.kind} shows on a screen` : undefined;
  for (const [name, flow] of journeys) {
    if (!flow) continue;
    const general = flow.errors.general ?? flow.fallback;
    const target = flow.errors[rule.kind] ?? general;
    if (target === '$stay') return `flows/${name}.yaml's errors: keeps kind ${rule.kind} on the borrower's screen, which says it`;
    if (target === general || target === flow.fallback) return `flows/${name}.yaml's errors: sends kind ${rule.kind} to the error page "${target}", which says it`;
  }
  return undefined;
}

// flows/errors.yaml (server message -> error kind), the errorRules rule: the rules' shape (the same check the app
// runs), the form field a field error shows on, the text a code names in the copy, and a code on every rule whose
// message the borrower sees: the lender's text is English developer wording whatever the page's language (WCAG
// 3.1.2), so the app never shows it and a rule without a code would say only 'We could not complete that request'.
// A file that does not parse is left to its YAML line.
export function errorRules(project: Project): Problem[] {
  const f = project.flows.files.find((x) => x.file === FILE);
  if (!f) return [{ file: FILE, line: 1, column: 1, message: 'the file is missing: the app reads from it which server message is which kind of error', rule: 'errorRules' }];
  if (f.errors.length) return [];
  const at = (path: (string | number)[], message: string) => problemAt('errorRules', FILE, f.text, path, message);
  const shape = checkErrorRuleShape(f.data);
  if (!shape.ok) return shape.error.map((p) => at(p.path, p.message.replace(/^flows\/errors\.yaml: /, '')));

  const lines: Problem[] = [];
  const { forms, complete } = readFormFields(project);
  const fields = [...new Set(forms.flatMap((form) => Object.keys(form.fields)))];
  // The keys of content/en/errors.yaml; unknown when it does not read (its own check names why).
  const { errors } = englishContent(project);
  const texts = errors.readable ? [...errors.keys.keys()] : undefined;
  // A rule an earlier one always takes first shows nothing: it is errorRuleOrder's one line, not a missing code too.
  const dead = new Set(shadowedErrorRules(shape.value).map(({ index }) => index));
  shape.value.forEach((rule, i) => {
    if (rule.field !== undefined && complete && !fields.includes(rule.field)) {
      lines.push(at(['rules', i, 'field'], `"${rule.field}" is not a field of any form (schemas/forms/)${didYouMean(rule.field, fields, 0)}; a field error shows under the field it names`));
    }
    const shown = rule.code === undefined && !dead.has(i) ? shownBecause(rule, project) : undefined;
    if (shown !== undefined) {
      lines.push(at(['rules', i], `rule ${i + 1} has no code: ${shown}, so the borrower needs content's words for it (add code: with a text in content/<locale>/errors.yaml for every language)`));
    }
    if (rule.code !== undefined && texts && !texts.includes(rule.code)) {
      lines.push(at(['rules', i, 'code'], `code "${rule.code}" has no text in ${COPY}${didYouMean(rule.code, texts, 0)}`));
    }
  });
  return lines;
}
