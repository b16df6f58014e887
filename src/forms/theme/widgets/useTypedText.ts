import { asNumber, type RJSFSchema } from '@rjsf/utils';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { FormContext } from '../FormContext';

/** How long typing must pause before rjsf takes the text up (a blur or a format takes it up at once). */
export const TYPING_SETTLES_MS = 150;

/** What a text widget spreads on its <input>: the box holds the text itself (React does not re-draw per keystroke). */
export interface TypedBox {
  ref: RefObject<HTMLInputElement | null>;
  defaultValue: string;
}

// A text field's value as the borrower types it. Each keystroke shows in the box and reaches the form's own rules
// at once (formContext.typing: messages, the submit button, server messages cleared); rjsf, which re-derives its
// whole state on every change (defaults, conditions, a deep compare of the schema), takes the text up once typing
// pauses, on blur, or when the field formats it. The box follows rjsf's value whenever that changes from outside
// (a prefill, a suggestion taken, a form drawn afresh).
//
// The box is the browser's own: the input is uncontrolled, so a keystroke costs no React render at all (on a slow
// phone that render was a third of the keystroke's script). Only a filter or a format that changes what was typed
// writes the box, keeping the caret where it was relative to the end. A widget that draws from the text as it is
// typed (a combobox's suggestions) passes `show` and keeps its own state.
export function useTypedText(name: string, value: unknown, onChange: (value: string | undefined) => void, ctx: FormContext, schema: RJSFSchema, show?: (text: string) => void) {
  // A number field holds a number, as rjsf's NumberField makes it ('3.' stays text while it is being typed).
  const numeric = schema.type === 'number' || schema.type === 'integer';
  const fromForm = value === undefined || value === null ? '' : String(value);
  const [initial] = useState(fromForm);
  const ref = useRef<HTMLInputElement | null>(null);
  const shown = useRef(fromForm);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
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
    if (fromForm !== shown.current && timer.current === null) display(fromForm);
  }, [fromForm, display]);
  useEffect(() => () => {
    if (timer.current !== null) clearTimeout(timer.current);
  }, []);
  const settle = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    latest.current.onChange(shown.current === '' ? undefined : shown.current);
  };
  /** A keystroke's text, filtered (and formatted) by the widget. */
  const type = (next: string) => {
    display(next);
    ctx.typing(name, next === '' ? undefined : numeric ? asNumber(next) : next);
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(settle, TYPING_SETTLES_MS);
  };
  /** Set the text and hand it to rjsf now (a blur's formatting, a suggestion taken). */
  const send = (next: string) => {
    display(next);
    settle();
  };
  /** Hand what was typed to rjsf now, if it is still waiting (on blur, before anything reads rjsf's data). */
  const flush = () => {
    if (timer.current !== null) settle();
  };
  const box: TypedBox = { ref, defaultValue: initial };
  return { box, text: () => shown.current, type, send, flush };
}
