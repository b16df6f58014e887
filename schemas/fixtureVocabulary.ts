// What a fixture's steps may name that the sandbox acts out: merchant actions, fault statuses and counts, the test
// banks. Data beside the fixture schema (fixture.schema.json), read by the sandbox that acts them out and by the
// replay's step checker that holds QA's fixtures to them, so neither reaches into the other.

/** What the merchant (or time) does to an application (`merchant:` steps, the control API's actions). */
export const MERCHANT_ACTIONS = ['confirmLock', 'declineLock', 'expireLock', 'refund', 'cancel', 'settle', 'expire'] as const;

/** The answers a gateway or an overloaded server gives; the ones a status fault may send. */
export const FAULT_STATUSES = [408, 429, 500, 502, 503, 504] as const;

/** The fault statuses that may carry Retry-After. */
export const RETRY_AFTER_STATUSES: readonly number[] = [429, 503];

/** How many calls in a row one fault may hit. */
export const MAX_FAULT_TIMES = 20;

const banks = [
  { institution_id: 'ins_sandbox_bank', name: 'Sandbox Bank' },
  { institution_id: 'ins_harbor_cu', name: 'Harbor Credit Union' },
  { institution_id: 'ins_oauth_bank', name: 'OAuth Bank (redirects)' },
] as const;

/** The banks the bank-link stand-in offers, by Plaid-style sandbox id and the name the borrower picks. */
export const SANDBOX_BANKS: readonly { institution_id: (typeof banks)[number]['institution_id']; name: string }[] = banks;
