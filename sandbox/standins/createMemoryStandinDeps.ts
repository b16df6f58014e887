import { randomUUID } from 'node:crypto';
import { MAX_STORED_EVENTS } from './analytics/analyticsLimits';
import type { IdentityOutcome, OutboxMessage, StandinDeps } from './StandinDeps';

/** One public token the bank-link stand-in asked for. */
export interface IssuedPublicToken {
  publicToken: string;
  linkToken: string;
  institutionId: string;
  accountIds: string[];
}

/** StandinDeps held in memory, with the handles a test needs to look inside and to fill the outbox. */
export interface MemoryStandinDeps extends StandinDeps {
  bank: StandinDeps['bank'] & { issued: IssuedPublicToken[] };
  identity: StandinDeps['identity'] & { outcomes: Map<string, IdentityOutcome> };
  outbox: StandinDeps['outbox'] & { add(message: OutboxMessage): void };
}

// Tests and throwaway demos run the stand-ins without a database; the server replaces this with SQLite.
export function createMemoryStandinDeps(options: { now?: () => number } = {}): MemoryStandinDeps {
  const issued: IssuedPublicToken[] = [];
  const outcomes = new Map<string, IdentityOutcome>();
  const messages: OutboxMessage[] = [];
  const events: unknown[] = [];
  return {
    bank: {
      issued,
      issuePublicToken(linkToken, institutionId, accountIds) {
        const publicToken = `public-sandbox-${randomUUID()}`;
        issued.push({ publicToken, linkToken, institutionId, accountIds: [...accountIds] });
        return publicToken;
      },
    },
    identity: {
      outcomes,
      recordOutcome(inquiryId, outcome) {
        outcomes.set(inquiryId, outcome);
      },
    },
    outbox: {
      add(message) {
        messages.push({ ...message });
      },
      list: () => messages.map((message) => ({ ...message })),
    },
    analytics: {
      record(event) {
        events.push(event);
        if (events.length > MAX_STORED_EVENTS) events.splice(0, events.length - MAX_STORED_EVENTS);
      },
      list: () => [...events],
    },
    now: options.now ?? (() => Date.now()),
  };
}
