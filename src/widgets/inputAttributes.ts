import type { InputHTMLAttributes } from 'react';
import { describedBy } from './FieldTemplate';
import type { WidgetProps } from './WidgetProps';

// What every field's <input> shares: its identity, value and state, the ids of its hint and error, and the
// field's rules from flows/fields.yaml (length, autofill token, keyboard). A widget spreads this first and then
// sets only what makes it different, so accessibility wiring lives in one place.
export function inputAttributes(p: WidgetProps, hint: unknown = p.hint): InputHTMLAttributes<HTMLInputElement> {
  return {
    id: p.id,
    name: p.name,
    value: p.value,
    disabled: p.disabled,
    required: p.required,
    'aria-invalid': p.error ? true : undefined,
    'aria-describedby': describedBy(p.id, p.error, hint),
    maxLength: p.spec?.maxLength ?? undefined,
    autoComplete: p.spec?.autocomplete,
    inputMode: p.spec?.inputmode as InputHTMLAttributes<HTMLInputElement>['inputMode'],
  };
}
