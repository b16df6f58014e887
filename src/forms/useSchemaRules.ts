import type { CustomValidator, ErrorTransformer, RJSFValidationError } from '@rjsf/utils';
import { useMemo, type RefObject } from 'react';
import type { FieldIssue } from '../../engine/fields/FieldIssue';
import { messageFor } from '../../engine/fields/messageFor';
import type { ValidationContext } from '../../engine/fields/ValidationContext';
import { allProperties } from '../../engine/forms/allProperties';
import type { FormDefinition, SchemaError } from '../../engine/forms/FormDefinition';
import { presentValues } from '../../engine/forms/presentValues';
import { ruleIssue } from '../../engine/forms/ruleIssue';
import { schemaErrorIssue, type FieldProblem } from '../../engine/forms/schemaErrorIssue';
import { showsIn, type ShownState } from './useProblemsShown';

/** What the rules need to know of the form as it is drawn now. */
export interface SchemaRulesInput {
  def: FormDefinition;
  ctx: ValidationContext;
  messages: Readonly<Record<string, string>>;
  /** The fields shown, in order: a problem of another field is not this borrower's. */
  shown: readonly string[];
  /** Fields required beyond the schema's own list (the server's data-inquiry list). */
  required: readonly string[];
  /** The agreement box: it says nothing of its own, the submit's line names it (src/forms/submitReadiness.ts). */
  consentField: string | undefined;
}

export interface SchemaRules {
  transformErrors: ErrorTransformer;
  customValidate: CustomValidator;
}

// An rjsf error as the JSON Schema error it was: rjsf names a missing property in `property`, JSON Schema beside it.
function schemaErrorOf(error: RJSFValidationError): SchemaError {
  const path = (error.property ?? '').split(/[.[\]]+/).filter(Boolean);
  const keyword = error.name ?? '';
  const params = (error.params ?? {}) as Record<string, unknown>;
  const at = keyword === 'required' && 'missingProperty' in params ? path.slice(0, -1) : path;
  return { instancePath: at.map((s) => `/${s}`).join(''), schemaPath: error.schemaPath ?? '', keyword, params };
}

// The form's rules as rjsf's own validation hooks, so rjsf decides and shows every problem the schema and the
// engine know (docs/adr/0004-forms-rjsf.md): `transformErrors` turns the schema's errors into the product's words
// (`x-messages`, else the keyword's default; one per field, the most basic first, a birth date's parts on the birth
// date), and `customValidate` adds what JSON Schema cannot say (the fields' `x-rules`, and the fields this borrower
// must fill beyond the schema's list). Both keep to the fields shown whose problems the borrower may see now
// (`seen`). The functions stay the same objects and read the latest form through `latest`.
export function useSchemaRules(latest: RefObject<SchemaRulesInput>, seen: RefObject<ShownState>): SchemaRules {
  return useMemo(() => {
    const speaks = (field: string): boolean => {
      const { shown, consentField } = latest.current;
      return shown.includes(field) && field !== consentField && showsIn(seen.current, field);
    };
    const text = (issue: FieldIssue) => messageFor(issue, latest.current.messages);
    const transformErrors: ErrorTransformer = (errors) => {
      const { def, ctx, shown } = latest.current;
      const best = new Map<string, { problem: FieldProblem; error: RJSFValidationError }>();
      for (const error of errors) {
        const problem = schemaErrorIssue(def.schema, schemaErrorOf(error), ctx);
        if (!problem || !speaks(problem.field)) continue;
        const had = best.get(problem.field);
        if (!had || problem.rank < had.problem.rank) best.set(problem.field, { problem, error });
      }
      return shown.filter((field) => best.has(field)).map((field) => {
        const { problem, error } = best.get(field)!;
        const message = text(problem.issue);
        return { ...error, property: `.${field}`, message, stack: `${field} ${message}` };
      });
    };
    const customValidate: CustomValidator = (formData, errors, _uiSchema, errorSchema) => {
      const { def, ctx, shown, required } = latest.current;
      const values = presentValues((formData ?? {}) as Record<string, unknown>);
      const fields = allProperties(def.schema);
      const schemaErrors = (errorSchema ?? {}) as Record<string, { __errors?: unknown[] } | undefined>;
      const handlers = errors as unknown as Record<string, { addError: (message: string) => void } | undefined>;
      for (const field of shown) {
        if (!speaks(field) || schemaErrors[field]?.__errors?.length || !handlers[field]) continue;
        const missing: SchemaError = { instancePath: '', schemaPath: '#/required', keyword: 'required', params: { missingProperty: field } };
        const issue = values[field] === undefined
          ? (required.includes(field) ? schemaErrorIssue(def.schema, missing, ctx)?.issue ?? null : null)
          : fields[field] ? ruleIssue(fields[field], values[field], ctx) : null;
        if (issue) handlers[field].addError(text(issue));
      }
      return errors;
    };
    return { transformErrors, customValidate };
  }, [latest, seen]);
}
