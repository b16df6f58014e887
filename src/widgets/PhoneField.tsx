import { filters, formatters } from '../../engine/fields/registry';
import { FieldTemplate } from './FieldTemplate';
import { inputAttributes } from './inputAttributes';
import type { WidgetProps } from './WidgetProps';

// A US mobile number: digits only (10, or 11 starting with 1), shown as "(555) 123-4567" while typing; the form
// sends it as +1 and 10 digits (fields.yaml parse: phoneE164).
export function PhoneField(props: WidgetProps) {
  const { id, label, onChange, onBlur, error, hint, spec } = props;
  return (
    <FieldTemplate id={id} label={label} error={error} hint={hint}>
      <input
        {...inputAttributes(props)}
        type="tel"
        autoComplete={spec?.autocomplete ?? 'tel-national'}
        inputMode={spec?.inputmode ?? 'tel'}
        onChange={(e) => onChange(formatters.phone(filters.phone(e.target.value)))}
        onBlur={onBlur}
      />
    </FieldTemplate>
  );
}
