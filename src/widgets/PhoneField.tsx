import { filters, formatters } from '../../engine/fields/registry';
import { describedBy, FieldTemplate } from './FieldTemplate';
import type { WidgetProps } from './WidgetProps';

// A US mobile number: digits only (10, or 11 starting with 1), shown as "(555) 123-4567" while typing; the form
// sends it as +1 and 10 digits (fields.yaml parse: phoneE164).
export function PhoneField({ name, id, label, value, onChange, onBlur, error, hint, spec, required, disabled }: WidgetProps) {
  return (
    <FieldTemplate id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        name={name}
        type="tel"
        value={value}
        disabled={disabled}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        maxLength={spec?.maxLength ?? undefined}
        autoComplete={spec?.autocomplete ?? 'tel-national'}
        inputMode={spec?.inputmode ?? 'tel'}
        onChange={(e) => onChange(formatters.phone(filters.phone(e.target.value)))}
        onBlur={onBlur}
      />
    </FieldTemplate>
  );
}
