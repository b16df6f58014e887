import { startTransition, useEffect, useRef, useState } from 'react';
import { loadScreenForm, screenFormLoaded } from '../forms/lazyScreenForm';
import { afterNextPaint } from '../start/schedule';

// Whether the form chunk is there to draw a screen's form. It is asked for after the screen's first paint
// (src/forms/lazyScreenForm.tsx), with the validators of the screen's form, so the heading and copy never wait for
// the form library; from then on forms draw with their screen. A chunk that fails counts as there: the form's own
// boundary then says so, with its Try again.
export function useFormChunk(form: string | undefined): boolean {
  const [formCode, setFormCode] = useState(screenFormLoaded);
  /** The screen's form as last drawn: the chunk is asked for once the screen has painted, for the form shown then. */
  const formOfScreen = useRef(form);
  formOfScreen.current = form;
  useEffect(() => {
    if (formCode) return undefined;
    let live = true;
    // Drawn as a transition: React draws the form in slices that yield to the browser, never in one long task
    // that would hold up the borrower typing into a painted form (docs/adr/0009).
    const drawForm = () => live && startTransition(() => setFormCode(true));
    const cancel = afterNextPaint(() => void loadScreenForm(formOfScreen.current).then(drawForm, drawForm));
    return () => {
      live = false;
      cancel();
    };
  }, [formCode]);
  return formCode;
}
