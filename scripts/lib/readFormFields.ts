import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FormSchema } from '../../engine/forms/FormDefinition';
import { allProperties } from '../../engine/forms/allProperties';
import { FORMS_DIR, formIds } from './formValidators';

/** A form's questions as the config beside the flows names them. */
export interface FormFields {
  id: string;
  /** Field name -> its parts (a birth date's dobMonth, dobDay, dobYear), empty for a plain field. */
  fields: Record<string, string[]>;
  /** The form shows the fields the data-inquiry list asks for (`ui:askedBy: inquiries`): the entry form. */
  askedByInquiries: boolean;
}

const readJson = (file: string): unknown => {
  try { return JSON.parse(readFileSync(file, 'utf8')); } catch { return undefined; }
};

// The fields of every form in schemas/forms/ whose schema parses, for the checks of flows/inquiries.yaml and
// flows/errors.yaml. A schema that does not parse is left out and `complete` is false: its own JSON line is the
// root cause, and a name held against an incomplete list is not reported.
export function readFormFields(): { forms: FormFields[]; complete: boolean } {
  const forms: FormFields[] = [];
  let complete = true;
  for (const id of formIds()) {
    const schema = readJson(join(FORMS_DIR, `${id}.schema.json`)) as FormSchema | undefined;
    const uiFile = join(FORMS_DIR, `${id}.ui.json`);
    const ui = existsSync(uiFile) ? (readJson(uiFile) as Record<string, unknown> | undefined) : {};
    if (!schema || typeof schema !== 'object' || !ui) { complete = false; continue; }
    const props = allProperties(schema);
    const fields = Object.fromEntries(Object.entries(props).map(([name, node]) => [name, Object.keys(node.properties ?? {})]));
    forms.push({ id, fields, askedByInquiries: ui['ui:askedBy'] === 'inquiries' });
  }
  return { forms, complete };
}
