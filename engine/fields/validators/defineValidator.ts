import type { FieldIssue } from '../FieldIssue';
import type { ValidationContext } from '../ValidationContext';
import type { Validator } from './Validator';

type Raise<C extends string> = (code: C, params?: Record<string, string>) => FieldIssue;

// Builds a validator from the codes it may return and its check; `raise` only accepts those codes, so a code
// without a declared (and therefore tested) message text cannot slip in.
export function defineValidator<const C extends string>(
  codes: readonly C[],
  check: (value: unknown, ctx: ValidationContext, raise: Raise<C>) => FieldIssue | null,
): Validator {
  const raise: Raise<C> = (code, params) => (params === undefined ? { code } : { code, params });
  return Object.assign((value: unknown, ctx: ValidationContext) => check(value, ctx, raise), { codes });
}
