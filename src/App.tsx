import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { NetworkStatus } from './runtime/NetworkStatus';
import type { Runtime } from './runtime/Runtime';
import { RuntimeContext } from './runtime/RuntimeContext';
import { SessionWatch } from './screens/SessionWatch';
import { AppErrorBoundary } from './screens/AppErrorBoundary';
import { AppRoutes } from './screens/AppRoutes';
import { JourneyBanner } from './screens/JourneyBanner';

/** The app inside whatever router the caller gives (BrowserRouter in the browser, MemoryRouter in tests). */
export function AppShell({ runtime }: { runtime: Runtime }) {
  return (
    <RuntimeContext.Provider value={runtime}>
      <JotaiProvider>
        <div className="app">
          <JourneyBanner />
          <NetworkStatus />
          <AppErrorBoundary>
            <SessionWatch />
            <AppRoutes />
          </AppErrorBoundary>
        </div>
      </JotaiProvider>
    </RuntimeContext.Provider>
  );
}

// The borrower app: the runtime (flows, engine deps, analytics) rendered through the browser's address bar.
export function App({ runtime, children }: { runtime: Runtime; children?: ReactNode }) {
  return (
    <BrowserRouter>
      <AppShell runtime={runtime} />
      {children}
    </BrowserRouter>
  );
}
