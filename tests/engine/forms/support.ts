import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { FormDefinition, FormSchema, UiSchema, ValidateFunction } from '../../../engine/forms/FormDefinition';
import { resolveFormSchema } from '../../../engine/forms/resolveFormSchema';

const root = new URL('../../../', import.meta.url);
const json = (path: string): unknown => JSON.parse(readFileSync(new URL(path, root), 'utf8'));

/** content/en/messages.yaml as the app reads it. */
export const messages = parse(readFileSync(new URL('content/en/messages.yaml', root), 'utf8')) as Record<string, string>;

/** Every form id in schemas/forms/. */
export const formIds = readdirSync(new URL('schemas/forms/', root)).filter((f) => f.endsWith('.schema.json')).map((f) => f.replace('.schema.json', '')).sort();

/** The shared field definitions (schemas/forms/definitions/), keyed by the `$ref` a form writes. */
export const definitions: Record<string, unknown> = Object.fromEntries(readdirSync(new URL('schemas/forms/definitions/', root))
  .filter((f) => f.endsWith('.json')).map((f) => [`definitions/${f}`, json(`schemas/forms/definitions/${f}`)]));

// A form exactly as the app gets it: its schema with the shared definitions in place, its UI schema and the
// committed precompiled validators.
export async function loadForm(id: string): Promise<FormDefinition> {
  const resolved = resolveFormSchema(json(`schemas/forms/${id}.schema.json`) as FormSchema, definitions);
  if (!resolved.ok) throw new Error(`schemas/forms/${id}.schema.json: ${resolved.error.map((p) => p.message).join('; ')}`);
  const schema = resolved.value;
  const uiSchema = json(`schemas/forms/${id}.ui.json`) as UiSchema;
  const validators = (await import(`../../../engine/generated/forms/${id}.validators.js`)).default as Record<string, ValidateFunction>;
  return { id, schema, uiSchema, validators, rootKey: String(schema.$id) };
}
