import type { Problem } from '../../../engine/Problem';
import { compileFormValidators } from '../../lib/formValidators';
import type { Project } from '../Project';
import { formLabelFindings } from './formLabels';
import { formFindings } from './forms';
import { formSaveMapFindings } from './formSaveMaps';

// The validators the browser runs are precompiled (npm run forms:compile: the app's CSP forbids compiling them at
// runtime), so each form's file in engine/generated/forms/ must be what its schema compiles to now. Asked for only
// of a form with no other problem: it is the last step of a form edit.
export function formsCompiled(project: Project): Problem[] {
  const { loaded, troubled } = formFindings(project);
  const elsewhere = new Set([...troubled, ...formLabelFindings(project).troubled, ...formSaveMapFindings(project).troubled]);
  const problems: Problem[] = [];
  const add = (file: string, message: string) => problems.push({ file, line: 1, column: 1, message, rule: 'formsCompiled' });
  for (const form of loaded) {
    if (elsewhere.has(form.id)) continue;
    const file = `engine/generated/forms/${form.id}.validators.js`;
    let text: string;
    try { text = compileFormValidators(form.id, form.schema); } catch (e) {
      add(form.schemaFile, `the schema does not compile: ${(e as Error).message.split('\n')[0]}`);
      continue;
    }
    const current = project.texts[file];
    if (current === undefined) add(form.schemaFile, `no precompiled validators (${file}): run npm run forms:compile`);
    else if (current !== text) add(file, `stale: ${form.schemaFile} changed since it was compiled; run npm run forms:compile`);
  }
  return problems;
}
