// What the borrower did on the form the boot painted (src/firstPaint/paintForm.ts) before the app took the page over,
// handed to the app's own form as if they had done it there: each answer typed into the field of the same name
// (through the widget's input event, so its filter and format apply and the form's rules see it), each box ticked
// clicked, the focus and the caret where they were, and a document link clicked opened in place.
import { FIRST_PAINT_HELD_ATTRIBUTE } from '../start/firstScreen';

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

const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/** Gives the app's form what was done on the painted one. */
export function adoptPaintedForm(answers: PaintedAnswers, root: HTMLElement): void {
  const inputs = [...root.querySelectorAll<HTMLInputElement>('main form input[name]')];
  const field = (name: string) => inputs.find((input) => input.name === name) ?? null;
  for (const { name, value, checked, box } of answers.fields) {
    const input = field(name);
    if (!input) continue;
    if (box) {
      if (input.checked !== checked) input.click();
      continue;
    }
    // The value set past React's own record of it, then the event a keystroke sends: React's onChange runs.
    setValue?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const focus = answers.focus ? field(answers.focus.name) : null;
  if (focus && answers.focus) {
    focus.focus();
    const { start, end } = answers.focus;
    try {
      // The widget may have formatted the text ("(555) 123"): the caret stays as far from the end as it was.
      const shift = focus.value.length - (answers.fields.find((f) => f.name === answers.focus?.name)?.value.length ?? focus.value.length);
      if (start !== null && end !== null) focus.setSelectionRange(start + shift, end + shift);
    } catch {
      // An email input keeps the browser's caret (at the end).
    }
  }
  if (answers.held) [...root.querySelectorAll<HTMLAnchorElement>('main a[href]')].find((a) => a.getAttribute('href') === answers.held)?.click();
}
