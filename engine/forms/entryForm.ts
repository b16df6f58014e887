import type { InquiryTable } from '../inquiries/InquiryTable';
import type { InquiryRequirements } from '../inquiries/resolveInquiries';
import type { FormSchema } from './FormDefinition';

export interface EntryForm {
  /** The fields this borrower is asked for, in the table's order, the agreement box last when it shows. */
  shown: string[];
  /** The asked fields the borrower must fill (the suite never is). */
  required: string[];
}

// Narrows the entry form to what this borrower is asked for, so one schema serves every data-inquiry list. The
// agreement box (`consent`: the field its UI schema records, engine/forms/formRoles.ts) shows on the personal-data
// page, not on a page that asks only for the address (flows/inquiries.yaml's address group).
export function entryForm(schema: FormSchema, req: InquiryRequirements, table: InquiryTable, consent?: string): EntryForm {
  const all = schema.properties ?? {};
  const asked = req.shown.filter((f) => f in all && !table.notOnEntryForm.includes(f));
  const addressOnly = asked.every((f) => table.addressGroup.fields.includes(f));
  const agreement = consent !== undefined && consent in all && asked.length > 0 && !addressOnly ? [consent] : [];
  return { shown: [...asked, ...agreement], required: asked.filter((f) => req.required.includes(f)) };
}
