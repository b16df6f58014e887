import type { WidgetDeclaration } from '../../../../engine/forms/uiVocabulary';
import type { SelectHTMLAttributes } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { FormContext } from '../FormContext';
import { inputProps } from './inputProps';
import { optionLabel } from './optionLabel';

// One answer from a list (enum or oneOf), as the phone's own picker. The first, empty choice reads the copy's
// `<field>.placeholder` and gives the form no value, so `required` applies.
export function SelectWidget(props: WidgetProps) {
  const { id, name, value, onChange, onBlur, options, registry } = props;
  const ctx = registry.formContext as FormContext;
  const choices = options.enumOptions ?? [];
  const index = choices.findIndex((o) => o.value === value);
  const { maxLength: _m, inputMode: _i, placeholder: _p, ...shared } = inputProps(props);
  return (
    <select
      {...(shared as SelectHTMLAttributes<HTMLSelectElement>)}
      value={index < 0 ? '' : String(index)}
      onChange={(e) => onChange(e.target.value === '' ? undefined : choices[Number(e.target.value)]?.value)}
      onBlur={() => onBlur(id, value)}
    >
      <option value="">{ctx.label(`${name}.placeholder`)}</option>
      {choices.map((o, i) => <option key={String(o.value)} value={String(i)}>{optionLabel(ctx, name, o.value)}</option>)}
    </select>
  );
}

export default SelectWidget;

export const widget = { name: 'select', rank: 10, draws: ['string', 'integer', 'number', 'boolean'], says: 'A drop-down list of the schema\'s enum or oneOf options.',
  question: { schema: { type: 'string' }, ui: { 'ui:widget': 'select' }, choices: true } } satisfies WidgetDeclaration;
