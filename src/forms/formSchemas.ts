import completionDate from '../../schemas/forms/completion_date.schema.json';
import emailConfirm from '../../schemas/forms/email_confirm.schema.json';
import entry from '../../schemas/forms/entry.schema.json';
import phone from '../../schemas/forms/phone.schema.json';
import pin from '../../schemas/forms/pin.schema.json';
import prequalAddress from '../../schemas/forms/prequal_address.schema.json';
import prequalEntry from '../../schemas/forms/prequal_entry.schema.json';

export type FormSchema = { type?: string; properties?: Record<string, FormSchema>; required?: string[]; [k: string]: unknown };

// The form schemas a flow may name under `form:` (schemas/forms/<id>.schema.json), keyed by that id.
export const formSchemas: Record<string, FormSchema> = {
  completion_date: completionDate, email_confirm: emailConfirm, entry, phone, pin, prequal_address: prequalAddress, prequal_entry: prequalEntry,
};
