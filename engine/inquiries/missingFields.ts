import type { InquiryRequirements } from './resolveInquiries';

// "Fields prefilled by the server count as filled": which required entry-form fields still have no value.
// A dob counts as filled only when day, month and year all are.
export function missingFields(
  req: InquiryRequirements,
  values: Record<string, unknown>,
  onForm: (field: string) => boolean,
  dobParts: readonly string[],
): string[] {
  const filled = (f: string) => {
    const v = values[f] ?? req.prefilled[f];
    return v !== undefined && v !== null && String(v).trim() !== '';
  };
  return req.required.filter(onForm).filter((f) => (f === 'dob' ? !(filled('dob') || dobParts.every(filled)) : !filled(f)));
}
