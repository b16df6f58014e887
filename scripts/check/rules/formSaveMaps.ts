import { allProperties } from '../../../engine/forms/allProperties';
import type { Problem } from '../../../engine/Problem';
import { near } from '../didYouMean';
import { perProject, screenProblem, screensOf, type Project } from '../Project';
import { formIdsOf } from '../formSchemaOf';
import { formFindings } from './forms';

const SAVED_WITH = {
  borrower: { schema: 'PatchLoanApplication', what: 'loan application' },
  prequal: { schema: 'PatchPrequal', what: 'prequalification' },
} as const;

// A screen that saves its form's answers (action saveAnswers) says where each goes: `save:` maps a field of its
// form to answers.<name> or to a field its journey's PATCH takes (PatchLoanApplication in the borrower journey,
// PatchPrequal in the prequal journey, in the contract; not held to it when the contract does not read). A form
// whose schema has a problem of its own has no fields to hold a save map against; a form a save map names a
// missing field of is `troubled`.
export const formSaveMapFindings = perProject((project: Project): { problems: Problem[]; troubled: Set<string> } => {
  const problems: Problem[] = [];
  const troubled = new Set<string>();
  const { loaded } = formFindings(project);
  const broken = new Set(formIdsOf(project).filter((id) => !loaded.some((f) => f.id === id)));
  const fieldsOf = (schema: string) => Object.keys((project.contract?.components.schemas[schema] as { properties?: object } | undefined)?.properties ?? {});
  const at = (screenId: string, path: (string | number)[], message: string) => problems.push(screenProblem(project, 'formSaveMaps', screenId, path, message));
  const seen = new Set<string>();
  for (const { flow, id: screenId, screen } of screensOf(project)) {
    const savedWith = SAVED_WITH[flow.journey];
    const patchable = fieldsOf(savedWith.schema);
    if (screen.form && broken.has(screen.form)) continue;
    for (const [event, handler] of Object.entries(screen.on ?? {})) {
      if (!handler || typeof handler !== 'object' || seen.has(`${screenId}/${event}`)) continue;
      seen.add(`${screenId}/${event}`);
      const form = loaded.find((f) => f.id === screen.form);
      if (handler.action === 'saveAnswers' && !handler.save) at(screenId, ['on', event, 'action'], 'saveAnswers needs a save: map (form field: API field)');
      for (const [field, target] of Object.entries(handler.save ?? {})) {
        const path = ['on', event, 'save', field];
        if (!form) at(screenId, path, `screen "${screenId}" has no form, so there is no "${field}" to save`);
        else if (!(field in allProperties(form.schema))) {
          at(screenId, path, `"${field}" is not a field of form "${form.id}"${near(field, Object.keys(allProperties(form.schema)))}`);
          troubled.add(form.id);
        }
        if (project.contract && !target.startsWith('answers.') && !patchable.includes(target)) at(screenId, path, `"${target}" is not a ${savedWith.what} field the API accepts; use answers.${field} for a new question${near(target, patchable)}`);
      }
    }
  }
  return { problems, troubled };
});
