// What the borrower did on the form the boot painted (paintScreen.ts) before the app took over, given to the app's form
// as if done there: typed answers to its model as values (widgets' filters and formats apply). No event is replayed.
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
  const focused = inputs.find((input) => input === root.ownerDocument.activeElement);
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

export function adoptPaintedForm(answers: PaintedAnswers, root: HTMLElement): void {
  const inputs = [...root.querySelectorAll<HTMLInputElement>('main form input[name]')];
  const field = (name: string) => inputs.find((input) => input.name === name) ?? null;
  for (const { name, checked, box } of answers.fields) if (box && field(name)?.checked === !checked) field(name)?.click();
  // Each box shows the text as it was typed; its field's widget draws it again from the value (a format, a filter)
  // once React draws, after the caret is put back below, so it stays as far from the end as it was.
  const typed = answers.fields.filter((f) => !f.box && field(f.name));
  for (const { name, value } of typed) (field(name) as HTMLInputElement).value = value;
  givePaintedAnswers(typed);
  const { focus } = answers;
  const input = focus && field(focus.name);
  input?.focus();
  try {
    if (input && focus.start !== null && focus.end !== null) input.setSelectionRange(focus.start, focus.end);
  } catch {
    // An email input keeps the browser's caret (at the end).
  }
  if (answers.held) [...root.querySelectorAll<HTMLAnchorElement>('main a[href]')].find((a) => a.getAttribute('href') === answers.held)?.click();
}
