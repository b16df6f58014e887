import type { AppConfig } from '../runtime/loadConfig';
import type { ScreenRouteProps } from './ScreenRoute';

export interface AppRoute extends ScreenRouteProps { path: string }

const paramCount = (path: string) => (path.match(/:/g) ?? []).length;

// One route per screen path of both journeys, read from the compiled flows. Fixed paths come first so the
// payment-link route /:token never swallows /choose_plan; among patterns, the longer ones first.
export function routesOf(config: AppConfig): AppRoute[] {
  const { borrower, prequal } = config.flows;
  const routes: AppRoute[] = [];
  const seen = new Set<string>();
  for (const flow of [borrower, prequal]) {
    for (const [screenId, screen] of Object.entries(flow.screens)) {
      if (seen.has(screen.path)) continue;
      seen.add(screen.path);
      const common = flow.origin[screenId] === 'flows/common.yaml';
      const isEntry = screenId === flow.entry;
      const kind: AppRoute['kind'] = flow.journey === 'borrower'
        ? (isEntry ? 'token' : screen.path === '/' ? 'root' : 'screen')
        : (isEntry ? 'prequalLink' : paramCount(screen.path) > 0 ? 'prequalSignup' : 'screen');
      // The prequal link answers without its checksum too, to say 'Invalid link. Checksum not specified.'.
      const path = kind === 'prequalLink' ? screen.path.replace(/(:[A-Za-z0-9_]+)$/, '$1?') : screen.path;
      routes.push({ path, screenId, journey: common ? 'common' : flow.journey, kind });
    }
  }
  return routes.sort((a, b) => paramCount(a.path) - paramCount(b.path) || b.path.split('/').length - a.path.split('/').length);
}
