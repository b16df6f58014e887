import TextWidget from './TextWidget';
import type { WidgetDeclaration, WidgetProps } from './widgetKit';

// A US mobile number on the phone keypad; its UI schema formats it as typed and sends it as E.164 (see `question`).
export default function PhoneWidget(props: WidgetProps) {
  return <TextWidget {...props} options={{ inputType: 'tel', inputmode: 'tel', ...props.options }} />;
}

export const widget = { name: 'phone', rank: 3, draws: ['string'], says: 'A US phone number box (the phone keypad).',
  question: {
    schema: { type: 'string', pattern: '^\\(\\d{3}\\) \\d{3}-\\d{4}$', 'x-messages': { pattern: 'invalidMobileNumber' } },
    ui: { 'ui:widget': 'phone', 'ui:filter': 'phone', 'ui:format': 'phone', 'ui:formatOn': 'change', 'ui:parse': 'phoneE164', 'ui:autocomplete': 'off', 'ui:inputmode': 'tel' },
  },
} satisfies WidgetDeclaration;
