import type { FieldIssue } from '../fields/FieldIssue';
import type { ValidationContext } from '../fields/ValidationContext';
import type { FormDefinition, SchemaError } from './FormDefinition';
import { allProperties } from './allProperties';
import { presentValues } from './presentValues';
import { ruleIssue } from './ruleIssue';
import { schemaErrorIssue, type FieldProblem } from './schemaErrorIssue';

export { DEFAULT_MESSAGES } from './defaultMessages';

export interface IssueOptions {
  /** Fields required for this borrower beyond the schema's own `required` (the server's data-inquiry list). */
  required?: readonly string[];
}

// Every field's first problem, keyed by top-level field: the precompiled schema validator's errors first (each
// mapped to a message code the schema or the defaults name), then, for a present value that passed, the field's
// `x-rules` in order. The form's model uses it (engine/forms/formChecks.ts) for every message and for what the submit
// button waits for; rjsf's own validation is off. Nothing here compiles code: the validators were generated at build
// time.
export function formIssues(def: FormDefinition, data: Record<string, unknown>, ctx: ValidationContext, options: IssueOptions = {}): Record<string, FieldIssue> {
  const values = presentValues(data);
  const validate = def.validators[def.rootKey];
  const errors: SchemaError[] = [];
  if (validate && !validate(values)) errors.push(...(validate.errors ?? []));
  for (const field of options.required ?? []) {
    if (values[field] === undefined) errors.push({ instancePath: '', schemaPath: '#/required', keyword: 'required', params: { missingProperty: field } });
  }
  const best: Record<string, FieldProblem> = {};
  for (const error of errors) {
    const found = schemaErrorIssue(def.schema, error, ctx);
    if (found && (!best[found.field] || found.rank < best[found.field]!.rank)) best[found.field] = found;
  }
  const issues: Record<string, FieldIssue> = Object.fromEntries(Object.entries(best).map(([f, v]) => [f, v.issue]));
  // A rule may read another answer (the age of majority reads the state).
  const withAnswers = { ...ctx, answers: values };
  for (const [field, node] of Object.entries(allProperties(def.schema))) {
    if (issues[field] || values[field] === undefined) continue;
    const issue = ruleIssue(node, values[field], withAnswers);
    if (issue) issues[field] = issue;
  }
  return issues;
}
