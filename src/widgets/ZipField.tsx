import { applyFilter } from './applyFilter';
import { FieldTemplate } from './FieldTemplate';
import { inputAttributes } from './inputAttributes';
import type { WidgetProps } from './WidgetProps';

export type ZipStatus = 'unchecked' | 'checking' | 'valid' | 'invalid';

// Zip: 5 digits, then the form asks the server whether it exists (POST /zip). While that runs the hint says
// 'checking...'; an unknown zip shows 'Invalid zip code' as the field's error.
export function ZipField(props: WidgetProps & { status: ZipStatus; checkingText: string }) {
  const { id, label, onChange, onBlur, error, hint, spec, status, checkingText } = props;
  const shownHint = status === 'checking' ? checkingText || hint : hint;
  return (
    <FieldTemplate id={id} label={label} error={error} hint={shownHint}>
      <input
        {...inputAttributes(props, shownHint)}
        type="text"
        aria-busy={status === 'checking' || undefined}
        maxLength={spec?.maxLength ?? 5}
        autoComplete={spec?.autocomplete ?? 'postal-code'}
        inputMode="numeric"
        onChange={(e) => onChange(applyFilter(spec, e.target.value))}
        onBlur={onBlur}
      />
    </FieldTemplate>
  );
}
