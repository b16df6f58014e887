import { useMemo } from 'react';
import { Route, Routes } from 'react-router';
import { useRuntime } from '../runtime/useRuntime';
import { routesOf } from './routesOf';
import { ScreenRoute } from './ScreenRoute';

// The router table: every screen of both journeys at its flow path; an unknown address shows the error page. Read
// again when the journeys are (`npm run dev`'s form editor swaps them under the open page, src/runtime/loadConfig.ts:
// replaceFlows, then redraws it): a screen it added is routable at once, one it removed no longer.
export function AppRoutes() {
  const { config } = useRuntime();
  const { flows } = config;
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
