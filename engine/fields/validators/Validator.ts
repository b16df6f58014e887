import type { FieldIssue } from '../FieldIssue';
import type { ValidationContext } from '../ValidationContext';

/**
 * A rule JSON Schema cannot say (a form schema's `x-rules`): a pure function of a value that passed the schema and
 * of the context, returning the issue or null. It also lists every code it can return, so tests and the flow
 * checker can prove each code has a text in content/.
 */
export type Validator = ((value: unknown, ctx: ValidationContext) => FieldIssue | null) & {
  readonly codes: readonly string[];
};
