import { loadOnce } from '../runtime/loadOnce';

/**
 * A library a field function needs that the first screen does not carry: downloaded on first need. A form whose UI
 * schema names such a function waits for its library as it waits for its validators (src/forms/useFieldLibraries.ts).
 */
export interface FieldLibrary {
  /** Whether the library is in, so the function works in full. */
  ready: () => boolean;
  /** Downloads it: once, the same promise on every call while it is under way or done, anew after one that failed. */
  load: () => Promise<void>;
}

// One library's download (engine/runtime/loadOnce.ts), handed to the field function that uses it once it is in.
export function fieldLibrary<M>(download: () => Promise<M>, take: (module: M) => void): FieldLibrary {
  const once = loadOnce(() => download().then(take));
  return { ready: once.ready, load: once.load };
}
