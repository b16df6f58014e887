import { formatters } from '../../engine/fields/registry';
import { applyFilter } from './applyFilter';
import { describedBy, FieldTemplate } from './FieldTemplate';
import type { WidgetProps } from './WidgetProps';

// Yearly income (section 5): '$' appears on focus, a lone '$' is cleared on blur, and the amount is shown as whole
// dollars on blur; the form sends it as a number (fields.yaml parse: wholeDollars).
export function IncomeField({ name, id, label, value, onChange, onBlur, error, hint, spec, required, disabled }: WidgetProps) {
  return (
    <FieldTemplate id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        name={name}
        type="text"
        value={value}
        disabled={disabled}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        maxLength={spec?.maxLength ?? undefined}
        autoComplete={spec?.autocomplete}
        inputMode={spec?.inputmode}
        onFocus={() => {
          if (value === '') onChange('$');
        }}
        onChange={(e) => onChange(applyFilter(spec, e.target.value))}
        onBlur={() => {
          const digits = value.replace(/[^\d.]/g, '');
          const next = digits === '' ? '' : formatters.wholeDollars(value);
          if (next !== value) onChange(next);
          onBlur();
        }}
      />
    </FieldTemplate>
  );
}
