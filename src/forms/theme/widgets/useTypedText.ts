import { asNumber, type RJSFSchema } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import type { FormContext } from '../FormContext';

/** How long typing must pause before rjsf takes the text up (a blur or a format takes it up at once). */
export const TYPING_SETTLES_MS = 150;

// A text field's value as the borrower types it. Each keystroke shows in the box and reaches the form's own rules
// at once (formContext.typing: messages, the submit button, server messages cleared); rjsf, which re-derives its
// whole state on every change (defaults, conditions, a deep compare of the schema), takes the text up once typing
// pauses, on blur, or when the field formats it. The box follows rjsf's value whenever that changes from outside
// (a prefill, a suggestion taken, a form drawn afresh).
export function useTypedText(name: string, value: unknown, onChange: (value: string | undefined) => void, ctx: FormContext, schema: RJSFSchema) {
  // A number field holds a number, as rjsf's NumberField makes it ('3.' stays text while it is being typed).
  const numeric = schema.type === 'number' || schema.type === 'integer';
  const fromForm = value === undefined || value === null ? '' : String(value);
  const [text, setText] = useState(fromForm);
  const shown = useRef(fromForm);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  useEffect(() => {
    if (fromForm !== shown.current && timer.current === null) {
      shown.current = fromForm;
      setText(fromForm);
    }
  }, [fromForm]);
  useEffect(() => () => {
    if (timer.current !== null) clearTimeout(timer.current);
  }, []);
  const settle = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    latestOnChange.current(shown.current === '' ? undefined : shown.current);
  };
  const type = (next: string) => {
    shown.current = next;
    setText(next);
    ctx.typing(name, next === '' ? undefined : numeric ? asNumber(next) : next);
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(settle, TYPING_SETTLES_MS);
  };
  /** Set the text and hand it to rjsf now (a blur's formatting, a suggestion taken). */
  const send = (next: string) => {
    shown.current = next;
    setText(next);
    settle();
  };
  /** Hand what was typed to rjsf now, if it is still waiting (on blur, before anything reads rjsf's data). */
  const flush = () => {
    if (timer.current !== null) settle();
  };
  return { text, type, send, flush };
}
