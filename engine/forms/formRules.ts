import type { FieldIssue } from '../fields/FieldIssue';
import type { ValidationContext } from '../fields/ValidationContext';
import { validators } from '../fields/registry';

type Rule = (value: unknown, ctx: ValidationContext) => FieldIssue | null;
const text = (value: unknown): string => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));

// The rules a JSON Schema cannot say, by the names a schema lists under `x-rules`. Each runs only once the value is
// present and has passed the schema's own keywords, so it speaks only of what it alone knows: the calendar, today,
// the offer, the server's limits or the list of real top-level domains.
export const formRules = {
  /** A real calendar date, not in the future and less than 120 years ago (the value is { dobMonth, dobDay, dobYear }). */
  dobRange: (value, ctx) => {
    const parts = (value ?? {}) as Record<string, unknown>;
    return validators.dob({ year: text(parts.dobYear), month: text(parts.dobMonth), day: text(parts.dobDay) }, ctx);
  },
  /** The address ends in a top-level domain that exists ("name@gmail.con" is caught before the server sees it). */
  emailDomain: (value, ctx) => validators.email(text(value), ctx),
  /** Confirm later: not in the past (wording by vertical), and before the offer expires. */
  completionDate: (value, ctx) => validators.completionDate(text(value), ctx),
  /** Only the spec's safe-text characters; the message names the ones to remove. */
  safeText: (value, ctx) => validators.safeText(text(value), ctx),
  /** Suite, apartment or unit: letters, digits and # - / . , ' only, naming any other character. */
  addressSecondary: (value, ctx) => validators.addressSecondary(text(value), ctx),
  /** A requested amount from $500 to the prequalified maximum (the context's maxAmount). */
  requestedAmount: (value, ctx) => validators.requestedAmount(text(value), ctx),
} as const satisfies Record<string, Rule>;

export type FormRuleName = keyof typeof formRules;
