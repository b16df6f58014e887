import type { WidgetProps } from '@rjsf/utils';
import { TextWidget } from './TextWidget';

// A US mobile number: the phone keyboard, digits only, shown as "(555) 123-4567" while typing (UI schema
// `ui:format: phone`, `ui:formatOn: change`); sent as +1 and 10 digits (`ui:parse: phoneE164`).
export function PhoneWidget(props: WidgetProps) {
  return <TextWidget {...props} options={{ inputType: 'tel', inputmode: 'tel', ...props.options }} />;
}
