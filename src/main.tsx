// Starts the borrower app (src/boot.ts imports it and calls start with the borrower's language): waits for that
// language's copy, reads the flows, builds the engine's dependencies, and renders. A flow or copy that cannot be
// read shows its problems on a page instead of a white screen.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { analytics } from './analytics/analytics';
import { App } from './App';
import { catalog } from './content/catalog';
import { loadLocale } from './content/locale';
import { createBrowserDeps } from './runtime/createBrowserDeps';
import { adoptPaintedForm, readPaintedForm } from './firstPaint/adoptPaintedForm';
import { FIRST_PAINT_ATTRIBUTE, onFirstScreen } from './runtime/firstScreen';
import { loadConfig } from './runtime/loadConfig';
import { localToday } from './runtime/localToday';
import type { Runtime } from './runtime/Runtime';
import { ConfigProblems } from './screens/ConfigProblems';

/**
 * How long a painted first screen may stay in front of an app that has started rendering but drawn no screen yet
 * (a read that hangs): then the app shows anyway, its loading state included.
 */
const TAKEOVER_LIMIT_MS = 10_000;
/** Starts the limit once the app renders (never before: an app with nothing rendered must not replace the page). */
let armTakeoverLimit: () => void = () => undefined;

// The page's root. When the boot painted the first screen (src/firstPaint), the app renders beside it, hidden, and
// replaces it once it has drawn its own first screen (the same heading and copy, so nothing moves): the borrower
// never sees the app's loading state over a screen they were already reading.
function mountPoint(): HTMLElement {
  const host = document.getElementById('root') as HTMLElement;
  if (!host.hasAttribute(FIRST_PAINT_ATTRIBUTE)) return host;
  const container = document.createElement('div');
  container.hidden = true;
  host.removeAttribute('id');
  container.id = 'root';
  host.after(container);
  let shown = false;
  // A painted form (src/firstPaint/paintForm.ts) is replaced by the app's once that is drawn, and what the borrower
  // typed there goes into it, in the task that draws it, before the browser shows the frame.
  const paintedForm = host.querySelector('main form') !== null;
  const show = () => {
    if (shown) return;
    shown = true;
    const answers = paintedForm ? readPaintedForm(host) : null;
    host.remove();
    container.hidden = false;
    if (answers) queueMicrotask(() => adoptPaintedForm(answers, container));
  };
  onFirstScreen(show, { form: paintedForm });
  armTakeoverLimit = () => {
    armTakeoverLimit = () => undefined;
    setTimeout(show, TAKEOVER_LIMIT_MS);
  };
  return container;
}

const root = createRoot(mountPoint());

/** A task boundary: what follows runs in a task of its own, after the browser has had a chance to paint and take input. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Renders the app in `locale` once its copy is in. */
export function start(locale: string): void {
  // The app's modules ran in this task; the copy, the flows and the first render each get a task of their own, so
  // none of them is a long task on a slow phone while the borrower may already be typing into the painted form.
  loadLocale(locale).then(nextTask).then(render, (error: unknown) => {
    root.render(<ConfigProblems problems={[error instanceof Error ? error.message : String(error)]} generic="" />);
  });
}

function render() {
  const generic = catalog.errors.errorPageGeneric ?? '';
  try {
    const config = loadConfig();
    if (!config.ok || catalog.problems.length > 0) {
      root.render(<ConfigProblems problems={[...(config.ok ? [] : config.error), ...catalog.problems]} generic={generic} />);
    } else {
      const { deps, session, local } = createBrowserDeps(config.value.errorRules, (event) => {
        if (event.type === 'failure') analytics.track('API Failure', { method: event.method, path: event.path, kind: event.kind, ...(event.status ? { status: event.status } : {}) });
      });
      const runtime: Runtime = { config: config.value, deps, session, local, analytics, today: () => localToday() };
      void nextTask().then(() => draw(runtime));
    }
  } catch (error) {
    root.render(<ConfigProblems problems={[error instanceof Error ? error.message : String(error)]} generic={generic} />);
  }
}

// The app's first render, in a task after the one that read the flows.
function draw(runtime: Runtime) {
  armTakeoverLimit();
  // A transition: React draws the app in slices, yielding to the browser between them, so the borrower's typing
  // in the painted form is never held up by one long task (docs/adr/0009).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App runtime={runtime} />
      </StrictMode>,
    );
  });
}
