import type { ValidationContext } from '../fields/ValidationContext';
import { answersFor } from './answersFor';
import type { FormDefinition } from './FormDefinition';
import { formIssues } from './formIssues';
import type { FormChecks, FormValues } from './formModel';

/** The fields a form's conditions show for given answers (`if`/`then`, `dependencies`: src/forms/drawnFields.ts). */
export type DrawnFields = (values: FormValues) => readonly string[];

// A form's checks as the app runs them: the issues of the fields shown, once, with the precompiled validator and the
// fields' x-rules (the required fields beyond the schema's list included), and the answers as the API wants them.
// With `drawn`, only the fields the answers' conditions show count: a question hidden by its condition has no
// problem and sends nothing, though the model keeps what was typed in it (answer Yes again and it is back).
export function formChecks(def: FormDefinition, shown: readonly string[], ctx: ValidationContext, required: readonly string[] = [], drawn?: DrawnFields): FormChecks {
  const fieldsFor = (values: FormValues): readonly string[] => {
    if (!drawn) return shown;
    const now = new Set(drawn(values));
    return shown.filter((f) => now.has(f));
  };
  return {
    issues: (values: FormValues) => formIssues(def, Object.fromEntries(fieldsFor(values).map((f) => [f, values[f]])), ctx, { required }),
    answers: (values: FormValues) => answersFor(def.schema, def.uiSchema, values, fieldsFor(values)),
  };
}
