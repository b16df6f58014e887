import type { ActionDeps } from '../../engine/actions/ActionTypes';
import type { ApiEvent } from '../../engine/api/ApiEvent';
import { createApiClient } from '../../engine/api/createApiClient';
import type { ErrorRule } from '../../engine/api/ErrorRule';
import { createIdempotencyKeys } from '../../engine/api/idempotencyKey';
import { createSessionTokenStore, type SessionTokenStore } from '../../engine/session/createSessionTokenStore';
import { createTokenStore } from '../../engine/session/createTokenStore';
import type { StorageLike } from '../../engine/session/StorageLike';
import { browserStorage } from './browserStorage';
import { earlyFetch } from './earlyRead';
import { countingCalls } from '../start/fetchAhead';

export interface BrowserDeps {
  deps: ActionDeps;
  /** The auth token and session marker (session storage). */
  session: SessionTokenStore;
  /** Local storage, for the few app keys beside the engine's (oauthRedirectUri). */
  local: StorageLike;
}

// The real world the engine runs against: the API at VITE_API_BASE_URL (or /api), the payment-link token in local
// storage for 23 h, the auth token and idempotency keys in session storage, the real clock.
export function createBrowserDeps(errorRules: readonly ErrorRule[], onEvent?: (event: ApiEvent) => void): BrowserDeps {
  const local = browserStorage(() => window.localStorage);
  const sessionStorage = browserStorage(() => window.sessionStorage);
  const session = createSessionTokenStore(sessionStorage);
  const now = () => Date.now();
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  const api = createApiClient({
    baseUrl: (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '/api',
    tokenStore: session,
    // The payment link's first read may already be on its way (src/start/boot.ts): the client takes that answer.
    // Counted, so what is fetched ahead waits for the calls the screen makes for itself (src/start/fetchAhead.ts).
    fetch: countingCalls(earlyFetch),
    errorRules,
    timers: { sleep },
    // An offline phone is not retried: the screen says so at once, and again when it is back (NetworkStatus).
    isOnline: () => navigator.onLine !== false,
    ...(onEvent ? { onEvent } : {}),
  });
  const deps: ActionDeps = { api, tokens: createTokenStore(local, now), idempotency: createIdempotencyKeys(sessionStorage), sleep, now };
  return { deps, session, local };
}
