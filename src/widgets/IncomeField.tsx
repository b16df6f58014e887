import { formatters } from '../../engine/fields/registry';
import { applyFilter } from './applyFilter';
import { FieldTemplate } from './FieldTemplate';
import { inputAttributes } from './inputAttributes';
import type { WidgetProps } from './WidgetProps';

// Yearly income (section 5): '$' appears on focus, a lone '$' is cleared on blur, and the amount is shown as whole
// dollars on blur; the form sends it as a number (fields.yaml parse: wholeDollars).
export function IncomeField(props: WidgetProps) {
  const { id, label, value, onChange, onBlur, error, hint, spec } = props;
  return (
    <FieldTemplate id={id} label={label} error={error} hint={hint}>
      <input
        {...inputAttributes(props)}
        type="text"
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
