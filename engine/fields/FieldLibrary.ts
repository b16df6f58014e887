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

// One library's download, kept as the FieldLibrary contract says.
export function fieldLibrary<M>(download: () => Promise<M>, take: (module: M) => void): FieldLibrary {
  let done = false;
  let loading: Promise<void> | null = null;
  return {
    ready: () => done,
    load: () => (loading ??= download().then(
      (module) => {
        take(module);
        done = true;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    )),
  };
}
