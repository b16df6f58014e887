// The payment link's first read as a request: which address, which headers. One place for the two that start it:
// the page's inline script (src/runtime/inlineFirstRead.ts, as the HTML is read) and the boot (src/runtime/earlyRead.ts,
// when the inline one did not run). Nothing here imports a build-time module, so the build can inline it.
import { createSessionTokenStore } from '../../engine/session/createSessionTokenStore';
import { loanRead } from '../../engine/runtime/loanRead';
import { browserStorage } from './browserStorage';

/** The payment link's path (the borrower flow's entry) and the app's fixed paths (scripts/vite/linkRoute.ts). */
export interface LinkRoute {
  tokenPath: string | null;
  fixedPaths: readonly string[];
}

/** The token in `pathname` when it is a payment link (the borrower entry's path, not one of the fixed paths); else null. */
export function linkToken(pathname: string, route: LinkRoute): string | null {
  if (!route.tokenPath || route.fixedPaths.includes(pathname)) return null;
  const match = /^\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1] as string);
  } catch {
    return null;
  }
}

export interface FirstReadRequest {
  url: string;
  /** The Authorization header's value, when this tab has a session. */
  auth: string | null;
  headers: Record<string, string>;
}

/** The first read of the page at `href`, with the headers the API client would send; null when it is no payment link. */
export function firstReadRequest(href: string, route: LinkRoute, apiBase: string): FirstReadRequest | null {
  const page = new URL(href);
  const token = linkToken(page.pathname, route);
  if (token === null) return null;
  const read = loanRead(token);
  const url = new URL(`${apiBase.replace(/\/+$/, '')}/${read.path}?${new URLSearchParams(read.searchParams).toString()}`, page).href;
  const bearer = createSessionTokenStore(browserStorage(() => window.sessionStorage)).getAuthToken();
  const auth = bearer ? `Bearer ${bearer}` : null;
  return { url, auth, headers: { Accept: 'application/json', ...(auth ? { Authorization: auth } : {}) } };
}

/** What the inline script leaves for the boot: the read it started. */
export interface StartedRead {
  url: string;
  auth: string | null;
  startedAt: number;
  response: Promise<Response>;
}

/** Where the inline script leaves its read on the window. */
export const INLINE_READ_KEY = '__firstRead';
