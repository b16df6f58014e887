// What the third-party stand-ins need from the sandbox server: where bank links, identity outcomes, texted
// codes, emailed documents and analytics go. The server backs these with its database; tests use
// createMemoryStandinDeps().

/** A texted code or an emailed document, as the outbox page shows it. */
export interface OutboxMessage {
  id: string;
  /** Epoch milliseconds when it was "sent". */
  at: number;
  kind: 'sms' | 'email';
  /** Phone number (sms) or email address (email). */
  to: string;
  subject?: string;
  body: string;
  attachmentName?: string;
}

/** An identity inquiry's end as the stand-in's hosted page reports it. */
export type IdentityOutcome = 'completed' | 'failed' | 'abandoned';

export interface StandinDeps {
  /** Records a bank-link public token issued for a link token; the server's paymentaccounts route exchanges it. */
  bank: { issuePublicToken(linkToken: string, institutionId: string, accountIds: string[]): string };
  /** Identity inquiry outcomes for a loan application (the server's persona-inquiries route reads these). */
  identity: { recordOutcome(inquiryId: string, outcome: IdentityOutcome): void };
  /** Outbox for "texted" codes and emailed documents. */
  outbox: { list(): OutboxMessage[] };
  /** Analytics events received from the app. */
  analytics: { record(event: unknown): void; list(): unknown[] };
  now(): number;
}
