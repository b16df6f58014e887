import formFormats from 'virtual:form-formats';
import { loadLibrariesFor } from '../../engine/fields/libraries';
import { loadOnce } from '../../engine/runtime/loadOnce';
import type { ValidateFunction } from '../../engine/forms/FormDefinition';
import { ChunkError } from '../../engine/runtime/ChunkError';
import { nextTask } from '../start/schedule';

/** A form's precompiled validators, by the schema each checks (engine/generated/forms/<id>.validators.js). */
export type FormValidators = Record<string, ValidateFunction>;

// Each form's precompiled validators are a chunk of their own, so the first screen downloads its own form's rules and
// not every form's (issue 24); the others come when the page is idle after the first form is drawn (useLoadedForm).
export function createValidatorChunks(loaders: Readonly<Record<string, () => Promise<FormValidators>>>) {
  const chunks = Object.fromEntries(Object.entries(loaders).map(([id, download]) => [id, loadOnce(() => download().catch((error: unknown) => {
    throw new ChunkError(error);
  }))]));
  let loadingAll = false;
  const load = (id: string): Promise<FormValidators | undefined> => chunks[id]?.load() ?? Promise.resolve(undefined);
  return {
    /** Validators compiled anew under the open page (the dev server's form editor), ready at once. */
    replace: (id: string, validators: FormValidators) => {
      const now = Promise.resolve(validators);
      chunks[id] = { value: () => validators, ready: () => true, load: () => now, pending: () => now };
    },
    /** The form's validators once downloaded (undefined before, and for a form the build made none for). */
    of: (id: string) => chunks[id]?.value(),
    /** Whether a form's validators need no waiting: downloaded, or none to download (a form not compiled). */
    ready: (id: string) => chunks[id]?.ready() ?? true,
    /** Downloads a form's validators: once, and again after a download that failed (a ChunkError). */
    load,
    /** The promise a form waiting for its validators suspends on: the same one on every try, as React's use() needs. */
    pending: (id: string) => chunks[id]?.pending() ?? Promise.resolve(undefined),
    /** Asks for every form's validators once, one a task: all in one go made a long task on a slow phone. */
    loadAll: () => {
      if (loadingAll) return;
      loadingAll = true;
      Object.keys(chunks).forEach((id, i) => {
        const start = () => void load(id).catch(() => undefined);
        if (i === 0) start();
        else void nextTask().then(start);
      });
    },
  };
}

const files = import.meta.glob<FormValidators>('../../engine/generated/forms/*.validators.js', { import: 'default' });

export const validatorChunks = createValidatorChunks(Object.fromEntries(
  Object.entries(files).map(([path, load]) => [path.slice(path.lastIndexOf('/') + 1, -'.validators.js'.length), load]),
));

/** Downloads a form's validators and starts the libraries its fields format with (the phone's), which it waits for too. */
export function loadFormValidators(id: string): Promise<FormValidators | undefined> {
  loadLibrariesFor(formFormats[id] ?? []);
  return validatorChunks.load(id);
}
