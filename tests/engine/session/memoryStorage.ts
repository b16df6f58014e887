import type { StorageLike } from '../../../engine/session/StorageLike';

// An in-memory Storage for tests, with a peek at everything stored.
export function memoryStorage(initial: Record<string, string> = {}): StorageLike & { entries(): Record<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    entries: () => Object.fromEntries(data),
  };
}
