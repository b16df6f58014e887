import { asNumber, type RJSFSchema } from '@rjsf/utils';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { FormContext } from '../FormContext';

/** What a text widget spreads on its <input>: the box holds the text itself (React does not re-draw per keystroke). */
export interface TypedBox {
  ref: RefObject<HTMLInputElement | null>;
  defaultValue: string;
}

// A text field's value as the borrower types it. Each keystroke shows in the box at once and reaches the form's model
// in the task after its paint (formContext.typing), with every keystroke typed until then; a format or a choice
// (`send`) reaches it at once. The box follows the model's value whenever that changes from outside (a prefill, a
// suggestion taken, a field cleared, a draft drawn again).
//
// The box is the browser's own: the input is uncontrolled, so a keystroke costs no React render at all (on a slow
// phone that render was a third of the keystroke's script). Only a filter or a format that changes what was typed
// writes the box, keeping the caret where it was relative to the end. A widget that draws from the text as it is
// typed (a combobox's suggestions) passes `show` and keeps its own state.
export function useTypedText(name: string, value: unknown, onChange: (value: unknown) => void, ctx: FormContext, schema: RJSFSchema, show?: (text: string) => void) {
  // A number field holds a number, as rjsf's NumberField makes it ('3.' stays text while it is being typed).
  const numeric = schema.type === 'number' || schema.type === 'integer';
  const fromForm = value === undefined || value === null ? '' : String(value);
  const [initial] = useState(fromForm);
  const ref = useRef<HTMLInputElement | null>(null);
  const shown = useRef(fromForm);
  /** The model's value as this widget last drew, and the value this box last gave the model: the model saying the
   * latter back is not a change from outside. */
  const seen = useRef<unknown>(value);
  const given = useRef<unknown>(value);
  const latest = useRef({ onChange, show });
  latest.current = { onChange, show };
  // Puts text in the box (when it differs from what the box holds) and tells a widget that draws from it.
  const display = useCallback((next: string) => {
    shown.current = next;
    const box = ref.current;
    if (box && box.value !== next) {
      // The caret is kept only where the box has one to read and set: an email box has none (it throws).
      const caretAt = box.ownerDocument.activeElement === box ? box.selectionEnd : null;
      const fromEnd = caretAt === null ? null : box.value.length - caretAt;
      box.value = next;
      if (fromEnd !== null) {
        const caret = Math.max(0, next.length - fromEnd);
        box.setSelectionRange(caret, caret);
      }
    }
    latest.current.show?.(next);
  }, []);
  useEffect(() => {
    if (Object.is(value, seen.current)) return;
    seen.current = value;
    if (Object.is(value, given.current)) return;
    given.current = value;
    display(fromForm);
  }, [value, fromForm, display]);
  const valueOf = (text: string): unknown => (text === '' ? undefined : numeric ? asNumber(text) : text);
  /** A keystroke's text, filtered (and formatted) by the widget. */
  const type = (next: string) => {
    display(next);
    given.current = valueOf(next);
    ctx.typing(name, given.current);
  };
  /** Set the text and give it to the model now (a blur's formatting, a suggestion taken). */
  const send = (next: string) => {
    display(next);
    given.current = valueOf(next);
    latest.current.onChange(given.current);
  };
  const box: TypedBox = { ref, defaultValue: initial };
  return { box, text: () => shown.current, type, send };
}
