import type { WidgetDeclaration } from '../../../../engine/forms/uiVocabulary';
import type { WidgetProps } from '@rjsf/utils';
import type { FormContext } from '../FormContext';
import { inputProps } from './inputProps';

// A date picked with the phone's own date picker (the value is 'YYYY-MM-DD'); the earliest day offered is today
// when the field's rules refuse the past, and the latest the form's maxDate (the offer's expiration).
export function DateWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, registry } = props;
  const ctx = registry.formContext as FormContext;
  const text = typeof value === 'string' ? value : '';
  return (
    <input
      {...inputProps(props)}
      maxLength={undefined}
      inputMode={undefined}
      type="date"
      min={ctx.today}
      max={ctx.maxDate}
      value={text}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={() => onBlur(id, text)}
    />
  );
}

export default DateWidget;

export const widget = { name: 'date', rank: 8, draws: ['string'], says: 'The phone\'s own date picker (the value is YYYY-MM-DD).',
  question: { schema: { type: 'string', format: 'date', 'x-messages': { format: 'invalidDate' } }, ui: { 'ui:widget': 'date', 'ui:parse': 'isoDate', 'ui:autocomplete': 'off' } } } satisfies WidgetDeclaration;
