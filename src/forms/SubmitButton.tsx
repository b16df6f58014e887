import { useCallback, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { readinessOf, type FormModel } from '../../engine/forms/formModel';
import { pipes } from '../../engine/content/pipes';
import { stillNeeded, type FormWords } from '../../engine/forms/stillNeeded';
import { Button, type ButtonKind } from '../ui/Button';
import { useLatest } from './useLatest';

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

/** A form's readiness as one string: '1' when it may be sent, else '0' and what it waits for. */
const keyOf = (model: FormModel) => {
  const { ready, needs } = readinessOf(model);
  return `${ready ? 1 : 0}${needs.join('\t')}`;
};

// A form's submit: it cannot send until the form may be sent, and then says what it waits for in a line tied to it
// (aria-describedby), so a borrower who cannot use it knows why (issue 15). It follows the model by itself: only the
// button draws again when the form's readiness changes, never every field rjsf draws.
// Not ready, it is aria-disabled rather than disabled (issue 48, WCAG 2.2): it looks disabled and sends nothing, but
// stays in the tab order, so a keyboard or screen reader user meets it and its "Still needed" line, and the browser
// sends the form on Enter in a field, as it never does while the submit is disabled. A submit tried then sends
// nothing (the model's attempt: every problem shows, the first field missing takes the focus) and the line is said
// in a polite live region: said again at each try, though its words are the same, and gone once the form changes.
export function SubmitButton({ kind, label, busy, model, words, needsId }: SubmitButtonProps) {
  const read = useCallback(() => keyOf(model), [model]);
  const key = useSyncExternalStore(model.subscribe, read, read);
  const ready = key.startsWith('1');
  const sentence = useCallback((needs: string) => {
    const language = typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en';
    return needs ? stillNeeded(needs.split('\t'), { ...words, language, pipes }) : '';
  }, [words]);
  const needsText = useMemo(() => sentence(key.slice(1)), [key, sentence]);
  const said = useTriedNotReady(model, sentence);
  return (
    <>
      {needsText ? <p id={needsId} className="submit-needs">{needsText}</p> : null}
      <Button type="submit" kind={kind} aria-disabled={!ready || undefined} busy={busy} aria-describedby={needsText ? needsId : undefined}>{label}</Button>
      <div ref={said.region} className="visually-hidden" role="status" aria-live="polite">{said.key === key ? said.text : ''}</div>
    </>
  );
}

/** What to say when a submit is tried while the form may not be sent, and the readiness it was said for. */
function useTriedNotReady(model: FormModel, sentence: (needs: string) => string) {
  const region = useRef<HTMLDivElement>(null);
  const [said, setSaid] = useState({ key: '', text: '' });
  const latest = useLatest(sentence);
  // On the form's submit, after the keystrokes still waiting were taken up (src/forms/useSubmitAttempt.ts listens
  // ahead of it) and before rjsf's handler tries the model. In place as soon as the form is, as that listener is.
  useLayoutEffect(() => {
    const form = region.current?.closest('form');
    if (!form) return;
    const onSubmit = (event: Event) => {
      if (event.target !== form) return;
      const key = keyOf(model);
      const text = key.startsWith('1') ? '' : latest.current(key.slice(1));
      // A live region speaks when its words change: the same line again gets a no-break space, and loses it next time.
      if (text) setSaid((was) => ({ key, text: was.key === key && was.text === text ? `${text}\u00a0` : text }));
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [model, latest]);
  return { region, ...said };
}
