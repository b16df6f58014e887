import linkRoute from 'virtual:link-route';
import { firstReadRequest, INLINE_READ_KEY, linkToken as tokenOf, type LinkRoute, type StartedRead } from './firstReadRequest';

// The payment link's first read, started as early as the page can (the page's inline script,
// src/runtime/inlineFirstRead.ts, as the HTML is read; else the boot, src/boot.ts, while the app's modules are still
// downloading), and handed to the API client when it asks for exactly that request. Without it the read would wait
// for every module and the copy to arrive and run first: more round trips before the borrower sees anything.
// Only the payment-link route (its path from the flows, virtual:link-route) reads early, only with the headers
// the client would send (Accept, and the session's bearer token when this tab has one), only once, and only while
// fresh: a read nobody asked for within STALE_MS is dropped, so no screen ever sees an old application.

const STALE_MS = 15_000;
let early: StartedRead | null = null;

const apiBase = (): string => (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '/api';
const absolute = (url: string): string => new URL(url, window.location.href).href;

/** The token in `pathname` when it is a payment link (the borrower entry's path, not one of the fixed paths); else null. */
export function linkToken(pathname: string, route: LinkRoute = linkRoute): string | null {
  return tokenOf(pathname, route);
}

// The read the page's inline script started, taken once, when it is the one the boot would start itself (same
// address, same session).
function inlineRead(url: string, auth: string | null): StartedRead | null {
  const slot = window as unknown as Record<string, StartedRead | undefined>;
  const started = slot[INLINE_READ_KEY];
  delete slot[INLINE_READ_KEY];
  return started && started.url === url && started.auth === auth ? started : null;
}

/**
 * Starts the first read when the address is a payment link (or takes the one the page's inline script started) and
 * returns its answer (the boot paints the first screen from a copy of it); does nothing and returns null otherwise
 * (or when fetch is missing).
 */
export function startEarlyRead(now = Date.now()): Promise<Response> | null {
  if (typeof fetch !== 'function') return null;
  const request = firstReadRequest(window.location.href, linkRoute, apiBase());
  if (!request) return null;
  const inline = inlineRead(request.url, request.auth);
  if (inline) {
    early = inline;
    return inline.response;
  }
  const response = fetch(request.url, { method: 'GET', headers: request.headers, credentials: 'same-origin' });
  // A failed early read is not an error of its own: the client then asks again and reports what it gets.
  response.catch(() => undefined);
  early = { url: request.url, auth: request.auth, startedAt: now, response };
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
