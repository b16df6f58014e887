import { applyFilter, applyFormat } from './applyFilter';
import { describedBy, FieldTemplate } from './FieldTemplate';
import type { WidgetProps } from './WidgetProps';

// A text input that filters as the borrower types, formats on blur, and takes its length, autofill token and
// keyboard from flows/fields.yaml.
export function TextField({ name, id, label, value, onChange, onBlur, error, hint, spec, required, disabled }: WidgetProps) {
  return (
    <FieldTemplate id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        name={name}
        type="text"
        value={value}
        disabled={disabled}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        maxLength={spec?.maxLength ?? undefined}
        autoComplete={spec?.autocomplete}
        inputMode={spec?.inputmode}
        onChange={(e) => onChange(applyFilter(spec, e.target.value))}
        onBlur={() => {
          const formatted = applyFormat(spec, value);
          if (formatted !== value) onChange(formatted);
          onBlur();
        }}
      />
    </FieldTemplate>
  );
}
