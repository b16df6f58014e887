import type { FastifyInstance } from 'fastify';

/** Powerful features the app never uses are off; the camera stays for our own origin (identity document scan). */
export const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()';

/** Paths whose answers may carry personal data or codes: never stored by a browser or a proxy. */
const NO_STORE = /^\/(api|sandbox)\//;

// Headers every answer carries: no powerful features, a browsing context of our own (a window we open or that opens
// us cannot reach into the page), no MIME sniffing; and no caching of any API answer (they carry personal data).
export function securityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('X-Content-Type-Options', 'nosniff');
    if (NO_STORE.test(request.url)) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
