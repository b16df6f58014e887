// The page's one inline script (scripts/vite/bootShell.ts builds and inlines it; the server's Content-Security-Policy
// allows it by its hash): it starts the page's first read (a payment link's, or the prequal signup page's) as soon
// as the HTML is read, while the boot's own script is still on its way, and leaves it on the window for the boot
// (src/runtime/earlyRead.ts). One round trip sooner for every link. On the signup page it also asks for that page's
// painter (a payment link never loads it). It asks for the borrower's language's first-paint copy (chosen as
// src/content/pickLocale chooses), which the boot needs with the read, and readies the browser's number formatting in that language: the
// first number format a page makes costs the browser 10-30 ms of loading its locale data, which here falls in the
// time the page waits for its styles anyway, instead of in the painter's task or the app's (the painted amount and
// every figure after it then format at once). It fails quietly: the boot then does all this as before.
import { chooseLocale } from '../../engine/content/chooseLocale';
import { moneyFormat, setDisplayLocale } from '../../engine/content/displayLocale';
import { firstReadRequest, INLINE_READ_KEY, startRead, type LinkRoute, type StartedRead } from './firstReadRequest';

declare const __LINK_ROUTE__: LinkRoute;
declare const __API_BASE__: string;
/** Each language's first-paint copy chunk (scripts/vite/bootShell.ts), and where the chosen language is remembered. */
declare const __PAINT_COPY__: Record<string, string>;
declare const __LOCALE_KEY__: string;
/** The signup page's painter chunks beyond those the page's head names for every page (scripts/vite/bootShell.ts). */
declare const __SIGNUP_PAINTER__: string[];

function preload(href: string): void {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

function preloadCopy(): string | null {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(__LOCALE_KEY__);
  } catch {
    // Storage refused: the browser's language.
  }
  const locale = chooseLocale(navigator.languages?.length ? navigator.languages : [navigator.language], Object.keys(__PAINT_COPY__), stored);
  const href = __PAINT_COPY__[locale];
  if (!href) return null;
  preload(href);
  return locale;
}

function readyNumbers(locale: string): void {
  setDisplayLocale(locale);
  moneyFormat().format(0);
}

try {
  const request = typeof fetch === 'function' ? firstReadRequest(window.location.href, __LINK_ROUTE__, __API_BASE__) : null;
  if (request) {
    (window as unknown as Record<string, StartedRead>)[INLINE_READ_KEY] = startRead(request, window.location.href, Date.now());
    if (request.kind === 'signup') __SIGNUP_PAINTER__.forEach(preload);
    const locale = preloadCopy();
    if (locale && typeof Intl === 'object') readyNumbers(locale);
  }
} catch {
  // The boot reads for itself.
}
