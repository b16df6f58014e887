import type { ProxyOptions } from 'vite';

/** What the sandbox serves besides the app: the API, the third-party stand-ins' pages and scripts, the outbox. */
export const SANDBOX_PATHS = ['/api/', '/standins/', '/sandbox/'] as const;

// The dev server's `server.proxy`: the app calls /api on its own origin (VITE_API_BASE_URL unset) and loads the
// bank-link and identity stand-ins from /standins, so those paths go to the sandbox and everything else stays with
// Vite. The Host header is kept, so the sandbox sees the address the browser used.
export function sandboxProxy(target: string): Record<string, ProxyOptions> {
  return Object.fromEntries(SANDBOX_PATHS.map((path) => [path, { target, changeOrigin: false }]));
}
