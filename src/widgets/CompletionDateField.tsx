import { FieldTemplate } from './FieldTemplate';
import { inputAttributes } from './inputAttributes';
import type { WidgetProps } from './WidgetProps';

// The optional scheduled completion date of "confirm later", picked with the phone's own date picker (the value
// is 'YYYY-MM-DD'); the rules (not in the past, before the offer expires) are validateCompletionDate's.
export function CompletionDateField(props: WidgetProps & { min?: string | undefined; max?: string | undefined }) {
  const { id, label, onChange, onBlur, error, hint, min, max } = props;
  return (
    <FieldTemplate id={id} label={label} error={error} hint={hint}>
      <input
        {...inputAttributes(props)}
        type="date"
        min={min}
        max={max}
        maxLength={undefined}
        inputMode={undefined}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
    </FieldTemplate>
  );
}
