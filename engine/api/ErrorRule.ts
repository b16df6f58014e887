// One line of flows/errors.yaml: how a server message is recognised and what kind of failure it is.

/** Kinds a rule may assign; the other ApiError kinds come from the transport, not from message text. */
export const RULE_KINDS = ['field', 'screen', 'expired', 'lockout', 'inactivity', 'general'] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

/** Exactly one matcher; matching is case-sensitive, as the spec quotes the server texts. */
export type MessageMatch = { startsWith: string } | { contains: string } | { equals: string };

export interface ErrorRule {
  match: MessageMatch;
  kind: RuleKind;
  /** The form field for kind 'field'. */
  field?: string;
  /** Content key (content/<locale>/errors.yaml): what the borrower reads for this message, never the server text.
   * Required when the borrower sees the message (flows:check's errorRules rule). */
  code?: string;
}
