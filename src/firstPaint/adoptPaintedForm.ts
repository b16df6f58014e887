// What the borrower did on the form the boot painted (src/firstPaint/paintForm.ts) before the app took the page over,
// handed to the app's own form as if they had done it there: the answers typed given to its model as values (read
// as the fields' widgets read a keystroke: their filters and formats apply, and the form's rules see them), each in
// the box of the same name as it was typed, each box ticked clicked, the focus and the caret where they were, and a
// document link clicked opened in place. No input event is replayed: the answer is in the model and the box only.
import { FIRST_PAINT_HELD_ATTRIBUTE } from '../start/firstScreen';
import { givePaintedAnswers } from '../forms/paintedIntake';

export interface PaintedAnswers {
  /** Each field that holds something, in the page's order: its name and what it holds. */
  fields: { name: string; value: string; checked: boolean; box: boolean }[];
  /** The field the borrower was in, and their selection in it. */
  focus: { name: string; start: number | null; end: number | null } | null;
  /** A link to one of the screen's documents clicked before the app was there. */
  held: string | null;
}

/** Reads the painted page's form: nothing that was typed is read after the page goes. */
export function readPaintedForm(root: HTMLElement): PaintedAnswers {
  const inputs = [...root.querySelectorAll<HTMLInputElement>('main form input[name]')];
  const active = root.ownerDocument.activeElement;
  const focused = inputs.find((input) => input === active);
  return {
    fields: inputs
      .map((input) => ({ name: input.name, value: input.value, checked: input.checked, box: input.type === 'checkbox' }))
      .filter((field) => (field.box ? field.checked : field.value !== '')),
    focus: focused ? { name: focused.name, start: selection(focused, 'start'), end: selection(focused, 'end') } : null,
    held: root.getAttribute(FIRST_PAINT_HELD_ATTRIBUTE),
  };
}

// An email input has no selection to read or set (the browser throws): the caret then goes to the end.
function selection(input: HTMLInputElement, end: 'start' | 'end'): number | null {
  try {
    return end === 'start' ? input.selectionStart : input.selectionEnd;
  } catch {
    return null;
  }
}

/** Gives the app's form what was done on the painted one. */
export function adoptPaintedForm(answers: PaintedAnswers, root: HTMLElement): void {
  const inputs = [...root.querySelectorAll<HTMLInputElement>('main form input[name]')];
  const field = (name: string) => inputs.find((input) => input.name === name) ?? null;
  for (const { name, checked, box } of answers.fields) {
    const input = box ? field(name) : null;
    if (input && input.checked !== checked) input.click();
  }
  // Each box shows the text as it was typed; its field's widget draws it again from the value (a format, a filter)
  // once React draws, after the caret is put back below, so it stays as far from the end as it was.
  const typed = answers.fields.filter((f) => !f.box && field(f.name));
  for (const { name, value } of typed) (field(name) as HTMLInputElement).value = value;
  givePaintedAnswers(typed);
  const focus = answers.focus ? field(answers.focus.name) : null;
  if (focus && answers.focus) {
    focus.focus();
    const { start, end } = answers.focus;
    try {
      if (start !== null && end !== null) focus.setSelectionRange(start, end);
    } catch {
      // An email input keeps the browser's caret (at the end).
    }
  }
  if (answers.held) [...root.querySelectorAll<HTMLAnchorElement>('main a[href]')].find((a) => a.getAttribute('href') === answers.held)?.click();
}
