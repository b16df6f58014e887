import { retrieveSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import type { FormSchema } from '../../engine/forms/FormDefinition';
import type { FormValues } from '../../engine/forms/formModel';

// The fields rjsf draws for given answers: the schema's own and those its conditions add for them (`if`/`then`,
// `dependencies`), resolved by rjsf itself with the form's precompiled validators, so the model's idea of what is
// shown is exactly what the borrower sees. A question its condition hides has no problem and sends nothing
// (engine/forms/formChecks.ts).
export function drawnFieldsOf(validator: ValidatorType, schema: FormSchema): (values: FormValues) => string[] {
  const root = schema as RJSFSchema;
  return (values) => Object.keys(retrieveSchema(validator, root, root, values).properties ?? {});
}
