import { useSyncExternalStore } from 'react';
import { Button, type ButtonKind } from '../ui/Button';
import type { SubmitStore } from './submitStore';

export interface SubmitButtonProps {
  kind: ButtonKind;
  label: string | undefined;
  busy: boolean;
  /** Whether the form may be sent and what it waits for (src/forms/submitStore.ts). */
  state: SubmitStore;
  needsId: string;
}

// A form's submit: disabled until the form may be sent, and then saying what it waits for in a line tied to it
// (aria-describedby), so a borrower who cannot tap it knows why (issue 15).
export function SubmitButton({ kind, label, busy, state, needsId }: SubmitButtonProps) {
  const { ready, needsText } = useSyncExternalStore(state.subscribe, state.get, state.get);
  return (
    <>
      {needsText ? <p id={needsId} className="submit-needs">{needsText}</p> : null}
      <Button type="submit" kind={kind} disabled={!ready} busy={busy} aria-describedby={needsText ? needsId : undefined}>{label}</Button>
    </>
  );
}
