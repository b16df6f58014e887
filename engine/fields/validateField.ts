import type { FieldIssue } from './FieldIssue';
import type { FieldSpec } from './FieldTable';
import type { ValidationContext } from './ValidationContext';
import { validators } from './registry';

type AnyValidator = (value: unknown, ctx: ValidationContext) => FieldIssue | null;

// A field's validators run in the order flows/fields.yaml lists them and the first issue wins, so the borrower
// sees one message at a time, the most basic first ("Enter zip" before "Zip must be exactly 5 digits").
export function validateField(spec: Pick<FieldSpec, 'validate'>, value: unknown, ctx: ValidationContext): FieldIssue | null {
  for (const name of spec.validate) {
    const issue = (validators[name] as AnyValidator)(value, ctx);
    if (issue !== null) return issue;
  }
  return null;
}
