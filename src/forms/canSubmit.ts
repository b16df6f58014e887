import type { ZipStatus } from './theme/zipStatus';

export interface SubmitGate {
  busy: boolean;
  pageError: boolean;
  /** Required fields with no value (prefilled values count as filled). */
  missing: readonly string[];
  /** Fields with a validation or server error. */
  invalid: readonly string[];
  /** The zip check's state when a zip is typed; null when the form has no zip to check. */
  zip: ZipStatus | null;
  /** The first page's agreement box: ticked and recorded with the server. */
  consentRequired: boolean;
  consentRecorded: boolean;
}

// Section 5: Continue is disabled while loading, on error, when a required field is empty, on any field error,
// while the zip is unchecked, and on the first page until the agreement is ticked and recorded.
export function canSubmit(gate: SubmitGate): boolean {
  return !gate.busy && !gate.pageError && gate.missing.length === 0 && gate.invalid.length === 0 &&
    (gate.zip === null || gate.zip === 'valid') && (!gate.consentRequired || gate.consentRecorded);
}
