import type { InquiryTable } from '../inquiries/InquiryTable';
import type { InquiryRequirements } from '../inquiries/resolveInquiries';

type JsonSchema = { type?: string; properties?: Record<string, JsonSchema>; required?: string[]; [k: string]: unknown };

export interface EntryForm {
  /** The entry schema narrowed to the fields the server asks for, in the table's order. */
  schema: JsonSchema;
  /** Prefilled values (a prefilled dob split into its parts); they count as filled. */
  initial: Record<string, unknown>;
  /** The agreement box shows on the first (personal data) page. */
  consentRequired: boolean;
  /** Field order for the renderer. */
  order: string[];
}

// Narrows the entry form to what this borrower is asked for, so one schema serves every data-inquiry list.
export function entryForm(base: JsonSchema, req: InquiryRequirements, table: InquiryTable): EntryForm {
  const all = base.properties ?? {};
  const shown = req.shown.filter((f) => f in all && !table.notOnEntryForm.includes(f));
  const addressOnly = shown.every((f) => table.addressGroup.fields.includes(f) || f === 'zip' || f === 'stateCode');
  const consentRequired = shown.length > 0 && !addressOnly && 'reviewed' in all;
  const fields = consentRequired ? [...shown, 'reviewed'] : shown;
  const properties = Object.fromEntries(fields.map((f) => [f, all[f] as JsonSchema]));
  const required = fields.filter((f) => req.required.includes(f) || f === 'reviewed');
  const initial: Record<string, unknown> = {};
  for (const f of shown) {
    if (f === 'dob') {
      const [y, m, d] = table.dobParts;
      if (req.prefilled[y]) initial.dob = { [y]: req.prefilled[y], [m]: req.prefilled[m], [d]: req.prefilled[d] };
    } else if (req.prefilled[f] !== undefined) initial[f] = req.prefilled[f];
  }
  return { schema: { ...base, properties, required }, initial, consentRequired, order: fields };
}
