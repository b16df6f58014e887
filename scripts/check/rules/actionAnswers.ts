import { actionAnswers as ANSWERS } from '../../../engine/actions/actionAnswers';
import { allProperties } from '../../../engine/forms/allProperties';
import type { Problem } from '../../../engine/Problem';
import { perProject, screenProblem, screensOf, type Project } from '../Project';
import type { LoadedForm } from '../readForms';
import { formFindings } from './forms';

// The names a form's answers go under (engine/forms/formChecks.ts answersFor): a field's `ui:sendAs` (a name, or the names a
// ticked box is sent as), else the field's own name.
function answersGiven(form: LoadedForm): Set<string> {
  const given = new Set<string>();
  for (const field of Object.keys(allProperties(form.schema))) {
    const ui = form.ui[field];
    const sendAs = ui && typeof ui === 'object' ? (ui as Record<string, unknown>)['ui:sendAs'] : undefined;
    if (typeof sendAs === 'string') given.add(sendAs);
    else if (Array.isArray(sendAs)) for (const name of sendAs) given.add(String(name));
    else given.add(field);
  }
  return given;
}

// An action that sends answers by the lender's names (engine/actions/actionAnswers.ts) runs only on a screen whose
// form gives each of them, so a renamed field, a `ui:sendAs` taken away or an action put on another screen is
// refused here rather than sent to the lender without the number, the code or the date. One line at the handler's
// `action:`, naming what is missing and where to say it. A form with a problem of its own is that problem's.
export const actionAnswers = perProject((project: Project): Problem[] => {
  const problems: Problem[] = [];
  const { loaded, troubled } = formFindings(project);
  const seen = new Set<string>();
  for (const { flow, id: screenId, screen } of screensOf(project)) {
    const needs = ANSWERS[flow.journey] as Record<string, Record<string, string>>;
    if (screen.form && (troubled.has(screen.form) || !loaded.some((f) => f.id === screen.form))) continue;
    const form = loaded.find((f) => f.id === screen.form);
    for (const [event, handler] of Object.entries(screen.on ?? {})) {
      const wanted = handler?.action ? Object.keys(needs[handler.action] ?? {}) : [];
      if (!handler?.action || wanted.length === 0 || seen.has(`${screenId}/${event}`)) continue;
      seen.add(`${screenId}/${event}`);
      const given = form ? answersGiven(form) : new Set<string>();
      const missing = wanted.filter((name) => !given.has(name));
      if (missing.length === 0) continue;
      const names = missing.map((m) => `"${m}"`).join(' and ');
      const message = form
        ? `action "${handler.action}" sends the answer ${names}, which no field of form "${form.id}" gives: name the field that holds it with "ui:sendAs": "${missing[0]}" in ${form.uiFile}`
        : `action "${handler.action}" sends the answer ${names} from a form, and screen "${screenId}" has none`;
      problems.push(screenProblem(project, 'actionAnswers', screenId, ['on', event, 'action'], message));
    }
  }
  return problems;
});
