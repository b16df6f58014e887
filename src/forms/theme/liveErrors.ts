import type { Registry } from '@rjsf/utils';

// The errors a field shows now: the form model's message for it (engine/forms/formModel.ts fieldMessages), which
// rjsf hands each field as its errors. Every template and widget reads a field's errors here, so the message,
// aria-invalid and aria-describedby go together.
export function liveErrors(rawErrors: string[] | undefined, _registry?: Registry, _id?: string): string[] | undefined {
  return rawErrors?.length ? rawErrors : undefined;
}
