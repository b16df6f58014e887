/** The identity inquiry as the moreinfo screen uses it (section 3 "Identity inquiry"). */
export interface IdentityInquiry {
  templateId: string | null;
  inquiryId: string | null;
  sessionToken: string | null;
  anySubmitted: boolean;
  anyFailed: boolean;
  /** Prefill for the provider's form; personal data, never logged. */
  piiData: Record<string, string>;
}

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

// Reads the persona-inquiries answer (already checked against the contract) into plain fields, dropping what is
// null or not text, so the screen never has to guess at shapes.
export function readInquiry(raw: unknown): IdentityInquiry {
  const body = record(raw);
  const active = record(body.activeInquiry);
  const pii = Object.fromEntries(
    Object.entries(record(body.piiData)).flatMap(([key, value]) => (str(value) ? [[key, value as string]] : [])),
  );
  return {
    templateId: str(body.templateId),
    inquiryId: str(active.id),
    sessionToken: str(active.sessionToken),
    anySubmitted: body.anySubmitted === true,
    anyFailed: body.anyFailed === true,
    piiData: pii,
  };
}
