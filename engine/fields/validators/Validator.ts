import type { FieldIssue } from '../FieldIssue';
import type { ValidationContext } from '../ValidationContext';

/** A rule's settings on one form: the field's `x-ruleOptions` entry for that rule (`{ "stateField": "stateCode" }`). */
export type RuleOptions = Readonly<Record<string, unknown>>;

/**
 * A rule JSON Schema cannot say (a form schema's `x-rules`): a pure function of a value that passed the schema, of
 * the context and of the options the form gives it, returning the issue or null. It also lists every code it can
 * return, so tests and the flow checker can prove each code has a text in content/, and the options it takes that
 * name another field of the form, so the flow checker can refuse a form naming a field it does not have.
 */
export type Validator = ((value: unknown, ctx: ValidationContext, options?: RuleOptions) => FieldIssue | null) & {
  readonly codes: readonly string[];
  readonly fieldOptions: readonly string[];
};
