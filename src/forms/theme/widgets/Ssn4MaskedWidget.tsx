import { formatters } from '../../../../engine/fields/registry';
import { filteredAnswer, inputProps, type WidgetDeclaration, type WidgetProps } from './widgetKit';

/** The mask the digits follow ("•••-••-"), as the field's format draws it with no digits. */
const MASK = formatters.ssn4Masked('');

// The signing page's last 4 of the SSN after a "•••-••-" mask drawn beside the box and hidden from screen readers
// (issue 48): the box holds only the digits, so they are read as its value, never "bullet bullet bullet".
export default function Ssn4MaskedWidget(props: WidgetProps) {
  const { value, onChange, options } = props;
  const digits = typeof value === 'string' ? value : '';
  return (
    <div className="masked-input">
      <span className="masked-prefix" aria-hidden="true">{MASK}</span>
      <input
        {...inputProps(props)}
        maxLength={undefined}
        type="text" inputMode="numeric" spellCheck={false} value={digits}
        onChange={(e) => onChange(filteredAnswer(options, e.target.value))}
      />
    </div>
  );
}

export const widget = { name: 'ssn4Masked', rank: 7, draws: ['string'], says: 'The last 4 of the SSN typed after a "•••-••-" mask (the signing page).' } satisfies WidgetDeclaration;
