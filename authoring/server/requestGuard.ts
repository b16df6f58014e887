import type { IncomingMessage } from 'node:http';

/** The cookie carrying the editors' token, per dev server port (cookies are not kept apart by port): HttpOnly, so no
 * script reads it, SameSite=Strict and sent to the editors' calls only. */
export const authoringCookie = (port: number): string => `authoring-${port}`;

// Whether the dev server's address is this machine only: Vite's default (localhost) or a loopback address. Any
// other HOST (0.0.0.0, a LAN address, `true`) lets other machines in, and then there are no editors.
export function isLoopbackHost(host: string | boolean | undefined): boolean {
  if (host === undefined || host === false || host === '') return true;
  if (typeof host !== 'string') return false;
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

const loopbackPeer = (req: IncomingMessage) => /^(?:127\.|::1$|::ffff:127\.)/.test(req.socket.remoteAddress ?? '');

/** The addresses the dev server's own page is served from: this machine's names, on its port. */
export function ownOrigins(port: number, scheme = 'http'): string[] {
  return ['localhost', '127.0.0.1', '[::1]'].map((host) => `${scheme}://${host}:${port}`);
}

export function cookieOf(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

// Why a call to an editor is refused, or null when it comes from the editors' own page on this machine:
// - from this machine (the peer's address);
// - from the dev server's own origin: the browser's Sec-Fetch-Site, when it sends one, says same-origin; the Origin,
//   which a browser sends with every POST and every call of another origin, is one of ownOrigins and the address the
//   call was sent to (Host); a call without an Origin is a read the browser marks same-origin, nothing else (a page
//   of another localhost port, a form of another site, a client that names no origin are all refused);
// - with the token cookie the dev server gave the page when it was opened (no page can read it, another origin's
//   requests do not carry it from another site);
// - a POST says it sends JSON (an HTML form cannot).
export function refusal(req: IncomingMessage, port: number | undefined, token: string, scheme = 'http'): string | null {
  if (!loopbackPeer(req)) return 'a call from another machine';
  if (port === undefined) return 'the dev server does not listen on a port';
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return `a call from another page (Sec-Fetch-Site: ${String(site)})`;
  const origin = req.headers.origin;
  if (origin !== undefined) {
    if (!ownOrigins(port, scheme).includes(origin) || origin !== `${scheme}://${req.headers.host ?? ''}`) return `a call from another origin (${origin})`;
  } else if (req.method !== 'GET' || site !== 'same-origin') return 'a call that names no origin';
  if (cookieOf(req, authoringCookie(port)) !== token) return 'a call without the page\'s token (open the page again)';
  if (req.method === 'POST' && !/^application\/json\b/.test(req.headers['content-type'] ?? '')) return 'a call that does not send JSON';
  return null;
}
