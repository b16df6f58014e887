import { retrieveSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import type { FormSchema } from '../../engine/forms/FormDefinition';
import type { FormValues } from '../../engine/forms/formModel';

// The fields rjsf draws for given answers (the schema's own and those its conditions add), resolved by rjsf itself so
// the model's idea of what is shown is exactly what the borrower sees (engine/forms/formChecks.ts).
export function drawnFieldsOf(validator: ValidatorType, schema: FormSchema): (values: FormValues) => string[] {
  const root = schema as RJSFSchema;
  return (values) => Object.keys(retrieveSchema(validator, root, root, values).properties ?? {});
}
