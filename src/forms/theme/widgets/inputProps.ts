import type { WidgetProps } from '@rjsf/utils';
import type { InputHTMLAttributes } from 'react';
import type { FormContext } from '../FormContext';
import { describedBy } from '../ids';
import { isRequired } from '../required';
import { fieldUi } from '../uiOptions';

// What every input shares: identity, state, the ids of its hint and error, and the field's rules from the schema
// (maxLength) and UI schema (autofill token, keyboard, placeholder). A widget spreads this first and then sets only
// what makes it different, so the accessibility wiring lives in one place.
export function inputProps(p: WidgetProps, hint?: unknown): InputHTMLAttributes<HTMLInputElement> {
  const ui = fieldUi(p.options);
  const errors = p.rawErrors?.length ? p.rawErrors : undefined;
  const ctx = p.registry.formContext as FormContext;
  const hasHint = hint ?? Boolean(ctx.label(`${p.name}Hint`));
  return {
    id: p.id,
    name: p.htmlName ?? p.name,
    disabled: p.disabled || p.readonly,
    required: isRequired(ctx, p.name, p.required),
    'aria-invalid': errors ? true : undefined,
    'aria-describedby': describedBy(p.id, errors, hasHint),
    maxLength: typeof p.schema.maxLength === 'number' ? p.schema.maxLength : undefined,
    autoComplete: typeof p.options.autocomplete === 'string' ? p.options.autocomplete : (p.uiSchema?.['ui:autocomplete'] as string | undefined),
    inputMode: ui.inputmode,
    placeholder: p.placeholder || undefined,
    autoFocus: p.autofocus,
  };
}
