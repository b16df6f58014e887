import { LineCounter, parse, parseDocument } from 'yaml';
import type { FormSchema } from '../../engine/forms/FormDefinition';
import { problemAt, type Problem } from '../../engine/Problem';
import { orElse } from '../lib/orElse';
import { formSchemaOf } from './formSchemaOf';
import { jsonSyntaxProblem } from './jsonPosition';
import type { Project } from './Project';

/** A form whose schema and UI schema read: their files (schemas/forms/<id>.*.json), texts and data. */
export interface LoadedForm { id: string; schemaFile: string; schemaText: string; schema: FormSchema; uiFile: string; uiText: string; ui: Record<string, unknown> }

const RULE = 'forms';

// One form's two files as the forms rule reads them: each parses (a JSON slip is named by file:line:column), each
// "$ref" names a shared definition, no key is given twice, the UI schema is an object and the schema a form (an
// object with properties). Null, with the problem in `problems`, when either does not read. `schema` is resolved.
export function readForm(project: Project, id: string, problems: Problem[]): LoadedForm | null {
  const schemaFile = `schemas/forms/${id}.schema.json`;
  const uiFile = `schemas/forms/${id}.ui.json`;
  const schemaText = project.texts[schemaFile] ?? '';
  const uiText = project.texts[uiFile] ?? '{}';
  const read = formSchemaOf(project, id);
  if (!read.ok) { problems.push(...read.error); return null; }
  const schema: FormSchema = read.value;
  let ui: Record<string, unknown>;
  try { ui = JSON.parse(uiText) as Record<string, unknown>; } catch (e) { problems.push(jsonSyntaxProblem(RULE, uiFile, uiText, e)); return null; }
  if (!ui || typeof ui !== 'object' || Array.isArray(ui)) {
    problems.push({ file: uiFile, line: 1, column: 1, message: 'a UI schema is an object: { "ui:order": [...], "<field>": { "ui:widget": ... } }', rule: RULE });
    return null;
  }
  // JSON.parse keeps the last of two equal keys without a word; the YAML reader (JSON is YAML) names the second.
  for (const [file, text] of [[schemaFile, schemaText], [uiFile, uiText]] as const) {
    const lineCounter = new LineCounter();
    const twice = parseDocument(text, { lineCounter }).errors.find((e) => e.code === 'DUPLICATE_KEY');
    if (!twice) continue;
    const { line, col } = lineCounter.linePos(twice.pos[0]);
    const key = /^\s*"([^"]*)"/.exec(text.slice(twice.pos[0]))?.[1];
    problems.push({ file, line, column: col, message: `${key ? `"${key}"` : 'a key'} appears twice in the same object (only the last one counts): remove or rename one`, rule: RULE });
  }
  if (!schema || typeof schema !== 'object' || schema.type !== 'object' || !schema.properties) {
    problems.push(problemAt(RULE, schemaFile, schemaText, schema && typeof schema === 'object' && schema.type !== 'object' ? ['type'] : [], 'a form schema is an object with "type": "object" and "properties" (one per question)'));
    return null;
  }
  return { id, schemaFile, schemaText, schema, uiFile, uiText, ui };
}

/** content/en/messages.yaml as code -> words; null when it does not read (the copyFiles rule's line). */
export function readMessages(project: Project): Record<string, string> | null {
  const text = project.texts['content/en/messages.yaml'];
  return text === undefined ? null : orElse(() => (parse(text) ?? {}) as Record<string, string>, null);
}
