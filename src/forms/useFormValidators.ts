import { use, useEffect } from 'react';
import { validatorChunks } from './validatorChunks';

// Waits (suspends) until the form's validators are downloaded (src/forms/validatorChunks.ts); a download that failed
// reaches the screen's boundary as the form chunk's does (a FormChunkError: the network sentence and Try again).
// Once a form is drawn, the other forms' validators are fetched when the page is idle.
export function useFormValidators(formId: string): void {
  if (!validatorChunks.ready(formId)) use(validatorChunks.pending(formId));
  // At the first idle moment: the next form screen comes a few seconds later at the soonest (a phone number typed, a
  // plan chosen), and must draw its form with its copy, as before the split.
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(validatorChunks.loadAll, 0);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(validatorChunks.loadAll, { timeout: 2_000 });
    return () => cancelIdleCallback(idle);
  }, []);
}
