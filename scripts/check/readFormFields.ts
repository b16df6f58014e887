import type { FormSchema } from '../../engine/forms/FormDefinition';
import { allProperties } from '../../engine/forms/allProperties';
import { formSchemaOf } from './formSchemaOf';
import { perProject } from './perProject';
import { filesUnder, type Project } from './Project';

/** A form's questions as the config beside the flows names them. */
export interface FormFields {
  id: string;
  /** Field name -> its parts (a birth date's dobMonth, dobDay, dobYear), empty for a plain field. */
  fields: Record<string, string[]>;
  /** The form shows the fields the data-inquiry list asks for (`ui:askedBy: inquiries`): the entry form. */
  askedByInquiries: boolean;
}

const readJson = (text: string | undefined): unknown => {
  try { return text === undefined ? undefined : JSON.parse(text); } catch { return undefined; }
};

/** The form ids of schemas/forms/: every `<id>.schema.json`, sorted. */
export const formIdsOf = (project: Project): string[] =>
  Object.keys(filesUnder(project, 'schemas/forms', '.schema.json')).map((f) => f.slice('schemas/forms/'.length, -'.schema.json'.length));

// The fields of every form in schemas/forms/ whose schema parses, for the checks of flows/inquiries.yaml and
// flows/errors.yaml. A schema that does not parse is left out and `complete` is false: its own JSON line is the
// root cause, and a name held against an incomplete list is not reported.
export const readFormFields = perProject((project: Project): { forms: FormFields[]; complete: boolean } => {
  const forms: FormFields[] = [];
  let complete = true;
  for (const id of formIdsOf(project)) {
    const read = formSchemaOf(project, id);
    const schema: FormSchema | undefined = read.ok ? read.value : undefined;
    const uiText = project.texts[`schemas/forms/${id}.ui.json`];
    const ui = uiText !== undefined ? (readJson(uiText) as Record<string, unknown> | undefined) : {};
    if (!schema || typeof schema !== 'object' || !ui) { complete = false; continue; }
    const props = allProperties(schema);
    const fields = Object.fromEntries(Object.entries(props).map(([name, node]) => [name, Object.keys(node.properties ?? {})]));
    forms.push({ id, fields, askedByInquiries: ui['ui:askedBy'] === 'inquiries' });
  }
  return { forms, complete };
});
