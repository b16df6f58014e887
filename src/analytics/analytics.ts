import { displayLocale } from '../../engine/content/displayLocale';
import { createAnalytics } from './createAnalytics';

const base = ((import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '/api').replace(/\/+$/, '');

// Beacons survive the page being closed; fetch with keepalive is the fallback.
function send(endpoint: string, body: string): void {
  const blob = new Blob([body], { type: 'text/plain' });
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(endpoint, blob)) return;
  void fetch(endpoint, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(() => undefined);
}

// The app's analytics (sandbox sink: POST /api/analytics). Queued events go out when the page is hidden.
export const analytics = createAnalytics({
  endpoint: `${base}/analytics`, send, now: () => Date.now(), schedule: (cb, ms) => setTimeout(cb, ms), locale: displayLocale,
});

if (typeof window !== 'undefined') window.addEventListener('pagehide', () => analytics.flush());
