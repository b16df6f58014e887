import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { afterNextPaint } from '../start/schedule';
import type { FormData } from './SchemaFormProps';

/** What a text field's keystrokes go through. */
export interface PaintFirst {
  /** A keystroke's new value: taken up after the next paint, with every other keystroke typed until then. */
  typed: (field: string, value: unknown) => void;
  /** A field given a value now: a keystroke of it still waiting is older, and is dropped. */
  drop: (field: string) => void;
  /** Take up now what is still waiting for the paint (a submit reads the form as the borrower sees it). */
  catchUp: () => void;
}

// A keystroke is painted first: the widget shows the text at once (theme/widgets/useTypedText.ts), and the form's
// model takes it (the issues, the submit button, its line, a flashed message, the lender's message going) in the
// task after that paint, once for all the keystrokes typed since. The borrower sees their letter a few milliseconds
// sooner on a slow phone, and the button follows within the frame after (docs/adr/0004-forms-rjsf.md).
export function usePaintFirst(take: RefObject<(values: FormData) => void>): PaintFirst {
  const pending = useRef<FormData>({});
  const cancel = useRef<(() => void) | null>(null);
  const catchUp = useCallback(() => {
    cancel.current?.();
    cancel.current = null;
    const since = pending.current;
    pending.current = {};
    if (Object.keys(since).length > 0) take.current(since);
  }, [take]);
  useEffect(() => () => cancel.current?.(), []);
  const typed = useCallback((field: string, value: unknown) => {
    pending.current[field] = value;
    cancel.current ??= afterNextPaint(catchUp);
  }, [catchUp]);
  const drop = useCallback((field: string) => {
    delete pending.current[field];
  }, []);
  return { typed, drop, catchUp };
}
