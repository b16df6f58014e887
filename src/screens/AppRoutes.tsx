import { startTransition, useEffect, useMemo, useState } from 'react';
import { Route, Routes } from 'react-router';
import { onFlowsReplaced } from '../runtime/loadConfig';
import { useRuntime } from '../runtime/useRuntime';
import { routesOf } from './routesOf';
import { ScreenRoute } from './ScreenRoute';

// The router table: every screen of both journeys at its flow path; an unknown address shows the error page. Read
// again the moment the journeys are replaced (`npm run dev`'s form editor swaps them under the open page,
// src/runtime/loadConfig.ts: replaceFlows), not at the redraw that follows: an event the borrower sends meanwhile is
// routed by the new journeys, so a screen they added must be routable as soon as the engine can send the borrower
// there (its address otherwise falls to the payment link's /:token route, read as a link: "expired"). The table
// changes in a transition, as the router's address does: the address the editor moves the page to when it removes
// the page's screen (preview.ts, in the same task) is drawn with it, never the removed address with the new table.
export function AppRoutes() {
  const { config } = useRuntime();
  const [flows, setFlows] = useState(config.flows);
  useEffect(() => {
    const read = () => startTransition(() => setFlows(config.flows));
    const stop = onFlowsReplaced(read);
    read();
    return stop;
  }, [config]);
  const routes = useMemo(() => routesOf({ ...config, flows }), [config, flows]);
  const errorScreen = config.flows.borrower.errors.general ?? 'error';
  return (
    <Routes>
      {routes.map((r) => (
        <Route key={r.path} path={r.path} element={<ScreenRoute key={r.screenId} screenId={r.screenId} journey={r.journey} kind={r.kind} />} />
      ))}
      <Route path="*" element={<ScreenRoute key="*" screenId={errorScreen} journey="common" kind="screen" />} />
    </Routes>
  );
}
