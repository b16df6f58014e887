import type { FormAnswer, FormProblem } from '../../shared/formTypes';
import { h } from '../copy/dom';

let errorIds = 0;

// A refusal's problems tied to the fields of the editor's form they are about (the dev server names them:
// 'condition', 'choices.2.words.es-US'): each such field is marked invalid and described by its own message, put
// under it, and the first one takes the focus; the marks of an earlier refusal go first. `fields` maps a problem's
// field to its control; a problem about 'choices.2.value' falls to 'choices' when no control has the exact name.
// Answers whose problems name no field leave the form as it is (the panel's list says them, file:line:column).
// The same words about one box are said once under it (a form on two screens misses its words in both copy files:
// the panel's list names each file).
export function markFields(fields: ReadonlyMap<string, HTMLElement>, answer: FormAnswer | undefined): void {
  for (const control of fields.values()) {
    control.removeAttribute('aria-invalid');
    const said = control.getAttribute('data-fe-error');
    if (said) {
      document.getElementById(said)?.remove();
      const rest = (control.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && id !== said).join(' ');
      if (rest) control.setAttribute('aria-describedby', rest);
      else control.removeAttribute('aria-describedby');
      control.removeAttribute('data-fe-error');
    }
  }
  if (!answer || answer.ok) return;
  const byControl = new Map<HTMLElement, FormProblem[]>();
  for (const p of answer.problems) {
    if (!p.field) continue;
    const parts = p.field.split('.');
    let control: HTMLElement | undefined;
    for (let n = parts.length; n > 0 && !control; n -= 1) control = fields.get(parts.slice(0, n).join('.'));
    if (control) byControl.set(control, [...(byControl.get(control) ?? []), p]);
  }
  for (const [control, problems] of byControl) {
    const id = `fe-error-${(errorIds += 1)}`;
    const message = h('p', { id, class: 'fe-error' }, [...new Set(problems.map((p) => p.message))].join(' '));
    control.setAttribute('aria-invalid', 'true');
    control.setAttribute('data-fe-error', id);
    control.setAttribute('aria-describedby', [control.getAttribute('aria-describedby'), id].filter(Boolean).join(' '));
    (control.closest('.fe-row, fieldset') ?? control).after(message);
  }
  const first = [...fields.values()].find((c) => c.getAttribute('aria-invalid') === 'true');
  first?.focus();
}
