import { inputProps, type FormContext, type WidgetDeclaration, type WidgetProps } from './widgetKit';

// The phone's own date picker ('YYYY-MM-DD'), from today to the form's maxDate (the offer's expiration).
export default function DateWidget(props: WidgetProps) {
  const { value, onChange, registry } = props;
  const ctx = registry.formContext as FormContext;
  const text = typeof value === 'string' ? value : '';
  return (
    <input
      {...inputProps(props)}
      maxLength={undefined} inputMode={undefined}
      type="date" min={ctx.today} max={ctx.maxDate} value={text}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
    />
  );
}

export const widget = { name: 'date', rank: 8, draws: ['string'], says: 'The phone\'s own date picker (the value is YYYY-MM-DD).',
  question: { schema: { type: 'string', format: 'date', 'x-messages': { format: 'invalidDate' } }, ui: { 'ui:widget': 'date', 'ui:parse': 'isoDate', 'ui:autocomplete': 'off' } } } satisfies WidgetDeclaration;
