import { applyFilter, fieldUi, hasBehaviour, inputProps, type FormContext, type WidgetDeclaration, type WidgetProps } from './widgetKit';

// The texted code: digits only, offered by the phone's one-time-code autofill, paste allowed; with the autoSubmit
// behaviour it is sent as soon as it holds maxLength digits (section 4: "Entering 4 digits submits automatically").
export default function PinWidget(props: WidgetProps) {
  const { name, value, onChange, options, schema, registry } = props;
  const ctx = registry.formContext as FormContext;
  const text = typeof value === 'string' ? value : '';
  const length = typeof schema.maxLength === 'number' ? schema.maxLength : 4;
  return (
    <input
      {...inputProps(props)}
      type="text" className="pin-input" inputMode="numeric" autoComplete="one-time-code" value={text}
      onChange={(e) => {
        const pin = applyFilter(fieldUi(options), e.target.value);
        onChange(pin === '' ? undefined : pin);
        if (hasBehaviour(options, 'autoSubmit') && pin.length === length && pin !== text) ctx.autoSubmit(name, pin);
      }}
    />
  );
}

export const widget = { name: 'pin', rank: 4, draws: ['string'], says: 'The texted code: digits only, offered by the phone\'s one-time-code autofill.' } satisfies WidgetDeclaration;
