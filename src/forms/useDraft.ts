import { useStore } from 'jotai';
import { useCallback } from 'react';
import { atoms } from '../state/atoms';

export interface Draft {
  /** The form as the borrower left it when they sent it, while the lender has not taken it (undefined otherwise): the
   * model's snapshot, the values as the fields hold them (a birth date's parts, an SSN's digits, an amount). */
  sent: Record<string, unknown> | undefined;
  /** Sends through `send`, keeping the snapshot until the lender takes the answers (a decision without an error). */
  submit: <T>(snapshot: Record<string, unknown>, send: () => Promise<T>) => Promise<T>;
  /** How every form sends its answers: as a screen's event with { ...input, ...answers, values: answers }, so each
   * action finds what it reads, the draft kept meanwhile. */
  sendAnswers: <T>(send: (event: string, input: Record<string, unknown>) => Promise<T>, event: string, input: Record<string, unknown>, answers: Record<string, unknown>, snapshot: Record<string, unknown>) => Promise<T>;
}

// A form survives a failure that takes the borrower away: its model's snapshot is kept in memory (atoms.drafts,
// never storage) from the moment it is sent until the lender takes the answers, and the form draws every field from
// it again when the borrower comes back to the step (the error page's Try again), exactly as they left it.
export function useDraft(formId: string): Draft {
  const store = useStore();
  const sent = store.get(atoms.drafts)[formId];
  const submit = useCallback(async <T,>(snapshot: Record<string, unknown>, send: () => Promise<T>): Promise<T> => {
    store.set(atoms.drafts, { ...store.get(atoms.drafts), [formId]: snapshot });
    const result = await send();
    if (!store.get(atoms.decision)?.error) {
      const { [formId]: _taken, ...others } = store.get(atoms.drafts);
      store.set(atoms.drafts, others);
    }
    return result;
  }, [formId, store]);
  const sendAnswers: Draft['sendAnswers'] = (send, event, input, answers, snapshot) => submit(snapshot, () => send(event, { ...input, ...answers, values: answers }));
  return { sent, submit, sendAnswers };
}
