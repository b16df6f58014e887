import type { StorageLike } from '../../engine/session/StorageLike';

// Web Storage that never throws: a browser that blocks storage (third-party cookies off in a frame, private
// modes) gets a per-tab memory store instead, so the borrower can still finish in this tab.
export function browserStorage(pick: () => Storage): StorageLike {
  const memory = new Map<string, string>();
  const real = (): Storage | null => {
    try {
      return pick();
    } catch {
      return null;
    }
  };
  return {
    getItem(key) {
      try {
        return real()?.getItem(key) ?? memory.get(key) ?? null;
      } catch {
        return memory.get(key) ?? null;
      }
    },
    setItem(key, value) {
      memory.set(key, value);
      try {
        real()?.setItem(key, value);
      } catch {
        // Kept in memory only.
      }
    },
    removeItem(key) {
      memory.delete(key);
      try {
        real()?.removeItem(key);
      } catch {
        // Nothing saved there.
      }
    },
  };
}
