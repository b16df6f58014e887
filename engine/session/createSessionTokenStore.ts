import type { StorageLike } from './StorageLike';

const KEYS = { authToken: 'authToken', session: 'session' } as const;

/** The session marker: which loan the session is for and when it started (epoch ms). */
export interface SessionMarker {
  loanId: string;
  startedAt: number;
}

export interface SessionTokenStore {
  /** The bearer token the API client sends, or null when the session has none. */
  getAuthToken(): string | null;
  setAuthToken(token: string): void;
  clearAuthToken(): void;
  /** The session marker, or null when none is saved or it is unreadable. */
  getSession(): SessionMarker | null;
  startSession(loanId: string, startedAt: number): void;
  clearSession(): void;
  /** Forgets the auth token and the session marker. */
  clear(): void;
}

const isMarker = (value: unknown): value is SessionMarker =>
  typeof value === 'object' && value !== null &&
  typeof (value as Record<string, unknown>).loanId === 'string' &&
  typeof (value as Record<string, unknown>).startedAt === 'number' &&
  Number.isFinite((value as Record<string, unknown>).startedAt);

// The auth token and session start live in session storage so they end with the tab; a missing token sends
// the borrower to the absolute-expiration page (decided by the caller).
export function createSessionTokenStore(session: StorageLike): SessionTokenStore {
  return {
    getAuthToken: () => {
      const token = session.getItem(KEYS.authToken);
      return token === null || token === '' ? null : token;
    },
    setAuthToken: (token) => session.setItem(KEYS.authToken, token),
    clearAuthToken: () => session.removeItem(KEYS.authToken),
    getSession() {
      const raw = session.getItem(KEYS.session);
      if (raw === null) return null;
      try {
        const parsed: unknown = JSON.parse(raw);
        return isMarker(parsed) ? { loanId: parsed.loanId, startedAt: parsed.startedAt } : null;
      } catch {
        return null;
      }
    },
    startSession: (loanId, startedAt) => session.setItem(KEYS.session, JSON.stringify({ loanId, startedAt })),
    clearSession: () => session.removeItem(KEYS.session),
    clear() {
      session.removeItem(KEYS.authToken);
      session.removeItem(KEYS.session);
    },
  };
}
