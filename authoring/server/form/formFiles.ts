import type { FormSchema, UiSchema } from '../../../engine/forms/FormDefinition';
import type { FileSet } from './fileSet';

// Where a form's files are, from the project's root, and the form's two JSON files read as they are in a change's
// file set: what every part of the form editor reads before it changes anything.
export const schemaFile = (form: string) => `schemas/forms/${form}.schema.json`;
export const uiFile = (form: string) => `schemas/forms/${form}.ui.json`;
export const copyFile = (locale: string, copy: string) => `content/${locale}/screens/${copy}.md`;

/** A form's two files as they are (in the change's file set). */
export function formFiles(files: FileSet, form: string): { schema: FormSchema; ui: UiSchema } {
  const ui = files.exists(uiFile(form)) ? (JSON.parse(files.read(uiFile(form))) as UiSchema) : {};
  return { schema: JSON.parse(files.read(schemaFile(form))) as FormSchema, ui };
}
