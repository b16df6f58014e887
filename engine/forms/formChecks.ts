import type { ValidationContext } from '../fields/ValidationContext';
import { answersFor } from './answersFor';
import type { FormDefinition } from './FormDefinition';
import { formIssues } from './formIssues';
import type { FormChecks, FormValues } from './formModel';

// A form's checks as the app runs them: the issues of the fields shown, once, with the precompiled validator and the
// fields' x-rules (the required fields beyond the schema's list included), and the answers as the API wants them.
export function formChecks(def: FormDefinition, shown: readonly string[], ctx: ValidationContext, required: readonly string[] = []): FormChecks {
  return {
    issues: (values: FormValues) => formIssues(def, Object.fromEntries(shown.map((f) => [f, values[f]])), ctx, { required }),
    answers: (values: FormValues) => answersFor(def.schema, def.uiSchema, values, shown),
  };
}
