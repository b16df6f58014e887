import { displayLocale } from '../../engine/content/displayLocale';
import { createAnalytics } from './createAnalytics';

const base = ((import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '/api').replace(/\/+$/, '');

// Beacons survive the page being closed; fetch with keepalive is the fallback. The body goes as a string (sent as
// text/plain, like a Blob of that type): a page's first Blob costs it a few milliseconds of its thread (more on a slow
// phone), at a moment the borrower may be typing.
function send(endpoint: string, body: string): void {
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(endpoint, body)) return;
  void fetch(endpoint, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(() => undefined);
}

// The app's analytics (sandbox sink: POST /api/analytics). Queued events go out when the page is hidden.
export const analytics = createAnalytics({
  endpoint: `${base}/analytics`, send, now: () => Date.now(), schedule: (cb, ms) => setTimeout(cb, ms), locale: displayLocale,
});

if (typeof window !== 'undefined') window.addEventListener('pagehide', () => analytics.flush());
