import { useStore } from 'jotai';
import { useCallback } from 'react';
import { atoms } from '../state/atoms';

export interface Draft {
  /** What the form last sent and the lender has not taken yet (undefined when nothing is pending). */
  sent: Record<string, unknown> | undefined;
  /** Sends the answers through `send`, keeping them until the lender takes them (a decision without an error). */
  submit: <T>(answers: Record<string, unknown>, send: () => Promise<T>) => Promise<T>;
}

// A form's answers survive a failure that takes the borrower away: they are kept in memory (atoms.drafts, never
// storage) from the moment they are sent until the lender takes them, and the form draws them again when the
// borrower comes back to the step (the error page's Try again).
export function useDraft(formId: string): Draft {
  const store = useStore();
  const sent = store.get(atoms.drafts)[formId];
  const submit = useCallback(async <T,>(answers: Record<string, unknown>, send: () => Promise<T>): Promise<T> => {
    store.set(atoms.drafts, { ...store.get(atoms.drafts), [formId]: answers });
    const result = await send();
    if (!store.get(atoms.decision)?.error) {
      const { [formId]: _taken, ...others } = store.get(atoms.drafts);
      store.set(atoms.drafts, others);
    }
    return result;
  }, [formId, store]);
  return { sent, submit };
}
