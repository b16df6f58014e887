import { applyFilter, applyFormat } from './applyFilter';
import { FieldTemplate } from './FieldTemplate';
import { inputAttributes } from './inputAttributes';
import type { WidgetProps } from './WidgetProps';

// A text input that filters as the borrower types, formats on blur, and takes its length, autofill token and
// keyboard from flows/fields.yaml.
export function TextField(props: WidgetProps) {
  const { id, label, value, onChange, onBlur, error, hint, spec, required } = props;
  return (
    <FieldTemplate id={id} label={label} error={error} hint={hint}>
      <input
        {...inputAttributes(props)}
        type="text"
        aria-required={required || undefined}
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
