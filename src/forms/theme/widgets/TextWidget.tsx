import type { WidgetDeclaration } from '../../../../engine/forms/uiVocabulary';
import type { WidgetProps } from '@rjsf/utils';
import { applyFilter, applyFormat, fieldUi } from '../uiOptions';
import { inputProps } from './inputProps';
import { useTypedText } from './useTypedText';

const TYPES: Record<string, string> = { email: 'email', tel: 'tel' };

// A text input that filters as the borrower types and formats on blur (or as they type, `ui:formatOn: change`),
// both named in the UI schema; an emptied input gives the form no value, so `required` means "filled".
export function TextWidget(props: WidgetProps) {
  const { id, onBlur, options } = props;
  const ui = fieldUi(options);
  const { box, text, type, send } = useTypedText(props);
  return (
    <input
      {...inputProps(props)}
      type={TYPES[String(options.inputType ?? '')] ?? 'text'}
      {...box}
      onChange={(e) => {
        const filtered = applyFilter(ui, e.target.value);
        type(ui.formatOn === 'change' ? applyFormat(ui, filtered) : filtered);
      }}
      onBlur={() => {
        const typed = text();
        const formatted = applyFormat(ui, typed);
        if (formatted !== typed) send(formatted);
        onBlur(id, formatted);
      }}
    />
  );
}

export default TextWidget;

export const widget = { name: 'text', rank: 1, draws: ['string', 'integer', 'number'], says: 'A one-line text box (the default for a text field).', question: { schema: { type: 'string' } } } satisfies WidgetDeclaration;
