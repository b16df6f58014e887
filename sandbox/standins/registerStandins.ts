import type { FastifyInstance } from 'fastify';
import type { StandinDeps } from './StandinDeps';
import { analyticsStandin } from './analytics/analyticsStandin';
import { autocompleteStandin } from './autocomplete/autocompleteStandin';
import { bankLinkStandin } from './bankLink/bankLinkStandin';
import { identityStandin } from './identity/identityStandin';
import { outboxStandin } from './outbox/outboxStandin';
import { plaidToolStandin } from './plaidTool/plaidToolStandin';

// One call for the server: every third-party stand-in, sharing the same deps.
export async function registerStandins(app: FastifyInstance, opts: { deps: StandinDeps }): Promise<void> {
  const { deps } = opts;
  app.register(bankLinkStandin, { deps });
  app.register(plaidToolStandin, { deps });
  app.register(identityStandin, { deps });
  app.register(autocompleteStandin, { deps });
  app.register(outboxStandin, { deps });
  app.register(analyticsStandin, { deps });
}
