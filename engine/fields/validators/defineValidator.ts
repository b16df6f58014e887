import type { FieldIssue } from '../FieldIssue';
import type { ValidationContext } from '../ValidationContext';
import type { RuleOptions, Validator } from './Validator';

type Raise<C extends string> = (code: C, params?: Record<string, string>) => FieldIssue;

// Builds a validator from the codes it may return and its check; `raise` only accepts those codes, so a code
// without a declared (and therefore tested) message text cannot slip in. `fieldOptions` lists the options (the
// form's `x-ruleOptions` for this rule) whose value is the name of another field of the form: the rule reads that
// answer by the name the form gives, never by a name of its own.
export function defineValidator<const C extends string>(
  codes: readonly C[],
  check: (value: unknown, ctx: ValidationContext, raise: Raise<C>, options: RuleOptions) => FieldIssue | null,
  fieldOptions: readonly string[] = [],
): Validator {
  const raise: Raise<C> = (code, params) => (params === undefined ? { code } : { code, params });
  // Options are product-written JSON: anything but an object (flows:check refuses it) reads as none.
  const settings = (options: unknown): RuleOptions => (typeof options === 'object' && options !== null && !Array.isArray(options) ? options as RuleOptions : {});
  return Object.assign((value: unknown, ctx: ValidationContext, options?: RuleOptions) => check(value, ctx, raise, settings(options)), { codes, fieldOptions });
}
