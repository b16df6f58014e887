import { filters } from '../../engine/fields/registry';
import { FieldTemplate } from './FieldTemplate';
import { inputAttributes } from './inputAttributes';
import type { WidgetProps } from './WidgetProps';

// The texted 4-digit code: digits only, offered by the phone's one-time-code autofill, paste allowed, and sent as
// soon as the fourth digit is in (section 4: "Entering 4 digits submits automatically").
export function PinField(props: WidgetProps & { onComplete: (pin: string) => void }) {
  const { id, label, value, onChange, onBlur, error, hint, spec, onComplete } = props;
  return (
    <FieldTemplate id={id} label={label} error={error} hint={hint}>
      <input
        {...inputAttributes(props)}
        type="text"
        className="pin-input"
        required
        maxLength={spec?.maxLength ?? 4}
        autoComplete="one-time-code"
        inputMode="numeric"
        onChange={(e) => {
          const pin = filters.pin(e.target.value);
          onChange(pin);
          if (pin.length === 4 && pin !== value) onComplete(pin);
        }}
        onBlur={onBlur}
      />
    </FieldTemplate>
  );
}
