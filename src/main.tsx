// Starts the borrower app: picks the borrower's language and downloads its copy, reads the flows, builds the
// engine's dependencies, and renders. A flow or copy that cannot be read shows its problems on a page instead of a
// white screen.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { analytics } from './analytics/analytics';
import { App } from './App';
import { catalog } from './content/catalog';
import { availableLocales, chooseLocale, loadLocale, LOCALE_KEY } from './content/locale';
import { createBrowserDeps } from './runtime/createBrowserDeps';
import { loadConfig } from './runtime/loadConfig';
import { localToday } from './runtime/localToday';
import type { Runtime } from './runtime/Runtime';
import { ConfigProblems } from './screens/ConfigProblems';
import './styles/app.css';

const root = createRoot(document.getElementById('root') as HTMLElement);
const stored = (() => {
  try {
    return window.localStorage.getItem(LOCALE_KEY);
  } catch {
    return null;
  }
})();
const locale = chooseLocale(navigator.languages?.length ? navigator.languages : [navigator.language], availableLocales, stored);

loadLocale(locale).then(start, (error: unknown) => {
  root.render(<ConfigProblems problems={[error instanceof Error ? error.message : String(error)]} generic="" />);
});

function start() {
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
      root.render(
        <StrictMode>
          <App runtime={runtime} />
        </StrictMode>,
      );
    }
  } catch (error) {
    root.render(<ConfigProblems problems={[error instanceof Error ? error.message : String(error)]} generic={generic} />);
  }
}
