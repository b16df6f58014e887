import { asNumber, type RJSFSchema, type WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import { useLatest } from '../../useLatest';
import type { FormContext } from './widgetKit';

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

// A text field's value, held in the box and the model only: a keystroke reaches the model at once, taken up in the
// task after its paint (formContext.typing). The box follows the model whenever they differ (a prefill, a draft).
// The box is uncontrolled, so a keystroke costs no React render (a third of its script on a slow phone); only a
// filter or format writes the box, keeping the caret's distance from the end. A combobox has no box: it passes `shown`.
export function useTypedText(props: WidgetProps, form: TextAndValue = plainText(props.schema), shown?: { text: string | null; show: (text: string) => void }) {
  const { name, value, onChange, registry } = props;
  const ctx = registry.formContext as FormContext;
  const [initial] = useState(() => form.textOf(value));
  const ref = useRef<HTMLInputElement | null>(null);
  const text = () => ref.current?.value ?? shown?.text ?? initial;
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
  // The model's value now, not as drawn: the painted form's answers, handed over before the first effect, count.
  const follow = useLatest(() => {
    const now = ctx.model.get().values[name];
    if (!Object.is(form.valueOf(text()), now)) display(form.textOf(now));
  });
  useEffect(() => follow.current(), [value, follow]);
  return {
    box: { ref, defaultValue: initial },
    text,
    /** A keystroke's text, filtered (and formatted) by the widget: the model takes its value after the paint. */
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
