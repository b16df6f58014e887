import { randomUUID } from 'node:crypto';
import type { Repo } from '../db/createRepo';
import type { StandinDeps } from '../standins/StandinDeps';

// The stand-ins' dependencies backed by the sandbox database, so bank links, identity outcomes, the outbox and
// analytics survive restarts and the API routes see what the stand-in pages did.
export function standinDepsFromRepo(repo: Repo, now: () => number): StandinDeps {
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
    analytics: { record: (event) => repo.analytics.add(event, now()), list: () => repo.analytics.list() },
    now,
  };
}
