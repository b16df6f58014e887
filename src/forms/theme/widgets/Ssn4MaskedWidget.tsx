import type { WidgetProps } from '@rjsf/utils';
import { formatters } from '../../../../engine/fields/registry';
import { applyFilter, fieldUi } from '../uiOptions';
import { inputProps } from './inputProps';

// The signing page's last 4 of the SSN: shown after a "•••-••-" mask, the caret kept after it; the form holds only
// the digits typed.
export function Ssn4MaskedWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, options } = props;
  const digits = typeof value === 'string' ? value : '';
  return (
    <input
      {...inputProps(props)}
      maxLength={undefined}
      type="text"
      inputMode="numeric"
      spellCheck={false}
      value={formatters.ssn4Masked(digits)}
      onChange={(e) => {
        const next = applyFilter(fieldUi(options), e.target.value);
        onChange(next === '' ? undefined : next);
      }}
      onFocus={(e) => { const end = e.target.value.length; e.target.setSelectionRange(end, end); }}
      onBlur={() => onBlur(id, digits)}
    />
  );
}
