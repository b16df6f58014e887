import type { InquiryTable } from '../inquiries/InquiryTable';
import type { InquiryRequirements } from '../inquiries/resolveInquiries';
import type { FormSchema } from './FormDefinition';

// The entry form's fields this borrower is asked for (table order) and must fill; the agreement box last, not on an
// address-only page (flows/inquiries.yaml's address group).
export function entryForm(schema: FormSchema, req: InquiryRequirements, table: InquiryTable, consent?: string) {
  const all = schema.properties ?? {};
  const asked = req.shown.filter((f) => f in all && !table.notOnEntryForm.includes(f));
  const addressOnly = asked.every((f) => table.addressGroup.fields.includes(f));
  const agreement = consent !== undefined && consent in all && asked.length > 0 && !addressOnly ? [consent] : [];
  return { shown: [...asked, ...agreement], required: asked.filter((f) => req.required.includes(f)) };
}
