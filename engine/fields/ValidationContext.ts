// Everything a form rule (x-rules) may need besides the value. The clock is injected (`today`) so the rules stay
// pure and tests can pin the date; nothing in engine/fields reads the real clock.
export interface ValidationContext {
  /** The borrower's "now"; only its local calendar date is used. */
  today: Date;
  /** Offer expiration as 'YYYY-MM-DD' (an ISO date-time is read by its first 10 characters). */
  offerExpiration?: string;
  /** Merchant vertical: 'HS' (home services), 'LG' or another code; changes some wording. */
  vertical?: string;
  /** Upper bound for a requested amount in whole dollars (the prequalified maximum). */
  maxAmount?: number;
  /** The form's answers as they stand, for a rule that reads another field: the one its options name (minimumAge's stateField). */
  answers?: Readonly<Record<string, unknown>>;
}
