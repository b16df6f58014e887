import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';

// A submit asked for by a field (the texted code at its last digit: autoSubmit) is the same try as the button's or
// Enter's, the model's attempt, made once the keystroke that asked is drawn: what that edit changed around the form
// (a page error it clears, which kept the form from being sent) has reached the model by then, as it has for a
// submit the borrower presses. Call the hook after the form's layout effects that hand the model what its
// surroundings say (LoadedSchemaForm), so they run first in the same commit.
export function useSubmitAfterDraw(attempt: RefObject<() => void>): () => void {
  const [asked, setAsked] = useState(0);
  const tried = useRef(0);
  useLayoutEffect(() => {
    if (asked === tried.current) return;
    tried.current = asked;
    attempt.current();
  }, [asked, attempt]);
  return useCallback(() => setAsked((n) => n + 1), []);
}
