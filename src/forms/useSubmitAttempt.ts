import type Form from '@rjsf/core';
import { useLayoutEffect, type RefObject } from 'react';
import { useLatest } from './useLatest';

// Before each submit the borrower tries (the button, Enter in a field) reaches the form's model, `catchUp` takes up
// what the last keystrokes changed if it is still waiting for the paint (src/forms/usePaintFirst.ts). Listened to
// on the form element itself, ahead of React's handlers: on the submit, so the model reads the form as the borrower
// sees it, and on Enter's keydown, so the submit already looks ready as Enter sends the form (a submit that is not
// ready stays focusable and is only aria-disabled, src/forms/SubmitButton.tsx, so the browser sends the form on
// Enter either way; the model then decides). React draws that update in the microtask after this listener, before the page's next listener and
// before the browser's default action. They are in place as soon as the form is: a layout effect runs in the commit
// that puts the form on the page, where a passive one waits for a task after the paint, in which a keystroke already
// queued (Enter right after the last digit, on a busy phone) found no listener and the button still disabled.
export function useSubmitAttempt(formRef: RefObject<Form | null>, catchUp: () => void): void {
  const before = useLatest(catchUp);
  useLayoutEffect(() => {
    const element = formRef.current?.formElement.current as HTMLFormElement | null | undefined;
    if (!element) return;
    const onSubmit = (event: Event) => {
      if (event.target !== element) return;
      before.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Enter') before.current();
    };
    element.addEventListener('submit', onSubmit, true);
    element.addEventListener('keydown', onKeyDown, true);
    return () => {
      element.removeEventListener('submit', onSubmit, true);
      element.removeEventListener('keydown', onKeyDown, true);
    };
  }, [formRef, before]);
}
