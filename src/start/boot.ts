// The page's first script, kept small so it runs as soon as the HTML is read. On a payment link (and on the prequal
// signup page) it starts the page's first read at once (src/runtime/earlyRead.ts) and, while it travels, the little
// the first screen needs to be painted without the app (src/firstPaint: the engine's routing and the build's copy of
// that screen); when the answer is in, the borrower sees their screen's heading and copy (src/firstPaint) and only
// then does the page download the app (its modules and the language's whole copy), which takes the painted screen
// over without a change (src/start/main.tsx). The bytes before the borrower reads anything are the few that screen needs.
// Any other address, or a read that paints nothing, starts the app as before. If the app's code cannot be
// downloaded, the page says so in the words index.html carries (scripts/vite/bootShell.ts) instead of a skeleton
// that never ends.
import { loaders } from 'virtual:content-locales';
import { loaders as firstPaintLoaders } from 'virtual:first-paint';
import { LOCALE_KEY } from '../content/locale';
import { pickLocale } from '../content/pickLocale';
import { startEarlyRead } from '../runtime/earlyRead';
import type { StartedRead } from '../runtime/firstReadRequest';
import type { FirstPaintInput, PaintPlan } from '../firstPaint/paintScreen';
import { FIRST_PAINT_FORM_ATTRIBUTE } from './firstScreen';
import { localToday } from '../runtime/localToday';
import { afterNextPaint, nextTask } from './schedule';
// The styles come with the page (linked in index.html by the build), so the boot shell is drawn in the app's boxes.
import '../styles/app.css';

/** How long the app's download waits for the first read before starting anyway (a slow answer paints late). */
const PAINT_WAIT_MS = 3000;

const locale = pickLocale();
let appStarted = false;
/** Whether the boot painted the first screen (always one that draws a form: src/firstPaint). */
let painted = false;

function startApp(): void {
  appStarted = true;
  // The copy's chunk: the app asks for the same module, so this only starts its download sooner.
  (loaders[locale] ?? loaders.en)?.().catch(() => undefined);
  // The app starts in stages (src/start/main.tsx); a stage that cannot be downloaded is said as the app's code is.
  import('./main').then((app) => app.start(locale)).catch(() => {
    const failed = document.querySelector<HTMLElement>('[data-boot-failed]');
    if (failed) failed.hidden = false;
    document.querySelector('.boot-skeleton')?.removeAttribute('aria-busy');
    failed?.querySelector('a')?.focus();
  });
  // The rest of the start's files, a few in each task (each file asked for costs the page's thread a little; all of
  // them in one task made a long one on a slow phone): the app's stage, downloaded beside React and run by
  // src/start/main.tsx after it (src/start/appCodeAhead.ts), then, on a painted screen, which waits for its form, the form's code
  // and that form's own validators (src/forms/validatorChunks.ts). The form's code runs after the app's own modules
  // (src/start/formCodeAhead.ts) instead of after the app has drawn the screen. A failure is the app's to show: it
  // asks for the same files again.
  const form = painted ? document.getElementById('root')?.getAttribute(FIRST_PAINT_FORM_ATTRIBUTE) : null;
  void nextTask().then(() => {
    import('./appCodeAhead').catch(() => undefined);
    if (!painted) return undefined;
    return nextTask().then(() => {
      import('./formCodeAhead').catch(() => undefined);
      if (form) import('../forms/validatorChunks').then((chunks) => chunks.loadFormValidators(form)).catch(() => undefined);
    });
  });
}

// A language chosen on the painted screen, before the app is there: remembered as the app remembers it (a locale
// code), and the page loads again in that language.
function switchLanguage(code: string): void {
  try {
    window.localStorage.setItem(LOCALE_KEY, code);
  } catch {
    // Storage refused (private mode): the page loads again in the browser's language.
  }
  window.location.reload();
}

/** How long the app's download waits at most for the browser to show the painted screen. */
const PRESENT_WAIT_MS = 500;

// Resolves once the browser reports the painted screen on the glass (the largest-contentful-paint entry of its
// text), so the app's download and its taking over never race the borrower's first look at their screen: a screen
// replaced before the browser has shown it is a screen the borrower never saw. Browsers that report no such
// entries: the frame after the paint. At most PRESENT_WAIT_MS (a tab in the background shows nothing).
function afterShown(screen: Element): Promise<void> {
  return new Promise<void>((resolve) => {
    let observer: PerformanceObserver | null = null;
    const done = () => {
      observer?.disconnect();
      resolve();
    };
    setTimeout(done, PRESENT_WAIT_MS);
    if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => screen.contains((entry as PerformanceEntry & { element?: Element | null }).element ?? null))) done();
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    } else {
      afterNextPaint(done);
    }
  });
}

/** A page's painter (a chunk of its own): the engine's decision of the screen, then its paint (src/firstPaint). */
interface Painter {
  plan: (input: FirstPaintInput) => PaintPlan | null;
  paint: (doc: Document, input: FirstPaintInput, plan: PaintPlan) => string | null;
}

// The first read's body (a copy: the app reads the original), the page's painter and this language's first-paint
// copy, fetched together; then the paint. Whatever fails paints nothing.
function paintEarly(read: StartedRead): Promise<unknown> {
  const body = read.response.then((response) => (response.ok ? response.clone().json() : null));
  body.catch(() => undefined);
  const copy = (firstPaintLoaders[locale] ?? firstPaintLoaders.en)?.() ?? Promise.resolve(null);
  // The payment link's painter, or the signup page's (each a chunk of its own: a link never loads the prequal flow).
  const signup = read.signup;
  const painter: Promise<Painter> = signup
    ? import('../firstPaint/paintSignupScreen').then((m) => ({ plan: (input) => m.planSignupScreen(input, signup), paint: m.paintPlanned }))
    : import('../firstPaint/paintFirstScreen').then((m) => ({ plan: m.planFirstScreen, paint: m.paintPlanned }));
  return Promise.all([body, painter, copy]).then(([raw, { plan, paint }, firstCopy]) => {
    // A read slower than PAINT_WAIT_MS: the app is already on its way and draws the screen itself.
    if (raw === null || !firstCopy || appStarted) return undefined;
    // The engine's decision in this task, the words in the next, the form in the one after: short tasks instead of
    // one long one on a slow phone. A form not painted by the time the app starts is the app's to draw (it adopts
    // only what it finds).
    let formPainted: Promise<void> = Promise.resolve();
    const formLater = (paintForm: () => void) => {
      formPainted = nextTask().then(() => {
        if (!appStarted) paintForm();
      });
    };
    const input: FirstPaintInput = { raw, copy: firstCopy, location: window.location, today: localToday(), onLanguage: switchLanguage, formLater };
    const planned = plan(input);
    if (!planned) return undefined;
    return nextTask().then(() => {
      if (appStarted) return undefined;
      painted = paint(document, input, planned) !== null;
      const screen = painted ? document.querySelector('#root main') : null;
      return screen ? formPainted.then(() => afterShown(screen)) : undefined;
    });
  });
}

let read: StartedRead | null = null;
try {
  read = startEarlyRead();
} catch {
  // The app reads for itself then.
}
if (read) {
  const waited = new Promise((resolve) => setTimeout(resolve, PAINT_WAIT_MS));
  Promise.race([paintEarly(read), waited]).then(startApp, startApp);
} else {
  startApp();
}
