import type { WidgetProps } from '@rjsf/utils';
import { applyFilter, applyFormat, fieldUi } from '../uiOptions';
import { inputProps } from './inputProps';

const TYPES: Record<string, string> = { email: 'email', tel: 'tel' };

// A text input that filters as the borrower types and formats on blur (or as they type, `ui:formatOn: change`),
// both named in the UI schema; an emptied input gives the form no value, so `required` means "filled".
export function TextWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, options } = props;
  const ui = fieldUi(options);
  const text = value === undefined || value === null ? '' : String(value);
  const emit = (next: string) => onChange(next === '' ? undefined : next);
  return (
    <input
      {...inputProps(props)}
      type={TYPES[String(options.inputType ?? '')] ?? 'text'}
      value={text}
      onChange={(e) => {
        const filtered = applyFilter(ui, e.target.value);
        emit(ui.formatOn === 'change' ? applyFormat(ui, filtered) : filtered);
      }}
      onBlur={() => {
        const formatted = applyFormat(ui, text);
        if (formatted !== text) emit(formatted);
        onBlur(id, formatted);
      }}
    />
  );
}
