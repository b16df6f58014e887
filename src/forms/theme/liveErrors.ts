import type { Registry } from '@rjsf/utils';
import type { FormContext } from './FormContext';
import { fieldNameOf } from './ids';

// The errors a field shows now: rjsf's, from when the field was last left or a submit was tried, unless the
// borrower has put the answer right since (FormContext.settled). Every template and widget reads a field's errors
// here, so the message, aria-invalid and aria-describedby go together.
export function liveErrors(rawErrors: string[] | undefined, registry: Registry, id: string): string[] | undefined {
  if (!rawErrors?.length) return undefined;
  const ctx = registry.formContext as FormContext;
  return ctx.settled?.has(fieldNameOf(id, ctx.idPrefix)) ? undefined : rawErrors;
}
