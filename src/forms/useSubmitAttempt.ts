import type Form from '@rjsf/core';
import { useEffect, type RefObject } from 'react';
import { useLatest } from './useLatest';

// Tells of each submit the borrower tries (the button, Enter in a field) before rjsf validates it, so every
// problem shows in that very validation (src/forms/useProblemsShown.ts). Listened to on the form element itself,
// ahead of React's handlers.
export function useSubmitAttempt(formRef: RefObject<Form | null>, onAttempt: () => void): void {
  const attempt = useLatest(onAttempt);
  useEffect(() => {
    const element = formRef.current?.formElement.current as HTMLFormElement | null | undefined;
    if (!element) return;
    const listener = (event: Event) => {
      if (event.target === element) attempt.current();
    };
    element.addEventListener('submit', listener, true);
    return () => element.removeEventListener('submit', listener, true);
  }, [formRef, attempt]);
}
