import type { ValidationContext } from '../fields/ValidationContext';
import { aboveMaximum } from './aboveMaximum';
import { answersFor } from './answersFor';
import type { FormDefinition } from './FormDefinition';
import { formIssues } from './formIssues';
import type { FormChecks, FormValues } from './formModel';

// A form's checks as the app runs them: the issues of the fields drawn, once, with the precompiled validator and the
// fields' x-rules (the required fields beyond the schema's list included, those drawn), and those fields' answers as
// the API wants them. Which fields are drawn is the model's (a question hidden by its condition is not: it has no
// problem and sends nothing, engine/forms/formModel.ts).
export function formChecks(def: FormDefinition, ctx: ValidationContext, required: readonly string[] = []): FormChecks {
  return {
    issues: (values: FormValues, fields: readonly string[]) => formIssues(def, values, ctx, { required: required.filter((f) => fields.includes(f)) }),
    answers: (values: FormValues, fields: readonly string[]) => answersFor(def.schema, def.uiSchema, values, fields),
    aboveMaximum: (values: FormValues, field: string, value: unknown) => aboveMaximum(def, { ...values, [field]: value }, field),
  };
}
