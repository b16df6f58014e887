import type { FieldIssue } from '../FieldIssue';
import type { ValidationContext } from '../ValidationContext';

/** The value a text input holds; a server prefill can be null. */
export type TextValue = string | null | undefined;

/**
 * A validator is a pure function of the value and the context that returns the first issue or null. It also lists
 * every code it can return, so tests and the flow checker can prove each code has a text in content/.
 */
export type Validator<V = TextValue> = ((value: V, ctx: ValidationContext) => FieldIssue | null) & {
  readonly codes: readonly string[];
};
