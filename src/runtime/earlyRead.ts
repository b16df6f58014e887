import linkRoute from 'virtual:link-route';
import { firstReadRequest, INLINE_READ_KEY, linkToken as tokenOf, sessionAuth, startRead, type LinkRoute, type StartedRead } from './firstReadRequest';

// The page's first read, started as early as the page can (the page's inline script, src/runtime/inlineFirstRead.ts,
// as the HTML is read; else the boot, src/start/boot.ts, while the app's modules are still downloading), and handed to the
// API client when it asks for exactly that request. Without it the read would wait for every module and the copy to
// arrive and run first: more round trips before the borrower sees anything. Two pages read early, by their paths
// in the flows (virtual:link-route): the payment link (its application) and the prequal signup page (its
// prequalification, under the prequal id made for this visit, which the app takes from here: earlySignupPrequalId).
// Only with the headers the client would send (Accept, and the session's bearer token when this tab has one), only
// once, and only while fresh: a read nobody asked for within STALE_MS is dropped, so no screen ever sees an old
// application.

const STALE_MS = 15_000;
let early: StartedRead | null = null;

const apiBase = (): string => (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '/api';
const absolute = (url: string): string => new URL(url, window.location.href).href;

/** The token in `pathname` when it is a payment link (the borrower entry's path, not one of the fixed paths); else null. */
export function linkToken(pathname: string, route: LinkRoute = linkRoute): string | null {
  return tokenOf(pathname, route);
}

// The read the page's inline script started, taken once, when it is the one the boot would start itself (this
// page, this session).
function inlineRead(page: string, auth: string | null): StartedRead | null {
  const slot = window as unknown as Record<string, StartedRead | undefined>;
  const started = slot[INLINE_READ_KEY];
  delete slot[INLINE_READ_KEY];
  return started && started.page === page && started.auth === auth ? started : null;
}

/**
 * Starts the page's first read when it has one (a payment link, the prequal signup page), or takes the one the page's
 * inline script started, and returns it (the boot paints the first screen from a copy of its answer); does nothing
 * and returns null otherwise (or when fetch is missing).
 */
export function startEarlyRead(now = Date.now()): StartedRead | null {
  if (typeof fetch !== 'function') return null;
  const page = window.location.href;
  const inline = inlineRead(page, sessionAuth());
  if (inline) {
    early = inline;
    return inline;
  }
  const request = firstReadRequest(page, linkRoute, apiBase());
  if (!request) return null;
  early = startRead(request, page, now);
  return early;
}

const fresh = (read: StartedRead): boolean => Date.now() - read.startedAt < STALE_MS;

/**
 * The prequal id the signup page's early read was made with, while that read is there to be taken: the app opens
 * the signup page with it (src/screens/ScreenRoute.tsx), so its read is the early one. Null otherwise (the app makes
 * an id of its own).
 */
export function earlySignupPrequalId(signupId: string): string | null {
  const pending = early;
  return pending?.signup && pending.signup.signupId === signupId && fresh(pending) ? pending.signup.prequalId : null;
}

/** fetch for the API client: the early read's answer for the same request, once and while fresh; else the network. */
export const earlyFetch: typeof fetch = (input, init) => {
  const pending = early;
  if (pending) {
    const request = input instanceof Request ? input : null;
    const method = (request?.method ?? init?.method ?? 'GET').toUpperCase();
    const url = request ? request.url : absolute(String(input));
    const auth = request ? request.headers.get('Authorization') : new Headers(init?.headers).get('Authorization');
    const current = fresh(pending);
    if (method === 'GET' && url === pending.url && auth === pending.auth && current) {
      early = null;
      return pending.response.catch(() => fetch(input, init));
    }
    if (!current) early = null;
  }
  return fetch(input, init);
};

/** For tests: forget any early read. */
export function resetEarlyRead(): void {
  early = null;
}
