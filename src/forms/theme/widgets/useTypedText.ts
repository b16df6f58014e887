import { asNumber, type RJSFSchema, type WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLatest } from '../../useLatest';
import type { FormContext } from '../FormContext';

/** What a text widget spreads on its <input>: the box holds the text itself (React does not re-draw per keystroke). */
export interface TypedBox {
  ref: RefObject<HTMLInputElement | null>;
  defaultValue: string;
}

/** How a field's text and the value the model holds go into each other. */
export interface TextAndValue {
  valueOf: (text: string) => unknown;
  textOf: (value: unknown) => string;
}

/** A text field's: its text, or a number as rjsf's NumberField makes it ('3.' stays text while it is being typed). */
export const plainText = (schema: RJSFSchema): TextAndValue => ({
  valueOf: (text) => (text === '' ? undefined : schema.type === 'number' || schema.type === 'integer' ? asNumber(text) : text),
  textOf: (value) => (value === undefined || value === null ? '' : String(value)),
});

// A text field's value as the borrower types it. The answer is in two places only: the box and the form's model.
// Each keystroke shows in the box at once and its value reaches the model at once too, taken up (its issues, the
// submit) in the task after its paint (formContext.typing); a format or a choice (`send`) is taken up at once. The
// box follows the model's value whenever the two say different things: the model changed from outside (a prefill,
// a suggestion taken, a field cleared, a draft drawn again).
//
// The box is the browser's own: the input is uncontrolled, so a keystroke costs no React render at all (on a slow
// phone that render was a third of the keystroke's script). Only a filter or a format that changes what was typed
// writes the box, keeping the caret where it was relative to the end. A widget that draws from the text as it is
// typed (a combobox's suggestions) has no box here: it passes `shown`, its text, and draws it from `show`.
export function useTypedText(props: WidgetProps, form: TextAndValue = plainText(props.schema), shown?: { text: string | null; show: (text: string) => void }) {
  const { name, value, onChange, registry } = props;
  const ctx = registry.formContext as FormContext;
  const [initial] = useState(() => form.textOf(value));
  const ref = useRef<HTMLInputElement | null>(null);
  const text = () => ref.current?.value ?? shown?.text ?? initial;
  // Puts text in the box (when it differs from what the box holds) and tells a widget that draws from it.
  const display = (next: string) => {
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
    shown?.show(next);
  };
  // The model's value now, not as this was drawn: what it was given since (the painted form's answers, handed over
  // before this field's first effect) counts.
  const follow = useLatest(() => {
    const now = ctx.model.get().values[name];
    if (!Object.is(form.valueOf(text()), now)) display(form.textOf(now));
  });
  useEffect(() => follow.current(), [value, follow]);
  return {
    box: { ref, defaultValue: initial } satisfies TypedBox,
    text,
    /** A keystroke's text, filtered (and formatted) by the widget: the model holds its value, taken up after the paint. */
    type: (next: string) => {
      display(next);
      ctx.typing(name, form.valueOf(next));
    },
    /** Set the text and give its value to the model now (a blur's formatting, a suggestion taken, an amount). */
    send: (next: string) => {
      display(next);
      onChange(form.valueOf(next));
    },
    /** Draw the model's value again (a keystroke it refused). */
    redraw: () => follow.current(),
  };
}
