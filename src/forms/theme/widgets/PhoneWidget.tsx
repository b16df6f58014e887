import type { WidgetDeclaration } from '../../../../engine/forms/uiVocabulary';
import type { WidgetProps } from '@rjsf/utils';
import { TextWidget } from './TextWidget';

// A US mobile number: the phone keyboard, digits only, shown as "(555) 123-4567" while typing (UI schema
// `ui:format: phone`, `ui:formatOn: change`); sent as +1 and 10 digits (`ui:parse: phoneE164`).
export function PhoneWidget(props: WidgetProps) {
  return <TextWidget {...props} options={{ inputType: 'tel', inputmode: 'tel', ...props.options }} />;
}

export default PhoneWidget;

export const widget = { name: 'phone', rank: 3, draws: ['string'], says: 'A US phone number box (the phone keypad).',
  question: {
    schema: { type: 'string', pattern: '^\\(\\d{3}\\) \\d{3}-\\d{4}$', 'x-messages': { pattern: 'invalidMobileNumber' } },
    ui: { 'ui:widget': 'phone', 'ui:filter': 'phone', 'ui:format': 'phone', 'ui:formatOn': 'change', 'ui:parse': 'phoneE164', 'ui:autocomplete': 'off', 'ui:inputmode': 'tel' },
  },
} satisfies WidgetDeclaration;
