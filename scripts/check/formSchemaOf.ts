import { allProperties } from '../../engine/forms/allProperties';
import type { FormSchema } from '../../engine/forms/FormDefinition';
import { DEFINITIONS_DIR, resolveFormSchema } from '../../engine/forms/resolveFormSchema';
import { problemAt, type Problem } from '../../engine/Problem';
import { err, ok, type Result } from '../../engine/Result';
import { orElse } from '../lib/orElse';
import { jsonSyntaxProblem } from './jsonPosition';
import { filesUnder, perProject, type Project } from './Project';

const FORMS = 'schemas/forms';
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** The definition a `$ref` names, keyed from schemas/forms/ ('definitions/ssn4.json'), read from the file it is in. */
export const refTarget = (ref: string, from: string): string => decodeURIComponent(new URL(ref, `file:///forms/${from || 'form.schema.json'}`).pathname.replace(/^\/forms\//, ''));

/** The shared field definitions (schemas/forms/definitions/*.json) by the `$ref` a form writes; `broken`: those that are not JSON. */
export const formDefinitions = perProject((project: Project): { definitions: Record<string, unknown>; problems: Problem[]; broken: Set<string> } => {
  const definitions: Record<string, unknown> = {};
  const problems: Problem[] = [];
  const broken = new Set<string>();
  for (const [file, text] of Object.entries(filesUnder(project, `${FORMS}/${DEFINITIONS_DIR}`, '.json'))) {
    const ref = file.slice(FORMS.length + 1);
    try { definitions[ref] = JSON.parse(text) as unknown; } catch (e) { broken.add(ref); problems.push(jsonSyntaxProblem('forms', file, text, e)); }
  }
  return { definitions, problems, broken };
});

const schemas = perProject(() => new Map<string, Result<FormSchema, Problem[]>>());

// A form schema as the app reads it: parsed, each "$ref" to a shared definition replaced by it
// (engine/forms/resolveFormSchema.ts). Not JSON: its one problem. A ref that names no definition: a problem at the
// ref. A ref to a definition that is itself not JSON: no problem of its own (the definition's line says it), and
// the form's fields are unknown. Once per form and project.
export function formSchemaOf(project: Project, id: string): Result<FormSchema, Problem[]> {
  const cache = schemas(project);
  const known = cache.get(id);
  if (known) return known;
  const file = `${FORMS}/${id}.schema.json`;
  const text = project.texts[file] ?? '';
  let result: Result<FormSchema, Problem[]>;
  try {
    const raw = JSON.parse(text) as FormSchema;
    const { definitions, broken } = formDefinitions(project);
    const refs = [...text.matchAll(/"\$ref"\s*:\s*"([^"#][^"]*)"/g)].map((m) => m[1] as string);
    const resolved = refs.some((r) => broken.has(r)) ? err([]) : resolveFormSchema(raw, definitions);
    result = resolved.ok ? ok(resolved.value) : err(resolved.error.map((p) => schemaProblem(project, id, p.path, p.message)));
  } catch (e) {
    result = err([jsonSyntaxProblem('forms', file, text, e)]);
  }
  cache.set(id, result);
  return result;
}

/** Where a key path of a form's resolved schema is written: a file (the form's, or a shared definition's), its text and the path in it. */
export interface SchemaSource { file: string; text: string; path: (string | number)[] }

// A key of a resolved form schema is written in the form's own file, or, past a "$ref" that does not have the key
// beside it, in the shared definition the ref names (and so on through a definition's own refs): a mistake in
// schemas/forms/definitions/ssn4.json is pointed at there, once, not at every form that uses it.
export function schemaSource(project: Project, id: string, path: readonly (string | number)[]): SchemaSource {
  let file = `${FORMS}/${id}.schema.json`;
  let from = '';
  let node: unknown;
  try { node = JSON.parse(project.texts[file] ?? ''); } catch { return { file, text: project.texts[file] ?? '', path: [...path] }; }
  const { definitions } = formDefinitions(project);
  let at: (string | number)[] = [];
  for (const [i, key] of path.entries()) {
    while (isObject(node) && typeof node.$ref === 'string' && !node.$ref.startsWith('#') && !(String(key) in node)) {
      const target = refTarget(node.$ref, from);
      if (!isObject(definitions[target])) break;
      [file, from, node, at] = [`${FORMS}/${target}`, target, definitions[target], []];
    }
    if (!isObject(node) && !Array.isArray(node)) return { file, text: project.texts[file] ?? '', path: [...at, ...path.slice(i)] };
    node = (node as Record<string | number, unknown>)[key];
    at = [...at, key];
  }
  return { file, text: project.texts[file] ?? '', path: at };
}

/** A problem at a key path of a form's resolved schema, where that key is written (schemaSource). */
export function schemaProblem(project: Project, id: string, path: readonly (string | number)[], message: string): Problem {
  const source = schemaSource(project, id, path);
  return problemAt('forms', source.file, source.text, source.path, message);
}

/** A form's questions as the config beside the flows names them. */
export interface FormFields {
  id: string;
  /** Field name -> its parts (a birth date's dobMonth, dobDay, dobYear), empty for a plain field. */
  fields: Record<string, string[]>;
  /** The form shows the fields the data-inquiry list asks for (`ui:askedBy: inquiries`): the entry form. */
  askedByInquiries: boolean;
}

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
    const ui = uiText !== undefined ? orElse(() => JSON.parse(uiText) as Record<string, unknown> | undefined, undefined) : {};
    if (!schema || typeof schema !== 'object' || !ui) { complete = false; continue; }
    const fields = Object.fromEntries(Object.entries(allProperties(schema)).map(([name, node]) => [name, Object.keys(node.properties ?? {})]));
    forms.push({ id, fields, askedByInquiries: ui['ui:askedBy'] === 'inquiries' });
  }
  return { forms, complete };
});
