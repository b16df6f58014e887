import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import type { FormDefinition, FormSchema, UiSchema } from '../../engine/forms/FormDefinition';
import definitions from 'virtual:form-definitions';
import { resolveFormSchema } from '../../engine/forms/resolveFormSchema';
import { validatorChunks } from './validatorChunks';

const schemas = import.meta.glob<FormSchema>('../../schemas/forms/*.schema.json', { eager: true, import: 'default' });
const uiSchemas = import.meta.glob<UiSchema>('../../schemas/forms/*.ui.json', { eager: true, import: 'default' });

// A form's validators are a chunk of their own, empty until downloaded (useLoadedForm waits for them).
function definitionWith(id: string, schema: FormSchema, uiSchema: UiSchema): FormDefinition {
  const rootKey = typeof schema.$id === 'string' ? schema.$id : hashForSchema(schema as RJSFSchema);
  return {
    id, schema, uiSchema, rootKey,
    get validators() {
      return validatorChunks.of(id) ?? {};
    },
  };
}

// Every form in schemas/forms/, by file name: adding a form is adding files. Each is put together when first read: all
// of them as the chunk runs (at the app's start) made one long task on a slow phone. A form set here replaces it.
export const formRegistry: Record<string, FormDefinition> = {};
for (const [path, raw] of Object.entries(schemas)) {
  const id = path.slice(path.lastIndexOf('/') + 1, -'.schema.json'.length);
  const keep = (definition: FormDefinition) => {
    Object.defineProperty(formRegistry, id, { value: definition, writable: true, enumerable: true, configurable: true });
    return definition;
  };
  const define = () => {
    // Shared definitions in place as forms:compile did; a ref naming none leaves the field out (formConfigProblem says so).
    const resolved = resolveFormSchema(raw, definitions);
    const ui = uiSchemas[path.replace(/\.schema\.json$/, '.ui.json')] ?? {};
    return definitionWith(id, resolved.ok ? resolved.value : { ...raw, $id: undefined }, ui);
  };
  Object.defineProperty(formRegistry, id, { get: () => keep(define()), set: keep, enumerable: true, configurable: true });
}

// The dev server's form editor puts a changed form here, shared definitions in place (the build leaves it out).
export function replaceForm(id: string, schema: FormSchema, uiSchema: UiSchema): void {
  formRegistry[id] = definitionWith(id, schema, uiSchema);
}
