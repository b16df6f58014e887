// A page's first read as a request: which address, which headers. One place for the two that start it: the page's
// inline script (src/runtime/inlineFirstRead.ts, as the HTML is read) and the boot (src/runtime/earlyRead.ts, when the
// inline one did not run). Two pages read first: a payment link (its application) and the prequal signup page (the
// prequalification, under a prequal id made for this visit, which the app then asks for too). Nothing here imports a
// build-time module, so the build can inline it.
import { createSessionTokenStore } from '../../engine/session/createSessionTokenStore';
import { loanRead } from '../../engine/runtime/loanRead';
import { prequalRead } from '../../engine/runtime/prequalRead';
import { browserStorage } from './browserStorage';

/** The routes a first read starts from (scripts/vite/linkRoute.ts): the payment link's, its fixed paths, the signup page's. */
export interface LinkRoute {
  tokenPath: string | null;
  fixedPaths: readonly string[];
  signupPath?: string | null;
}

const decoded = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/** The token in `pathname` when it is a payment link (the borrower entry's path, not one of the fixed paths); else null. */
export function linkToken(pathname: string, route: LinkRoute): string | null {
  if (!route.tokenPath || route.fixedPaths.includes(pathname)) return null;
  const match = /^\/([^/]+)\/?$/.exec(pathname);
  return match ? decoded(match[1] as string) : null;
}

/** The signup id in `pathname` when it is the prequal signup page (its path in the flows, /:signupId/prequalify); else null. */
export function signupIdOf(pathname: string, route: LinkRoute): string | null {
  const pattern = route.signupPath?.split('/');
  const segments = pathname.replace(/\/$/, '').split('/');
  if (!pattern || segments.length !== pattern.length) return null;
  let id: string | null = null;
  for (const [n, part] of pattern.entries()) {
    const segment = segments[n] as string;
    if (part.startsWith(':')) id = segment ? decoded(segment) : null;
    else if (part !== segment) return null;
  }
  return id || null;
}

export interface FirstReadRequest {
  /** What is read: a payment link's application, or the signup page's prequalification. */
  kind: 'loan' | 'signup';
  url: string;
  /** The Authorization header's value, when this tab has a session. */
  auth: string | null;
  headers: Record<string, string>;
  /** The signup page's: its signup id, the prequal id made for this visit, and its path in the flows. */
  signup?: { signupId: string; prequalId: string; path: string };
}

/** The Authorization header the API client sends from this tab (its session's bearer token), or null. */
export function sessionAuth(): string | null {
  const bearer = createSessionTokenStore(browserStorage(() => window.sessionStorage)).getAuthToken();
  return bearer ? `Bearer ${bearer}` : null;
}

// A prequal id for this visit: the browser's own random UUID (what the app's uuid library uses too when the browser
// has it). A page without one (not served over HTTPS) does not read early: the app makes the id and reads.
const randomId = (): string | null => (typeof crypto === 'object' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : null);

/** The first read of the page at `href`, with the headers the API client would send; null when the page reads nothing first. */
export function firstReadRequest(href: string, route: LinkRoute, apiBase: string, newId: () => string | null = randomId): FirstReadRequest | null {
  const page = new URL(href);
  const base = apiBase.replace(/\/+$/, '');
  const token = linkToken(page.pathname, route);
  const signupId = token === null ? signupIdOf(page.pathname, route) : null;
  if (token === null && signupId === null) return null;
  const auth = sessionAuth();
  const headers = { Accept: 'application/json', ...(auth ? { Authorization: auth } : {}) };
  if (token !== null) {
    const read = loanRead(token);
    return { kind: 'loan', url: new URL(`${base}/${read.path}?${new URLSearchParams(read.searchParams).toString()}`, page).href, auth, headers };
  }
  const prequalId = newId();
  if (!prequalId) return null;
  const signup = { signupId: signupId as string, prequalId, path: route.signupPath as string };
  return { kind: 'signup', url: new URL(`${base}/${prequalRead(signup.signupId, signup.prequalId).path}`, page).href, auth, headers, signup };
}

/** What the inline script leaves for the boot: the read it started, for which page. */
export interface StartedRead {
  /** The page's address the read was started for. */
  page: string;
  kind: FirstReadRequest['kind'];
  url: string;
  auth: string | null;
  startedAt: number;
  response: Promise<Response>;
  signup?: FirstReadRequest['signup'];
}

/** Starts `request` on the network, for the page at `page`. A failed read is no error of its own: the client asks again. */
export function startRead(request: FirstReadRequest, page: string, now: number): StartedRead {
  const response = fetch(request.url, { method: 'GET', headers: request.headers, credentials: 'same-origin' });
  response.catch(() => undefined);
  return { page, kind: request.kind, url: request.url, auth: request.auth, startedAt: now, response, ...(request.signup ? { signup: request.signup } : {}) };
}

/** Where the inline script leaves its read on the window. */
export const INLINE_READ_KEY = '__firstRead';
