import { useStore } from 'jotai';
import { atoms } from '../state/atoms';

type Values = Record<string, unknown>;
type Send<T> = (event: string, input: Values) => Promise<T>;

// A form survives a failure: its model's snapshot is kept in memory (never storage) from its send until the lender
// takes the answers (a decision without an error), and the form draws every field from it on Try again.
export function useDraft(formId: string) {
  const store = useStore();
  return {
    sent: store.get(atoms.drafts)[formId],
    /** As every form sends: { ...input, ...answers, values: answers }, so each action finds what it reads. */
    sendAnswers: async <T,>(send: Send<T>, event: string, input: Values, answers: Values, snapshot: Values): Promise<T> => {
      store.set(atoms.drafts, { ...store.get(atoms.drafts), [formId]: snapshot });
      const result = await send(event, { ...input, ...answers, values: answers });
      if (!store.get(atoms.decision)?.error) {
        const { [formId]: _taken, ...others } = store.get(atoms.drafts);
        store.set(atoms.drafts, others);
      }
      return result;
    },
  };
}
