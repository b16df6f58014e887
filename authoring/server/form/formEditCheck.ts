import { join } from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import type { FormSchema } from '../../../engine/forms/FormDefinition';
import { resolveFormSchema } from '../../../engine/forms/resolveFormSchema';
import type { Problem } from '../../../engine/Problem';
import { checkProject } from '../../../scripts/check/checkProject';
import { loadProject } from '../../../scripts/check/loadProject';
import type { Project } from '../../../scripts/check/Project';
import { compileJourneys } from '../../../scripts/lib/loadFlows';
import type { YamlFile } from '../../../scripts/lib/readYamlDir';
import { compileFormValidators, readFormDefinitions } from '../../../scripts/lib/formValidators';

/** Where a form's precompiled validators live, from the root. */
export const validatorsFile = (form: string) => `engine/generated/forms/${form}.validators.js`;

// The files a form change writes, with what `npm run forms:compile` would write for the form (scripts/lib/
// formValidators.ts, the same function: the schema with its shared definitions resolved, compiled): the validators
// are part of the change, so flows:check's formsCompiled rule holds them to the new schema and undo puts them back.
// A schema that does not resolve or compile gets none: flows:check then names why.
export function withValidators(root: string, form: string, files: Readonly<Record<string, string>>): Record<string, string> {
  const text = files[`schemas/forms/${form}.schema.json`];
  if (text === undefined) return { ...files };
  try {
    const resolved = resolveFormSchema(JSON.parse(text) as FormSchema, readFormDefinitions(join(root, 'schemas/forms')));
    return resolved.ok ? { ...files, [validatorsFile(form)]: compileFormValidators(form, resolved.value) } : { ...files };
  } catch {
    return { ...files };
  }
}

/** A flow file read from its text as scripts/lib/readYamlDir.ts reads it from disk. */
function flowFile(file: string, text: string): YamlFile {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  const errors = doc.errors.map((e) => {
    const pos = lineCounter.linePos(e.pos[0]);
    return { line: pos.line, column: pos.col, message: e.message.split('\n')[0] ?? e.message };
  });
  return { name: file.replace(/^flows\/|\.yaml$/g, ''), file, text, data: errors.length ? undefined : doc.toJS(), errors };
}

// The project as flows:check would load it with the change's files in place of theirs: the texts, and the flows
// compiled again from the changed flow files (a `save:` line is held to the form by the compiled flows). A file given
// as null is one the change takes out (a screen the editor added, removed: screenChange.ts).
function withFiles(project: Project, files: Readonly<Record<string, string | null>>): Project {
  const texts = Object.fromEntries(Object.entries({ ...project.texts, ...files }).filter((e): e is [string, string] => e[1] !== null));
  if (!Object.keys(files).some((f) => f.startsWith('flows/'))) return { ...project, texts };
  const flowFiles = project.flows.files.map((f) => (files[f.file] !== undefined ? flowFile(f.file, files[f.file]!) : f));
  return { ...project, texts, flows: { files: flowFiles, ...compileJourneys(Object.fromEntries(flowFiles.map((f) => [f.name, f.data]))) } };
}

/** What flows:check would say after a change: what stops it, and what it makes QA fix in their fixtures. */
export interface FormCheck { blocking: Problem[]; elsewhere: Problem[] }
const said = (p: Problem) => `${p.file}\0${p.message}`;

// Checks a form change as a whole before anything is written, with every rule of flows:check, as the copy editor's
// saves are (copyEditorCheck.ts): only the problems the change brings count; any outside QA's fixtures refuses it,
// one in a fixture (a replay's step that named the old screen) is said and the change goes ahead.
export function checkFormEdit(root: string, files: Readonly<Record<string, string | null>>): FormCheck {
  const project = loadProject(root);
  const before = new Set(checkProject(project).map(said));
  const after = checkProject(withFiles(project, files)).filter((p) => !before.has(said(p)));
  const inFixtures = (p: Problem) => p.file.startsWith('fixtures/');
  return { blocking: after.filter((p) => !inFixtures(p)), elsewhere: after.filter(inFixtures) };
}
