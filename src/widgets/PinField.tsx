import { filters } from '../../engine/fields/registry';
import { describedBy, FieldTemplate } from './FieldTemplate';
import type { WidgetProps } from './WidgetProps';

// The texted 4-digit code: digits only, offered by the phone's one-time-code autofill, paste allowed, and sent as
// soon as the fourth digit is in (section 4: "Entering 4 digits submits automatically").
export function PinField({ name, id, label, value, onChange, onBlur, error, hint, spec, disabled, onComplete }: WidgetProps & { onComplete: (pin: string) => void }) {
  return (
    <FieldTemplate id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        name={name}
        type="text"
        className="pin-input"
        value={value}
        disabled={disabled}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
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
