/** A download the page needs once (a code chunk, a library, an SDK): see loadOnce. */
export interface LoadOnce<T> {
  /** What the download gave, once it is in. */
  value: () => T | undefined;
  ready: () => boolean;
  /** Downloads it: once, the same promise on every call while it is under way or done, anew after one that failed. */
  load: () => Promise<T>;
  /** The promise of the download under way or last made (one is started if none was): the same promise on every call
   * until a failed one is tried again, as React's use() needs to suspend on; once in, use() reads it at once. */
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
    const promise: Promise<T> = download().then(
      (value) => {
        done = { value };
        // Marked fulfilled as React marks a promise it waited for, so use() reads it without suspending: a render that
        // suspended on use() must call use() again when it draws (React's development build warns otherwise), so a
        // component calls use() whether or not the download is in (src/components/registry.ts), and one that is in
        // must not make it wait a turn.
        Object.assign(promise, { status: 'fulfilled', value });
        return value;
      },
      (error: unknown) => {
        failed = true;
        throw error;
      },
    );
    current = promise;
    return promise;
  };
  return { value: () => done?.value, ready: () => done !== null, load, pending: () => current ?? load() };
}
