import type { RJSFSchema } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { useMemo } from 'react';
import { LoadedSchemaForm } from './LoadedSchemaForm';
import type { SchemaFormProps } from './SchemaFormProps';
import { useLoadedForm } from './useLoadedForm';

export type { FormData, SchemaFormProps } from './SchemaFormProps';

// A form drawn by @rjsf/core from its JSON Schema and UI schema in our theme (src/forms/theme), once its validators
// and field libraries are in and its files can be drawn (useLoadedForm); the form model holds it
// (src/forms/LoadedSchemaForm.tsx). See docs/adr/0004-forms-rjsf.md.
export function SchemaForm(props: SchemaFormProps) {
  const def = useLoadedForm(props.formId);
  // rjsf resolves the schema's conditions (which fields to draw) with it; the rules run in the model.
  const validator = useMemo(() => (def ? createPrecompiledValidator(def.validators as never, def.schema as RJSFSchema) : null), [def]);
  if (!def || !validator) return null;
  return <LoadedSchemaForm {...props} def={def} validator={validator} />;
}
