import { describedBy, FieldTemplate } from './FieldTemplate';
import type { WidgetProps } from './WidgetProps';

// The optional scheduled completion date of "confirm later", picked with the phone's own date picker (the value
// is 'YYYY-MM-DD'); the rules (not in the past, before the offer expires) are validateCompletionDate's.
export function CompletionDateField({ name, id, label, value, onChange, onBlur, error, hint, required, disabled, min, max }: WidgetProps & { min?: string | undefined; max?: string | undefined }) {
  return (
    <FieldTemplate id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        name={name}
        type="date"
        value={value}
        min={min}
        max={max}
        disabled={disabled}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
    </FieldTemplate>
  );
}
