import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { AUTHORING_KEYS, DEFINITIONS_DIR } from '../../engine/forms/resolveFormSchema';
import { FORMS_DIR } from '../lib/formValidators';
import { orElse } from '../lib/orElse';
import { jsonModule } from './jsonModule';

// A file that is not JSON is the form compiler's and the checker's to name (scripts/vite/compileForms.ts).
const readJson = (file: string): unknown => orElse(() => JSON.parse(readFileSync(file, 'utf8')) as unknown, undefined);

// Every `"$ref"` string in a JSON value.
function refsIn(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.add(item);
      else refsIn(item, found);
    }
  }
  return found;
}

/**
 * The shared field definitions (schemas/forms/definitions/) some form uses, keyed by the `$ref` a form writes
 * (`definitions/ssn4.json`): those its schemas name, and those these name in turn, without what they say to their
 * authors only (`x-ui`, `examples`). A definition no form uses yet (one offered to product, docs/adding-a-screen.md)
 * stays out of the app's code.
 */
export function usedFormDefinitions(dir: string = FORMS_DIR): Record<string, unknown> {
  const forms = readdirSync(dir).filter((f) => f.endsWith('.schema.json')).map((f) => readJson(join(dir, f)));
  const used: Record<string, unknown> = {};
  const queue = [...refsIn(forms, new Set())];
  while (queue.length > 0) {
    const ref = queue.shift()!;
    if (ref in used || !ref.startsWith(`${DEFINITIONS_DIR}/`) || ref.includes('#')) continue;
    const definition = readJson(join(dir, ref));
    if (definition === undefined) continue;
    used[ref] = definition && typeof definition === 'object' && !Array.isArray(definition)
      ? Object.fromEntries(Object.entries(definition).filter(([key]) => !AUTHORING_KEYS.includes(key)))
      : definition;
    queue.push(...refsIn(definition, new Set()));
  }
  return Object.fromEntries(Object.entries(used).sort(([a], [b]) => a.localeCompare(b)));
}

const jsonFilesIn = (dirs: readonly string[]): string[] => dirs.flatMap((dir) => readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => join(dir, f)));

// `virtual:form-definitions`: the definitions the app's forms use, for src/forms/formRegistry.ts to put in place.
export const formDefinitions = (): Plugin =>
  jsonModule('form-definitions', 'virtual:form-definitions', () => usedFormDefinitions(), () => jsonFilesIn([FORMS_DIR, join(FORMS_DIR, DEFINITIONS_DIR)]));

/** Each form's `ui:format` names (its UI schema's fields), by form id: { phone: ['phone'], entry: ['ssn'] }. */
export function formFormats(dir: string = FORMS_DIR): Record<string, string[]> {
  const formats: Record<string, string[]> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ui.json')).sort()) {
    const ui = readJson(join(dir, file));
    const named = ui && typeof ui === 'object' ? Object.values(ui).map((field) => (field && typeof field === 'object' ? (field as Record<string, unknown>)['ui:format'] : undefined)) : [];
    const names = [...new Set(named.filter((name): name is string => typeof name === 'string'))];
    if (names.length > 0) formats[file.slice(0, -'.ui.json'.length)] = names;
  }
  return formats;
}

// `virtual:form-formats`: which formatters each form names, so a screen can start downloading a formatter's library
// (engine/fields/FieldLibrary.ts) together with its form, before the form's own code is in (src/forms/validatorChunks.ts).
export const formFormatsModule = (): Plugin =>
  jsonModule('form-formats', 'virtual:form-formats', () => formFormats(), () => jsonFilesIn([FORMS_DIR]).filter((f) => f.endsWith('.ui.json')));
