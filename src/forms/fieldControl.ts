const anyControl = (el: Element): el is HTMLElement => el instanceof HTMLElement;

// The first control of a form's field in `root` that `accepts` takes (a radio's first option, a birth date's month),
// found by its row's `data-field` (theme/ObjectFieldTemplate.tsx), never parsed out of an input's id: a field may be
// named `linked_phone`, and a widget names its inputs as it likes.
export function fieldControl(root: ParentNode, field: string, accepts = anyControl): HTMLElement | null {
  for (const row of root.querySelectorAll<HTMLElement>('form [data-field]')) {
    if (row.dataset.field !== field) continue;
    for (const el of row.querySelectorAll('input, select, textarea, button')) if (accepts(el)) return el;
  }
  return null;
}
