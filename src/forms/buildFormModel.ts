import type { FieldTable } from '../../engine/fields/FieldTable';
import { formatters } from '../../engine/fields/registry';
import { entryForm } from '../../engine/forms/entryForm';
import type { InquiryTable } from '../../engine/inquiries/InquiryTable';
import { resolveInquiries } from '../../engine/inquiries/resolveInquiries';
import type { DataInquiry } from '../../engine/state/LoanApplication';
import { formSchemas } from './formSchemas';
import type { FormValues } from './FormValues';

export interface FormModel {
  /** Fields in the order they show. */
  fields: string[];
  required: string[];
  /** Values as shown at first: server prefills, formatted. */
  initial: FormValues;
  /** The agreement box shows and gates Continue. */
  consentRequired: boolean;
  /** Server messages per field from the data-inquiry list. */
  serverErrors: Record<string, string>;
}

export interface FormSource {
  dataInquiryList?: DataInquiry[] | undefined;
  mobileNumber?: string | null | undefined;
}

// A saved number is E.164 (+15555550100): the borrower sees the 10 digits they would type.
const localPhone = (value: string) => value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

const display = (table: FieldTable, field: string, raw: string): string => {
  const value = field === 'phone' ? localPhone(raw) : raw;
  const format = table.fields[field]?.format;
  return format ? (formatters[format] as (v: unknown) => string)(value) : value;
};

// The form a screen shows for this state: the entry form narrowed to what the server asks for (engine/forms/
// entryForm), any other form as its schema says; server prefills (and the merchant's phone) fill it in.
export function buildFormModel(formId: string, source: FormSource | null, inquiries: InquiryTable, table: FieldTable): FormModel | null {
  const schema = formSchemas[formId];
  if (!schema) return null;
  const req = resolveInquiries(source?.dataInquiryList ?? [], inquiries);
  const initial: FormValues = {};
  if (formId === 'entry') {
    const form = entryForm(schema, req, inquiries);
    for (const [field, value] of Object.entries(form.initial)) {
      if (field === 'dob' && value && typeof value === 'object') {
        const parts = value as Record<string, string | undefined>;
        initial.dob = { dobMonth: parts.dobMonth ?? '', dobDay: parts.dobDay ?? '', dobYear: parts.dobYear ?? '' };
      } else if (typeof value === 'string') initial[field] = display(table, field, value);
    }
    return { fields: form.order, required: form.schema.required ?? [], initial, consentRequired: form.consentRequired, serverErrors: req.errors };
  }
  const fields = Object.keys(schema.properties ?? {});
  for (const field of fields) {
    const prefilled = field === 'phone'
      ? req.prefilled.phone ?? req.prefilled.merchantProvidedPhone ?? source?.mobileNumber ?? undefined
      : req.prefilled[field];
    if (field === 'dob' && req.prefilled.dobYear) {
      initial.dob = { dobMonth: req.prefilled.dobMonth ?? '', dobDay: req.prefilled.dobDay ?? '', dobYear: req.prefilled.dobYear };
    } else if (typeof prefilled === 'string' && prefilled !== '') initial[field] = display(table, field, prefilled);
  }
  return { fields, required: schema.required ?? [], initial, consentRequired: fields.includes('reviewed'), serverErrors: req.errors };
}
