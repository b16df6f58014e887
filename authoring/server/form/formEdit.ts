import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FormSchema, UiSchema } from '../../../engine/forms/FormDefinition';
import { DEFAULT_MESSAGES } from '../../../engine/forms/formIssues';
import type { Problem } from '../../../engine/Problem';
import { codeNames } from '../../../scripts/check/codeNames';
import type { FileSet } from './fileSet';
import { schemaFile, uiFile } from './formFiles';
import { jsonFile } from './jsonFile';
import { editYamlMap, type MapEdit } from './yamlMapLines';

// What every change of the form editor writes with (formChange.ts and the parts of a question it changes:
// questionRuleChange.ts, questionWidget.ts): its refusals, the form's two JSON files and the YAML maps of the copy,
// each changed in its own layout, and the messages of a rule, kept or taken out as flows:check's textKeys rule reads them.

/** A problem of the editor's own, with the field of its form it is about ('condition', 'choices.1.words.es-US'). */
export type EditorProblem = Problem & { field?: string };

/** A refusal before anything is checked or written: what product must give or fix, where. */
export class FormRefusal extends Error {
  constructor(readonly problems: EditorProblem[]) {
    super(problems.map((p) => p.message).join(' '));
  }
}

export const problem = (file: string, message: string, field?: string): EditorProblem => ({ file, line: 1, column: 1, message, rule: 'formEditor', ...(field ? { field } : {}) });

// The form's schema and UI schema, read, changed by `edit` and put back in the file set in their own layout.
export function editForm(files: FileSet, form: string, edit: (schema: FormSchema, ui: UiSchema) => { schema: FormSchema; ui: UiSchema }): void {
  const schema = jsonFile(schemaFile(form), files.read(schemaFile(form)));
  const ui = files.exists(uiFile(form)) ? jsonFile(uiFile(form), files.read(uiFile(form))) : null;
  const next = edit(schema.value as FormSchema, (ui?.value ?? {}) as UiSchema);
  files.write(schemaFile(form), schema.write(next.schema));
  if (ui) files.write(uiFile(form), ui.write(next.ui));
  else if (Object.keys(next.ui).length > 0) files.write(uiFile(form), `${JSON.stringify(next.ui, null, 2)}\n`);
}

export const editYaml = (files: FileSet, rel: string, path: readonly string[], edit: MapEdit) => files.write(rel, editYamlMap(rel, files.read(rel), path, edit));

/** The messages file of a language, where the guide puts a rule's message (docs/adding-a-screen.md, step 3). */
export const messagesFile = (locale: string) => `content/${locale}/messages.yaml`;

/** A message key not yet in English messages.yaml: the name asked for, or it with the first free number. */
export function messageCode(files: FileSet, wanted: string): string {
  const text = files.read(messagesFile('en'));
  const taken = (key: string) => new RegExp(`^${key}\\s*:`, 'm').test(text);
  let code = wanted;
  for (let n = 2; taken(code); n += 1) code = `${wanted}${n}`;
  return code;
}

/** The key a question's new rule message gets: its name and the rule's ('permitNumberMinLength'), or with a number. */
export const ruleCode = (files: FileSet, name: string, kind: string) => messageCode(files, `${name}${kind.charAt(0).toUpperCase()}${kind.slice(1)}`);

const formSchemaFiles = (root: string) => [
  ...readdirSync(join(root, 'schemas/forms')).filter((f) => f.endsWith('.schema.json')).map((f) => `schemas/forms/${f}`),
  ...readdirSync(join(root, 'schemas/forms/definitions')).filter((f) => f.endsWith('.json')).map((f) => `schemas/forms/definitions/${f}`),
];

// Whether a message is still read once the change is made: named by a form schema or shared definition (this form's
// as the change left it), by the app's code, or one of the default messages. flows:check's textKeys rule calls one
// that nothing reads a leftover, so a message nothing reads goes with the last rule naming it.
export function stillRead(files: FileSet, code: string): boolean {
  const names = codeNames();
  if (names.messages.has(code) || names.quoted.has(code) || (Object.values(DEFAULT_MESSAGES) as string[]).includes(code)) return true;
  return formSchemaFiles(files.root).some((rel) => files.read(rel).includes(`"${code}"`));
}

/** The messages of `codes` that nothing reads any more, taken out of every language's messages file. */
export function dropUnread(files: FileSet, codes: readonly string[], locales: readonly string[]): void {
  const gone = [...new Set(codes)].filter((c) => !stillRead(files, c));
  if (gone.length) for (const l of locales) editYaml(files, messagesFile(l), [], { remove: gone });
}
