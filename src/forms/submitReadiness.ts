import type { FieldIssue } from '../../engine/fields/FieldIssue';
import { plainText } from '../ui/plainText';
import { canSubmit } from './canSubmit';
import type { ZipStatus } from './theme/zipStatus';

export interface ReadinessInput {
  /** The fields shown, in order. */
  shown: readonly string[];
  /** Each field's problem as the borrower types (engine/forms/formIssues). */
  issues: Readonly<Record<string, FieldIssue>>;
  /** Fields with a message of their own (the lender's, the unknown zip). */
  blockedFields: readonly string[];
  zip: ZipStatus | null;
  consentField: string | undefined;
  consentRecorded: boolean;
  busy: boolean;
  blocked: boolean;
  labels: Readonly<Record<string, string>>;
  copyValues: Readonly<Record<string, unknown>>;
  messages: Readonly<Record<string, string>>;
}

export interface Readiness {
  ready: boolean;
  /** The shown fields that are wrong or missing, in order. */
  invalid: string[];
  /** What a disabled submit waits for: the labels of the fields and the agreement's words (none when it is enabled,
   * busy or blocked). */
  needs: string[];
}

// Whether the form may be sent (section 5, src/forms/canSubmit.ts), and what a disabled submit waits for: the
// fields still empty or wrong, by their labels, and the agreement (issue 15; said in a sentence by the form).
export function submitReadiness(input: ReadinessInput): Readiness {
  const invalid = input.shown.filter((f) => f !== input.consentField && (input.issues[f] || input.blockedFields.includes(f)));
  const consentPending = Boolean(input.consentField) && !input.consentRecorded;
  const ready = canSubmit({
    busy: input.busy, pageError: input.blocked, missing: [], invalid, zip: input.zip,
    consentRequired: Boolean(input.consentField), consentRecorded: input.consentRecorded,
  });
  const needs = ready || input.busy || input.blocked ? [] : [
    ...invalid.map((f) => plainText(input.labels[f] ?? '', input.copyValues)),
    ...(consentPending ? [input.messages.submitNeedsAgreement ?? ''] : []),
  ].filter(Boolean);
  return { ready, invalid, needs };
}
