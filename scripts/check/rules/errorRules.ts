import { parse } from 'yaml';
import { checkErrorRuleShape } from '../../../engine/api/loadErrorRules';
import { closestName } from '../../../engine/flow/closestName';
import { problemAt, type Problem } from '../../../engine/Problem';
import type { Project } from '../Project';
import { readFormFields } from '../readFormFields';

const FILE = 'flows/errors.yaml';
const COPY = 'content/en/errors.yaml';

/** The keys of content/en/errors.yaml, or undefined when it cannot be read (its own check names why). */
function errorTexts(project: Project): string[] | undefined {
  try {
    const text = project.texts[COPY];
    if (text === undefined) return undefined;
    const doc = parse(text) as unknown;
    return doc && typeof doc === 'object' && !Array.isArray(doc) ? Object.keys(doc) : undefined;
  } catch { return undefined; }
}

// flows/errors.yaml (server message -> error kind), the errorRules rule: the rules' shape (the same check the app
// runs), the form field a field error shows on, and the text a code names in the copy. A file that does not parse
// is left to its YAML line.
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
  const texts = errorTexts(project);
  shape.value.forEach((rule, i) => {
    if (rule.field !== undefined && complete && !fields.includes(rule.field)) {
      const near = closestName(rule.field, fields);
      lines.push(at(['rules', i, 'field'], `"${rule.field}" is not a field of any form (schemas/forms/)${near ? ` (did you mean "${near}"?)` : ''}; a field error shows under the field it names`));
    }
    if (rule.code !== undefined && texts && !texts.includes(rule.code)) {
      const near = closestName(rule.code, texts);
      lines.push(at(['rules', i, 'code'], `code "${rule.code}" has no text in ${COPY}${near ? ` (did you mean "${near}"?)` : ''}`));
    }
  });
  return lines;
}
