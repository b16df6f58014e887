import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import type { FormDefinition, FormSchema, UiSchema } from '../../engine/forms/FormDefinition';
import definitions from 'virtual:form-definitions';
import { resolveFormSchema } from '../../engine/forms/resolveFormSchema';
import { validatorChunks } from './validatorChunks';

const schemas = import.meta.glob<FormSchema>('../../schemas/forms/*.schema.json', { eager: true, import: 'default' });
const uiSchemas = import.meta.glob<UiSchema>('../../schemas/forms/*.ui.json', { eager: true, import: 'default' });

const idOf = (path: string, suffix: string): string => path.slice(path.lastIndexOf('/') + 1, -suffix.length);

// A form's schema with its shared definitions in place, exactly as forms:compile precompiled it. A ref that names no
// definition leaves the field out of the schema, so the validators no longer match it and the screen says so
// (formConfigProblem: run npm run forms:compile, which names the ref).
const resolved = (schema: FormSchema): FormSchema => {
  const result = resolveFormSchema(schema, definitions);
  return result.ok ? result.value : { ...schema, $id: undefined };
};

// Every form in schemas/forms/, found by file name: `<id>.schema.json`, its `<id>.ui.json` and the validators the
// build precompiled from it, which are a chunk of their own (src/forms/validatorChunks.ts: empty until downloaded;
// what draws a form waits for them, useLoadedForm). A screen names the id under `form:`; adding a form is adding
// files, never code.
function definitionOf(id: string, raw: FormSchema): FormDefinition {
  const uiPath = Object.keys(uiSchemas).find((p) => idOf(p, '.ui.json') === id);
  return definitionWith(id, resolved(raw), uiPath ? uiSchemas[uiPath]! : {});
}
function definitionWith(id: string, schema: FormSchema, uiSchema: UiSchema): FormDefinition {
  const rootKey = typeof schema.$id === 'string' ? schema.$id : hashForSchema(schema as RJSFSchema);
  return {
    id, schema, uiSchema, rootKey,
    get validators() {
      return validatorChunks.of(id) ?? {};
    },
  };
}

// Each form is put together the first time it is read, not when the form chunk runs: the chunk runs as the app
// starts, and resolving and hashing every form then made it one long task on a slow phone. A form set here (a test's
// scratch form) replaces it.
export const formRegistry: Record<string, FormDefinition> = {};
for (const [path, raw] of Object.entries(schemas)) {
  const id = idOf(path, '.schema.json');
  const keep = (definition: FormDefinition) => {
    Object.defineProperty(formRegistry, id, { value: definition, writable: true, enumerable: true, configurable: true });
    return definition;
  };
  Object.defineProperty(formRegistry, id, { get: () => keep(definitionOf(id, raw)), set: keep, enumerable: true, configurable: true });
}

// A form's files changed under the open page: the dev server's form editor puts the form's new definition here
// (authoring/page/form/preview.ts; nothing of the app calls it, so the build leaves it out), its schema with the
// shared definitions already in place, and the form drawn next reads it (LoadedSchemaForm keeps what was typed).
export function replaceForm(id: string, schema: FormSchema, uiSchema: UiSchema): void {
  formRegistry[id] = definitionWith(id, schema, uiSchema);
}
