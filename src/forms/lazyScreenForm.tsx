import { use } from 'react';
import { loadOnce } from '../../engine/runtime/loadOnce';
import { ChunkError } from '../../engine/runtime/ChunkError';
import { loadFormValidators } from './validatorChunks';
import type { ScreenFormProps } from './ScreenForm';

// The form library (@rjsf/core, our theme, every form's schema and precompiled validators) is its own chunk: a
// screen paints its heading and copy first and draws the form once that chunk is in (ScreenRenderer asks for it
// right after that first paint). Once loaded, forms draw at once, so later screens never blink.
type FormModule = typeof import('./ScreenForm');
const chunk = loadOnce<FormModule>(() => import('./ScreenForm').catch((error: unknown) => {
  throw new ChunkError(error);
}));

/**
 * Downloads the form chunk: once, and again after a download that failed (a ChunkError); with a form's id, that
 * form's validators beside it (src/forms/validatorChunks.ts, with the libraries its formatters need), so they
 * arrive together, and resolves once both are in: a form drawn before its validators shows a pending box, and React
 * then holds the form back until 300 ms after that box (its throttle on revealing what waited). A failed download
 * of the validators is the form's to show (useLoadedForm).
 */
export function loadScreenForm(formId?: string): Promise<FormModule> {
  const validators = formId ? loadFormValidators(formId).catch(() => undefined) : undefined;
  const code = chunk.load();
  return validators ? Promise.all([code, validators]).then(([loaded]) => loaded) : code;
}

/** Whether the form chunk is in (a form screen then draws its form in the same render as its copy). */
export const screenFormLoaded = (): boolean => chunk.ready();

// The screen's form, drawn from the form chunk: at once when it is in, else suspended on its download (the one
// under way, or the last one, which a render never starts anew: React needs the same promise on each try). A
// download that failed reaches the screen's boundary as a ChunkError; after loadScreenForm() starts another
// (the borrower's "Try again"), drawing this again waits for that one, which React.lazy, keeping its first
// failure for good, would not.
export function LazyScreenForm(props: ScreenFormProps) {
  const { ScreenForm } = chunk.value() ?? use(chunk.pending());
  return <ScreenForm {...props} />;
}
