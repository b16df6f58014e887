import { randomUUID } from 'node:crypto';
import type { Repo } from '../db/createRepo';
import { ANALYTICS_RETENTION_MS, MAX_STORED_EVENTS } from '../standins/analytics/analyticsLimits';
import type { StandinDeps } from '../standins/StandinDeps';

const PRUNE_EVERY = 100;

// The stand-ins' dependencies backed by the sandbox database, so bank links, identity outcomes, the outbox and
// analytics survive restarts and the API routes see what the stand-in pages did.
export function standinDepsFromRepo(repo: Repo, now: () => number): StandinDeps {
  let sincePrune = 0;
  // Retention: events older than a week go, and all but the newest MAX_STORED_EVENTS (checked every 100 events).
  const prune = (): void => {
    sincePrune = 0;
    repo.analytics.prune(now() - ANALYTICS_RETENTION_MS, MAX_STORED_EVENTS);
  };
  prune();
  return {
    bank: {
      issuePublicToken(linkToken, institutionId, accountIds) {
        const token = `public-sandbox-${randomUUID()}`;
        repo.publicTokens.insert(token, linkToken, institutionId, accountIds);
        return token;
      },
    },
    identity: { recordOutcome: (inquiryId, outcome) => repo.identity.set(inquiryId, outcome, now()) },
    outbox: { list: () => repo.outbox.list() },
    analytics: {
      record(event) {
        repo.analytics.add(event, now());
        sincePrune += 1;
        if (sincePrune >= PRUNE_EVERY) prune();
      },
      list: () => repo.analytics.list(),
    },
    now,
  };
}
