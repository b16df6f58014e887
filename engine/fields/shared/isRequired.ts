import type { ValidationContext } from '../ValidationContext';

// Each validator knows whether the spec makes its field required; a screen can still override that per use.
export function isRequired(ctx: ValidationContext, byDefault: boolean): boolean {
  return ctx.required ?? byDefault;
}
