import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { readinessOf, type FormModel } from '../../engine/forms/formModel';
import { pipes } from '../../engine/content/pipes';
import { stillNeeded, type FormWords } from '../../engine/forms/stillNeeded';
import { Button, type ButtonKind } from '../ui/Button';

export interface SubmitButtonProps {
  kind: ButtonKind;
  label: string | undefined;
  busy: boolean;
  /** The form whose readiness the button follows (engine/forms/formModel.ts). */
  model: FormModel;
  /** The copy its "Still needed" line is made of (the page's language included). */
  words: Omit<FormWords, 'language' | 'pipes'>;
  needsId: string;
}

// A form's submit: disabled until the form may be sent, and then saying what it waits for in a line tied to it
// (aria-describedby), so a borrower who cannot tap it knows why (issue 15). It follows the model by itself: only the
// button draws again when the form's readiness changes, never every field rjsf draws.
export function SubmitButton({ kind, label, busy, model, words, needsId }: SubmitButtonProps) {
  const read = useCallback(() => {
    const { ready, needs } = readinessOf(model);
    return `${ready ? 1 : 0}${needs.join('\t')}`;
  }, [model]);
  const key = useSyncExternalStore(model.subscribe, read, read);
  const ready = key.startsWith('1');
  const needsText = useMemo(() => {
    const needs = key.slice(1);
    const language = typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en';
    return needs ? stillNeeded(needs.split('\t'), { ...words, language, pipes }) : '';
  }, [key, words]);
  return (
    <>
      {needsText ? <p id={needsId} className="submit-needs">{needsText}</p> : null}
      <Button type="submit" kind={kind} disabled={!ready} busy={busy} aria-describedby={needsText ? needsId : undefined}>{label}</Button>
    </>
  );
}
