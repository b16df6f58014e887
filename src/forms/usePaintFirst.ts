import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { FormModel } from '../../engine/forms/formModel';
import { afterNextPaint } from '../start/schedule';

/** What a text field's keystrokes go through. */
export interface PaintFirst {
  /** A keystroke's new value: the model holds it at once and takes it up after the next paint, with every other
   * keystroke typed until then. */
  typed: (field: string, value: unknown) => void;
  /** Take up now what is still waiting for the paint (a field left: the model reads the form as the borrower sees it). */
  catchUp: () => void;
}

// A keystroke is painted first: the widget shows the text at once (theme/widgets/useTypedText.ts) and the form's
// model holds its value at once (`type`), but takes it up (the issues, the submit button, its line, a flashed
// message, the lender's message going) in the task after that paint, once for all the keystrokes typed since. The
// borrower sees their letter a few milliseconds sooner on a slow phone, and the button follows within the frame after
// (docs/adr/0004-forms-rjsf.md). Nothing is held here but the paint waited for: the answer is in the model and the box.
export function usePaintFirst(model: FormModel, takeUp: RefObject<() => void>): PaintFirst {
  const cancel = useRef<(() => void) | null>(null);
  const catchUp = useCallback(() => {
    cancel.current?.();
    cancel.current = null;
    takeUp.current();
  }, [takeUp]);
  useEffect(() => () => cancel.current?.(), []);
  const typed = useCallback((field: string, value: unknown) => {
    model.type({ [field]: value });
    cancel.current ??= afterNextPaint(catchUp);
  }, [model, catchUp]);
  return { typed, catchUp };
}
