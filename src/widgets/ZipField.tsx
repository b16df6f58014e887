import { applyFilter } from './applyFilter';
import { describedBy, FieldTemplate } from './FieldTemplate';
import type { WidgetProps } from './WidgetProps';

export type ZipStatus = 'unchecked' | 'checking' | 'valid' | 'invalid';

// Zip: 5 digits, then the form asks the server whether it exists (POST /zip). While that runs the hint says
// 'checking...'; an unknown zip shows 'Invalid zip code' as the field's error.
export function ZipField({ name, id, label, value, onChange, onBlur, error, hint, spec, required, disabled, status, checkingText }: WidgetProps & { status: ZipStatus; checkingText: string }) {
  const shownHint = status === 'checking' ? checkingText || hint : hint;
  return (
    <FieldTemplate id={id} label={label} error={error} hint={shownHint}>
      <input
        id={id}
        name={name}
        type="text"
        value={value}
        disabled={disabled}
        required={required}
        aria-busy={status === 'checking' || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, shownHint)}
        maxLength={spec?.maxLength ?? 5}
        autoComplete={spec?.autocomplete ?? 'postal-code'}
        inputMode="numeric"
        onChange={(e) => onChange(applyFilter(spec, e.target.value))}
        onBlur={onBlur}
      />
    </FieldTemplate>
  );
}
