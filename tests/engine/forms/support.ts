import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { FormDefinition, FormSchema, UiSchema, ValidateFunction } from '../../../engine/forms/FormDefinition';

const root = new URL('../../../', import.meta.url);
const json = (path: string): unknown => JSON.parse(readFileSync(new URL(path, root), 'utf8'));

/** content/en/messages.yaml as the app reads it. */
export const messages = parse(readFileSync(new URL('content/en/messages.yaml', root), 'utf8')) as Record<string, string>;

/** Every form id in schemas/forms/. */
export const formIds = readdirSync(new URL('schemas/forms/', root)).filter((f) => f.endsWith('.schema.json')).map((f) => f.replace('.schema.json', '')).sort();

// A form exactly as the app gets it: its schema, UI schema and the committed precompiled validators.
export async function loadForm(id: string): Promise<FormDefinition> {
  const schema = json(`schemas/forms/${id}.schema.json`) as FormSchema;
  const uiSchema = json(`schemas/forms/${id}.ui.json`) as UiSchema;
  const validators = (await import(`../../../engine/generated/forms/${id}.validators.js`)).default as Record<string, ValidateFunction>;
  return { id, schema, uiSchema, validators, rootKey: String(schema.$id) };
}
