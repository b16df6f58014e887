import type { FastifyInstance } from 'fastify';
import type { StandinDeps } from './StandinDeps';
import { analyticsStandin } from './analytics/analyticsStandin';
import { autocompleteStandin } from './autocomplete/autocompleteStandin';
import { bankLinkStandin } from './bankLink/bankLinkStandin';
import { identityStandin } from './identity/identityStandin';
import { outboxStandin } from './outbox/outboxStandin';
import { plaidToolStandin } from './plaidTool/plaidToolStandin';

export interface StandinOptions {
  deps: StandinDeps;
  /** The pages that show what was sent (outbox page, analytics list): on in development, off in production. */
  inspect?: boolean;
  /** Analytics requests per client per minute. */
  analyticsPerMinute?: number;
}

// One call for the server: every third-party stand-in, sharing the same deps. With inspect off, nothing that lists
// texted codes, emails or analytics is served (those paths are 404).
export async function registerStandins(app: FastifyInstance, opts: StandinOptions): Promise<void> {
  const { deps } = opts;
  const inspect = opts.inspect !== false;
  app.register(bankLinkStandin, { deps });
  app.register(plaidToolStandin, { deps });
  app.register(identityStandin, { deps });
  app.register(autocompleteStandin, { deps });
  if (inspect) app.register(outboxStandin, { deps });
  app.register(analyticsStandin, { deps, inspect, ...(opts.analyticsPerMinute !== undefined ? { requestsPerMinute: opts.analyticsPerMinute } : {}) });
}
