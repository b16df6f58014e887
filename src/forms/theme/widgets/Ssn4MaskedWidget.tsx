import type { WidgetDeclaration } from '../../../../engine/forms/uiVocabulary';
import type { WidgetProps } from '@rjsf/utils';
import { formatters } from '../../../../engine/fields/registry';
import { filteredAnswer } from '../uiOptions';
import { inputProps } from './inputProps';

/** The mask the digits follow ("•••-••-"), as the field's format draws it with no digits. */
const MASK = formatters.ssn4Masked('');

// The signing page's last 4 of the SSN, shown after a "•••-••-" mask. The mask is drawn beside the box, not in it,
// and hidden from screen readers (issue 48): the box holds the digits typed, so they are what is read as its value,
// never "bullet bullet bullet"; the label says which digits they are. The form holds only those digits.
export function Ssn4MaskedWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, options } = props;
  const digits = typeof value === 'string' ? value : '';
  return (
    <div className="masked-input">
      <span className="masked-prefix" aria-hidden="true">{MASK}</span>
      <input
        {...inputProps(props)}
        maxLength={undefined}
        type="text"
        inputMode="numeric"
        spellCheck={false}
        value={digits}
        onChange={(e) => onChange(filteredAnswer(options, e.target.value))}
        onBlur={() => onBlur(id, digits)}
      />
    </div>
  );
}

export default Ssn4MaskedWidget;

export const widget = { name: 'ssn4Masked', rank: 7, draws: ['string'], says: 'The last 4 of the SSN typed after a "•••-••-" mask (the signing page).' } satisfies WidgetDeclaration;
