import { useMemo } from 'react';
import { Route, Routes } from 'react-router';
import { useRuntime } from '../runtime/useRuntime';
import { routesOf } from './routesOf';
import { ScreenRoute } from './ScreenRoute';

// The router table: every screen of both journeys at its flow path; an unknown address shows the error page.
export function AppRoutes() {
  const { config } = useRuntime();
  const routes = useMemo(() => routesOf(config), [config]);
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
