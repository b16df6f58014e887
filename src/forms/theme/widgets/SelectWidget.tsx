import type { SelectHTMLAttributes } from 'react';
import { inputProps, optionLabel, type FormContext, type WidgetDeclaration, type WidgetProps } from './widgetKit';

// One answer from a list as the phone's own picker; the empty first choice (`<field>.placeholder`) gives no value.
export default function SelectWidget(props: WidgetProps) {
  const { name, value, onChange, options, registry } = props;
  const ctx = registry.formContext as FormContext;
  const choices = options.enumOptions ?? [];
  const index = choices.findIndex((o) => o.value === value);
  const { maxLength: _m, inputMode: _i, placeholder: _p, ...shared } = inputProps(props);
  return (
    <select
      {...(shared as SelectHTMLAttributes<HTMLSelectElement>)}
      value={index < 0 ? '' : String(index)}
      onChange={(e) => onChange(e.target.value === '' ? undefined : choices[Number(e.target.value)]?.value)}
    >
      <option value="">{ctx.label(`${name}.placeholder`)}</option>
      {choices.map((o, i) => <option key={String(o.value)} value={String(i)}>{optionLabel(ctx, name, o.value)}</option>)}
    </select>
  );
}

export const widget = { name: 'select', rank: 10, draws: ['string', 'integer', 'number', 'boolean'], says: 'A drop-down list of the schema\'s enum or oneOf options.',
  question: { schema: { type: 'string' }, ui: { 'ui:widget': 'select' }, choices: true } } satisfies WidgetDeclaration;
