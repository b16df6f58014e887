import { use } from 'react';
import { loadOnce } from '../../engine/runtime/loadOnce';
import { ChunkError } from '../../engine/runtime/ChunkError';
import { loadFormValidators } from './validatorChunks';
import type { ScreenFormProps } from './ScreenForm';

// The form library (@rjsf/core, our theme, every form's schema) is its own chunk: a screen paints its copy first and
// draws the form once it is in (ScreenRenderer asks right after that paint); later screens then never blink.
type FormModule = typeof import('./ScreenForm');
const chunk = loadOnce<FormModule>(() => import('./ScreenForm').catch((error: unknown) => {
  throw new ChunkError(error);
}));

// Downloads the form chunk (again after a failure) with a form's validators, and resolves once both are in: a form
// drawn before its validators shows a pending box that React's throttle then holds 300 ms. useLoadedForm shows their failure.
export function loadScreenForm(formId?: string): Promise<FormModule> {
  const validators = formId ? loadFormValidators(formId).catch(() => undefined) : undefined;
  const code = chunk.load();
  return validators ? Promise.all([code, validators]).then(([loaded]) => loaded) : code;
}

/** Whether the form chunk is in (a form screen then draws its form in the same render as its copy). */
export const screenFormLoaded = (): boolean => chunk.ready();

// Suspends on the chunk's download (the same promise on each try, as React needs); after a failure's "Try again" it
// waits for the new download, which React.lazy, keeping its first failure for good, would not.
export function LazyScreenForm(props: ScreenFormProps) {
  const { ScreenForm } = chunk.value() ?? use(chunk.pending());
  return <ScreenForm {...props} />;
}
