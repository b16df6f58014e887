import { SESSION_LIMITS } from './sessionConstants';
import type { StorageLike } from './StorageLike';

// Local-storage keys; `tokenTTL:{token}` and `submit:{id}` are per id.
const KEYS = {
  token: 'token',
  loanAppId: 'loanAppId',
  prequalApplicationId: 'prequalApplicationId',
  submitIds: 'submitIds',
} as const;
const ttlKey = (token: string): string => `tokenTTL:${token}`;
const submitKey = (id: string): string => `submit:${id}`;

export interface TokenStore {
  /** Saves the payment-link token, usable for TOKEN_TTL_MS from now. */
  saveToken(token: string): void;
  /** The saved token, or null when none was saved or its 23 h are over (an expired token is removed). */
  getToken(): string | null;
  removeToken(): void;
  getLoanAppId(): string | null;
  setLoanAppId(id: string): void;
  /** Remembers that the borrower already submitted the application with this id (survives reloads). */
  markSubmitted(id: string): void;
  isSubmitted(id: string): boolean;
  getPrequalApplicationId(): string | null;
  setPrequalApplicationId(id: string): void;
  /** Forgets everything this store saved except the token and its TTL, so 'LOGIN TO CONTINUE' still works. */
  clearKeepingToken(): void;
}

// The payment-link token outlives a tab (local storage) for 23 h so a borrower can come back to the journey;
// everything else saved beside it is cleared when the session expires.
export function createTokenStore(local: StorageLike, now: () => number): TokenStore {
  const submittedIds = (): string[] => {
    try {
      const parsed: unknown = JSON.parse(local.getItem(KEYS.submitIds) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
    } catch {
      return [];
    }
  };

  const removeToken = (): void => {
    const token = local.getItem(KEYS.token);
    if (token !== null) local.removeItem(ttlKey(token));
    local.removeItem(KEYS.token);
  };

  return {
    saveToken(token) {
      removeToken();
      local.setItem(KEYS.token, token);
      local.setItem(ttlKey(token), String(now() + SESSION_LIMITS.TOKEN_TTL_MS));
    },
    getToken() {
      const token = local.getItem(KEYS.token);
      if (token === null) return null;
      const expiresAt = Number(local.getItem(ttlKey(token)) ?? Number.NaN);
      // A token without a readable TTL is treated as expired: we cannot tell how old it is.
      if (!Number.isFinite(expiresAt) || now() >= expiresAt) {
        removeToken();
        return null;
      }
      return token;
    },
    removeToken,
    getLoanAppId: () => local.getItem(KEYS.loanAppId),
    setLoanAppId: (id) => local.setItem(KEYS.loanAppId, id),
    markSubmitted(id) {
      local.setItem(submitKey(id), 'true');
      const ids = submittedIds();
      if (!ids.includes(id)) local.setItem(KEYS.submitIds, JSON.stringify([...ids, id]));
    },
    isSubmitted: (id) => local.getItem(submitKey(id)) === 'true',
    getPrequalApplicationId: () => local.getItem(KEYS.prequalApplicationId),
    setPrequalApplicationId: (id) => local.setItem(KEYS.prequalApplicationId, id),
    clearKeepingToken() {
      for (const id of submittedIds()) local.removeItem(submitKey(id));
      local.removeItem(KEYS.submitIds);
      local.removeItem(KEYS.loanAppId);
      local.removeItem(KEYS.prequalApplicationId);
    },
  };
}
