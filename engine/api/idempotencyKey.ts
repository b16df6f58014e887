import { v4 as uuidv4 } from 'uuid';
import type { StorageLike } from '../session/StorageLike';

export interface IdempotencyKeys {
  /** The key for this action on this loan: the same one on every retry until the action succeeds. */
  keyFor(action: string, loanId: string): string;
  /** The action succeeded: its next run is a new action and gets a new key. */
  succeeded(action: string, loanId: string): void;
}

const storageKey = (action: string, loanId: string): string => `idempotencyKey:${action}:${loanId}`;

// Keeps one UUID per action + loan until that action succeeds, so a borrower who retries a POST after a
// timeout (or a reload, when storage is given) cannot make the server do it twice.
export function createIdempotencyKeys(storage?: StorageLike, newKey: () => string = uuidv4): IdempotencyKeys {
  const memory = new Map<string, string>();
  return {
    keyFor(action, loanId) {
      const id = storageKey(action, loanId);
      const existing = memory.get(id) ?? storage?.getItem(id) ?? undefined;
      if (existing !== undefined && existing !== '') {
        memory.set(id, existing);
        return existing;
      }
      const key = newKey();
      memory.set(id, key);
      storage?.setItem(id, key);
      return key;
    },
    succeeded(action, loanId) {
      const id = storageKey(action, loanId);
      memory.delete(id);
      storage?.removeItem(id);
    },
  };
}
