/** What the submit button shows. */
export interface SubmitState {
  ready: boolean;
  /** What a disabled button waits for, in words ('' when nothing). */
  needsText: string;
}

/** The submit button's state, kept apart from the form rjsf draws. */
export interface SubmitStore {
  get: () => SubmitState;
  set: (next: SubmitState) => void;
  subscribe: (listener: () => void) => () => void;
}

// The submit button is drawn inside rjsf's <Form> (after the fields and what the screen adds), but whether it is
// enabled changes as the borrower types. Told through this store, only the button draws again when it does; handed
// as a prop, every field rjsf draws would (the slowest keystrokes of the entry form, issue 22).
export function submitStore(initial: SubmitState): SubmitStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set: (next) => {
      if (next.ready === state.ready && next.needsText === state.needsText) return;
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
