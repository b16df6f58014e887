import { useCallback, useRef, useState, type RefObject } from 'react';

/** Which fields' problems the borrower sees. */
export interface ShownState {
  /** Fields the borrower has left (a field left empty with quietWhenEmpty does not count). */
  touched: ReadonlySet<string>;
  /** A submit was tried: every problem shows. */
  attempted: boolean;
}

export interface ProblemsShown {
  /** Whether a field's problem shows now. */
  shows: (field: string) => boolean;
  /** The same state, already holding a blur or a submit of this very event: what rjsf's validation reads. */
  seen: RefObject<ShownState>;
  touch: (field: string) => void;
  attempt: () => void;
}

/** Whether a field's problem shows in a given state. */
export const showsIn = (state: ShownState, field: string): boolean => state.attempted || state.touched.has(field);

// A problem shows once its field was left or a submit was tried (section 5), never while the borrower is still on
// their first pass through a field. rjsf has no such notion (its validation shows every field's problems at once),
// so the form keeps it and its rules read it (src/forms/useSchemaRules.ts).
export function useProblemsShown(): ProblemsShown {
  const [state, setState] = useState<ShownState>({ touched: new Set(), attempted: false });
  const seen = useRef<ShownState>(state);
  const touch = useCallback((field: string) => {
    if (seen.current.touched.has(field)) return;
    seen.current = { ...seen.current, touched: new Set([...seen.current.touched, field]) };
    setState(seen.current);
  }, []);
  const attempt = useCallback(() => {
    if (seen.current.attempted) return;
    seen.current = { ...seen.current, attempted: true };
    setState(seen.current);
  }, []);
  return { shows: (field) => showsIn(state, field), seen, touch, attempt };
}
