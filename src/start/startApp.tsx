// The app's second stage (src/start/main.tsx runs it after React's): the app's own modules, evaluated in a task of their
// own. `render` reads the flows and builds the engine's dependencies in one task and draws the app in the next.
import { startTransition, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { analytics } from '../analytics/analytics';
import { App } from '../App';
import { catalog } from '../content/catalog';
import { loadScreenForm } from '../forms/lazyScreenForm';
import { createBrowserDeps } from '../runtime/createBrowserDeps';
import { loadConfig } from '../runtime/loadConfig';
import { localToday } from '../runtime/localToday';
import type { Runtime } from '../runtime/Runtime';
import { ConfigProblems } from '../screens/ConfigProblems';
import { nextTask } from './schedule';

/** Reads the flows and draws the app into `root` (copy installed); `drawing` is called as the app starts drawing. */
export function render(root: Root, drawing: () => void): void {
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
      void nextTask().then(() => draw(root, runtime, drawing));
    }
  } catch (error) {
    root.render(<ConfigProblems problems={[error instanceof Error ? error.message : String(error)]} generic={generic} />);
  }
}

// The app's first render, in a task after the one that read the flows.
function draw(root: Root, runtime: Runtime, drawing: () => void) {
  drawing();
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

/** Runs the form library's code (already downloaded when the boot painted a form): its own task, its module's run. */
export function runFormCode(): void {
  loadScreenForm().catch(() => undefined);
}
