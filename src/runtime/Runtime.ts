import type { ActionDeps } from '../../engine/actions/ActionTypes';
import type { SessionTokenStore } from '../../engine/session/createSessionTokenStore';
import type { StorageLike } from '../../engine/session/StorageLike';
import type { Analytics } from '../analytics/createAnalytics';
import type { AppConfig } from './loadConfig';

/** What the app runs on: the compiled config, the engine's dependencies, the session store and analytics. */
export interface Runtime {
  config: AppConfig;
  deps: ActionDeps;
  session: SessionTokenStore;
  local: StorageLike;
  analytics: Analytics;
  /** Today in the borrower's time zone, YYYY-MM-DD. */
  today: () => string;
}
