import linkRoute from 'virtual:link-route';
import { createSessionTokenStore } from '../../engine/session/createSessionTokenStore';
import { loanRead } from '../../engine/runtime/loanRead';
import { browserStorage } from './browserStorage';

// The payment link's first read, started by the boot (src/boot.ts) while the app's modules are still downloading,
// and handed to the API client when it asks for exactly that request. Without it the read would wait for every
// module and the copy to arrive and run first: one more round trip before the borrower sees anything.
// Only the payment-link route (its path from the flows, virtual:link-route) reads early, only with the headers
// the client would send (Accept, and the session's bearer token when this tab has one), only once, and only while
// fresh: a read nobody asked for within STALE_MS is dropped, so no screen ever sees an old application.

const STALE_MS = 15_000;
interface Early { url: string; auth: string | null; startedAt: number; response: Promise<Response> }
let early: Early | null = null;

const apiBase = (): string => (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '/api';
const absolute = (url: string): string => new URL(url, window.location.href).href;

/** The token in `pathname` when it is a payment link (the borrower entry's path, not one of the fixed paths); else null. */
export function linkToken(pathname: string, route = linkRoute): string | null {
  if (!route.tokenPath || route.fixedPaths.includes(pathname)) return null;
  const match = /^\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1] as string);
  } catch {
    return null;
  }
}

/**
 * Starts the first read when the address is a payment link and returns its answer (the boot paints the first screen
 * from a copy of it); does nothing and returns null otherwise (or when fetch is missing).
 */
export function startEarlyRead(now = Date.now()): Promise<Response> | null {
  const token = linkToken(window.location.pathname);
  if (token === null || typeof fetch !== 'function') return null;
  const read = loanRead(token);
  const url = absolute(`${apiBase().replace(/\/+$/, '')}/${read.path}?${new URLSearchParams(read.searchParams).toString()}`);
  const auth = createSessionTokenStore(browserStorage(() => window.sessionStorage)).getAuthToken();
  const headers: Record<string, string> = { Accept: 'application/json', ...(auth ? { Authorization: `Bearer ${auth}` } : {}) };
  const response = fetch(url, { method: 'GET', headers, credentials: 'same-origin' });
  // A failed early read is not an error of its own: the client then asks again and reports what it gets.
  response.catch(() => undefined);
  early = { url, auth: auth ? `Bearer ${auth}` : null, startedAt: now, response };
  return response;
}

/** fetch for the API client: the early read's answer for the same request, once and while fresh; else the network. */
export const earlyFetch: typeof fetch = (input, init) => {
  const pending = early;
  if (pending) {
    const request = input instanceof Request ? input : null;
    const method = (request?.method ?? init?.method ?? 'GET').toUpperCase();
    const url = request ? request.url : absolute(String(input));
    const auth = request ? request.headers.get('Authorization') : new Headers(init?.headers).get('Authorization');
    const fresh = Date.now() - pending.startedAt < STALE_MS;
    if (method === 'GET' && url === pending.url && auth === pending.auth && fresh) {
      early = null;
      return pending.response.catch(() => fetch(input, init));
    }
    if (!fresh) early = null;
  }
  return fetch(input, init);
};

/** For tests: forget any early read. */
export function resetEarlyRead(): void {
  early = null;
}
