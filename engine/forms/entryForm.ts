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
// agreement box shows on the personal-data page, not on a page that asks only for the address.
export function entryForm(schema: FormSchema, req: InquiryRequirements, table: InquiryTable): EntryForm {
  const all = schema.properties ?? {};
  const asked = req.shown.filter((f) => f in all && !table.notOnEntryForm.includes(f));
  const addressOnly = asked.every((f) => table.addressGroup.fields.includes(f) || f === 'zip' || f === 'stateCode');
  const consent = asked.length > 0 && !addressOnly && 'reviewed' in all;
  return { shown: consent ? [...asked, 'reviewed'] : asked, required: asked.filter((f) => req.required.includes(f)) };
}
