/** A download the page needs once (a code chunk, a library, an SDK): see loadOnce. */
export interface LoadOnce<T> {
  /** What the download gave, once it is in. */
  value: () => T | undefined;
  ready: () => boolean;
  /** Downloads it: once, the same promise on every call while it is under way or done, anew after one that failed. */
  load: () => Promise<T>;
  /** The promise of the download under way or last made (one is started if none was): the same promise on every call
   * until a failed one is tried again, as React's use() needs to suspend on. */
  pending: () => Promise<T>;
}

// One way the app downloads what it needs later: once, and again after a failure (offline, a deploy in between),
// never a failure kept for good. The form chunk, each form's validators, a field's library, the identity SDK and
// the bank-link script are each one of these.
export function loadOnce<T>(download: () => Promise<T>): LoadOnce<T> {
  let done: { value: T } | null = null;
  let current: Promise<T> | null = null;
  let failed = false;
  const load = (): Promise<T> => {
    if (current && !failed) return current;
    failed = false;
    current = download().then(
      (value) => {
        done = { value };
        return value;
      },
      (error: unknown) => {
        failed = true;
        throw error;
      },
    );
    return current;
  };
  return { value: () => done?.value, ready: () => done !== null, load, pending: () => current ?? load() };
}
