import type { DataInquiry } from '../state/LoanApplication';
import type { InquiryTable } from './InquiryTable';

export interface InquiryRequirements {
  /** Fields the borrower must give, in the table's entry order (routing fields last). */
  required: string[];
  /** Fields a form shows: the required ones plus optional companions (the suite beside a street address). */
  shown: string[];
  /** Server-prefilled values by field; a prefilled dob is also split into its parts. */
  prefilled: Record<string, string>;
  /** Server error messages by field (errorMessage of the inquiry). */
  errors: Record<string, string>;
  /** Inquiry types the table does not know: shown to QA, never fatal. */
  unknownTypes: string[];
}

const DOB = /^(\d{4})-(\d{2})-(\d{2})$/;

// Turns the server's dataInquiryList into the fields a screen must ask for, applying the grouping rules once so
// routing and forms agree on what "required" means. Every field it treats apart (the address group, a zip without a
// city, the birth date's parts) is named by the table, never here.
export function resolveInquiries(list: readonly DataInquiry[], table: InquiryTable): InquiryRequirements {
  const asked = new Set<string>();
  const prefilled: Record<string, string> = {};
  const errors: Record<string, string> = {};
  const unknownTypes: string[] = [];
  for (const inquiry of list) {
    const field = table.types[inquiry.type];
    if (!field) {
      unknownTypes.push(inquiry.type);
      continue;
    }
    asked.add(field);
    if (typeof inquiry.prefilledValue === 'string' && inquiry.prefilledValue !== '') {
      prefilled[field] = inquiry.prefilledValue;
      const dob = field === table.dobField ? DOB.exec(inquiry.prefilledValue) : null;
      if (dob) table.dobParts.forEach((part, i) => (prefilled[part] = dob[i + 1] as string));
    }
    if (typeof inquiry.errorMessage === 'string' && inquiry.errorMessage !== '') errors[field] = inquiry.errorMessage;
  }
  if (table.addressGroup.triggers.some((f) => asked.has(f))) table.addressGroup.fields.forEach((f) => asked.add(f));
  for (const { asked: field, without, alsoAsk } of table.askedWithout) if (asked.has(field) && !asked.has(without)) asked.add(alsoAsk);
  const order = (fields: Set<string>) => [
    ...table.entryOrder.filter((f) => fields.has(f)),
    ...[...fields].filter((f) => !table.entryOrder.includes(f)).sort(),
  ];
  const shown = order(asked);
  table.neverRequired.forEach((f) => asked.delete(f));
  return { required: order(asked), shown, prefilled, errors, unknownTypes };
}
