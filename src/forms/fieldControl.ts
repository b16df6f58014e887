/** A control the focus can go to; every control of the field is taken when none is given. */
type Accepts = (el: Element) => el is HTMLElement;
const anyControl: Accepts = (el): el is HTMLElement => el instanceof HTMLElement;

// The control a form's field begins with, in `root` (a screen, or the form itself): its box, or the first part of a group of inputs (a
// radio's first option, a birth date's month) that `accepts` takes. The field is found by the name rjsf gives the
// form's row (theme/ObjectFieldTemplate.tsx, `data-field`), never parsed out of an input's id: a field may be named
// `linked_phone`, and a widget's inputs are named as the widget likes. A field not drawn has none.
export function fieldControl(root: ParentNode, field: string, accepts: Accepts = anyControl): HTMLElement | null {
  for (const row of root.querySelectorAll<HTMLElement>('form [data-field]')) {
    if (row.dataset.field !== field) continue;
    for (const el of row.querySelectorAll('input, select, textarea, button')) if (accepts(el)) return el;
  }
  return null;
}
