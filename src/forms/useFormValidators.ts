import { use, useEffect } from 'react';
import { validatorChunks } from './validatorChunks';

/** How long after the first form is drawn the other forms' validators are asked for (at the next idle moment after):
 * the first screen's own downloads and the borrower's first answers go first on a slow line. */
const OTHERS_AFTER_MS = 3_000;

// Waits (suspends) until the form's validators are downloaded (src/forms/validatorChunks.ts); a download that failed
// reaches the screen's boundary as the form chunk's does (a FormChunkError: the network sentence and Try again).
// Once a form is drawn, the other forms' validators are fetched a little later, when the page is idle.
export function useFormValidators(formId: string): void {
  if (!validatorChunks.ready(formId)) use(validatorChunks.pending(formId));
  useEffect(() => {
    let idle: number | null = null;
    const timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(validatorChunks.loadAll, { timeout: 5_000 });
      else validatorChunks.loadAll();
    }, OTHERS_AFTER_MS);
    return () => {
      clearTimeout(timer);
      if (idle !== null) cancelIdleCallback(idle);
    };
  }, []);
}
