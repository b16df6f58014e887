import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { createSessionTokenStore } from '../../../engine/session/createSessionTokenStore';
import type { AnalyticsValue } from '../../../src/analytics/scrubProperties';
import { AppShell } from '../../../src/App';
import { loadConfig } from '../../../src/runtime/loadConfig';
import type { Runtime } from '../../../src/runtime/Runtime';
import { fakeDeps, type Responder } from '../../support/fakeDeps';
import { TODAY } from '../../support/flows';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
};

const config = loadConfig();
if (!config.ok) throw new Error(`config does not load: ${config.error.join('; ')}`);

// The whole app at one address, over a scripted API (tests/support/fakeDeps), with analytics recorded; `config`
// stands in for the compiled flows (a test's own edit of a screen).
export function renderApp(path: string, respond: Responder, options: { token?: string; config?: (loaded: Runtime['config']) => Runtime['config'] } = {}) {
  const { deps, calls } = fakeDeps(respond);
  if (options.token) deps.tokens.saveToken(options.token);
  const events: { event: string; properties: Record<string, unknown> }[] = [];
  const where = { path: '' };
  const runtime: Runtime = {
    config: (options.config ?? ((c) => c))((config as { ok: true; value: Runtime['config'] }).value),
    deps,
    session: createSessionTokenStore(memory()),
    local: memory(),
    analytics: { track: (event, properties = {}) => void events.push({ event, properties: properties as Record<string, AnalyticsValue> }), identify: () => undefined, flush: () => undefined },
    today: () => TODAY,
  };
  function Probe() {
    const location = useLocation();
    where.path = location.pathname + location.search;
    return null;
  }
  const utils = render(
    <MemoryRouter initialEntries={[path]}>
      <AppShell runtime={runtime} />
      <Probe />
    </MemoryRouter>,
  );
  return { ...utils, calls, events, where, runtime };
}
