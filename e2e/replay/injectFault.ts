import type { Page, Route } from 'playwright-core';
import { callMatch, faultRequest, matchesCall } from './faultRequest';
import type { Fault } from './Step';

type Control = (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => Promise<unknown>;

/** Takes the browser off the network now, and puts it back by itself after the seconds (real offline/online events). */
async function offlineFor(page: Page, seconds: number): Promise<void> {
  const context = page.context();
  await context.setOffline(true);
  // The replay goes on meanwhile (QA expects the offline line, then the online one); a replay that ended first
  // has closed its browser, and that is fine.
  const timer = setTimeout(() => void context.setOffline(false).catch(() => undefined), seconds * 1000);
  timer.unref();
}

// A `fault:` step: the app's next API call (or the one `on` names) fails as QA asked. Offline is the browser's:
// off the network now, or at the moment the app makes the call `on` names (that call fails as offline). Every
// other fault is the sandbox's (POST /api/__sandbox/faults), waiting there for the call: its id is returned, so the
// replay can tell a fault no call met.
export async function injectFault(fault: Fault, page: Page, control: Control): Promise<string | undefined> {
  const request = faultRequest(fault);
  if (request) return ((await control('POST', '/api/__sandbox/faults', request)) as { id?: string }).id;
  if (!('offline' in fault)) return undefined;
  const seconds = fault.offline;
  if (fault.on === undefined) {
    await offlineFor(page, seconds);
    return undefined;
  }
  const match = callMatch(fault.on);
  let met = false;
  const aimed = async (route: Route) => {
    const path = new URL(route.request().url()).pathname.replace(/^\/api(?=\/)/, '');
    if (met || !matchesCall(match, route.request().method(), path)) return route.fallback();
    met = true;
    // The call fails as it would offline, and the browser is offline from then on; the route's work is done.
    await route.abort('internetdisconnected');
    await offlineFor(page, seconds);
    await page.unroute('**/api/**', aimed);
  };
  await page.route('**/api/**', aimed);
  return undefined;
}
