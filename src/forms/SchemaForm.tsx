import type { RJSFSchema } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { useMemo } from 'react';
import { formConfigProblem } from './formConfigProblem';
import { formRegistry } from './formRegistry';
import { LoadedSchemaForm } from './LoadedSchemaForm';
import type { SchemaFormProps } from './SchemaFormProps';
import { useFieldLibraries } from './useFieldLibraries';
import { useFormValidators } from './useFormValidators';
import { ScreenConfigError } from './ScreenConfigError';
import { vocabulary } from './theme/theme';

export type { FormData, SchemaFormProps } from './SchemaFormProps';

// A form drawn by @rjsf/core from its JSON Schema and UI schema in our theme (src/forms/theme), validated by rjsf
// with the schema's precompiled validator and the engine's rules (src/forms/LoadedSchemaForm.tsx). A form its files
// cannot draw (a widget the theme lacks, no validators) is a config problem the screen names, found before rjsf
// would fail halfway through drawing it. See docs/adr/0004-forms-rjsf.md.
export function SchemaForm(props: SchemaFormProps) {
  useFormValidators(props.formId);
  const def = formRegistry[props.formId];
  const librariesIn = useFieldLibraries(props.formId);
  // A walk over one small UI schema; this component draws again only when its screen does, never per keystroke.
  const problem = formConfigProblem(props.formId, formRegistry, vocabulary);
  if (problem) throw new ScreenConfigError(problem);
  const validator = useMemo(() => (def ? createPrecompiledValidator(def.validators as never, def.schema as RJSFSchema) : null), [def]);
  if (!def || !validator || !librariesIn) return null;
  return <LoadedSchemaForm {...props} def={def} validator={validator} />;
}
