import type { TextareaHTMLAttributes } from 'react';
import { filteredAnswer, inputProps, type WidgetDeclaration, type WidgetProps } from './widgetKit';

// Longer free text (a note to the merchant): the same wiring as a text input, on several lines.
export default function TextareaWidget(props: WidgetProps) {
  const { value, onChange, options } = props;
  const text = typeof value === 'string' ? value : '';
  const { inputMode: _inputMode, ...shared } = inputProps(props);
  return (
    <textarea
      {...(shared as TextareaHTMLAttributes<HTMLTextAreaElement>)}
      rows={typeof options.rows === 'number' ? options.rows : 4}
      value={text}
      onChange={(e) => onChange(filteredAnswer(options, e.target.value))}
    />
  );
}

export const widget = { name: 'textarea', rank: 9, draws: ['string'], says: 'A text box of several lines.', question: { schema: { type: 'string' }, ui: { 'ui:widget': 'textarea' } } } satisfies WidgetDeclaration;
