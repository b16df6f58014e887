import { applyFilter, applyFormat, fieldUi, inputProps, type WidgetDeclaration, type WidgetProps } from './widgetKit';
import { useTypedText } from './useTypedText';

const TYPES: Record<string, string> = { email: 'email', tel: 'tel' };

// A text box filtered as typed and formatted on blur (or as typed: `ui:formatOn: change`), as its UI schema says.
export default function TextWidget(props: WidgetProps) {
  const { id, onBlur, options } = props;
  const ui = fieldUi(options);
  const { box, text, type, send } = useTypedText(props);
  return (
    <input
      {...inputProps(props)} type={TYPES[String(options.inputType ?? '')] ?? 'text'} {...box}
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

export const widget = { name: 'text', rank: 1, draws: ['string', 'integer', 'number'], says: 'A one-line text box (the default for a text field).', question: { schema: { type: 'string' } } } satisfies WidgetDeclaration;
