import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { formatters } from '../../../../engine/fields/registry';
import { parsers } from '../../../../engine/fields/registry';
import type { FormContext } from '../FormContext';
import { groupThousands } from '../../../../engine/fields/shared/groupThousands';
import { applyFilter, fieldUi, hasBehaviour } from '../uiOptions';
import { inputProps } from './inputProps';

const shown = (value: unknown): string => (typeof value === 'number' ? formatters.wholeDollars(String(value)) : '');

// Whole dollars: the borrower types "$45,000" (or 45000) and the form holds the number, so the schema's minimum
// and maximum apply. dollarPrefix: '$' appears on focus and a lone '$' is cleared on blur. Each keystroke's amount is
// offered to the form first: a field that refuses amounts above its maximum (refuseAboveMaximum, the calculator)
// keeps the box as it was, and the form's model, which decides it, shows the field's message briefly.
export function CurrencyWidget(props: WidgetProps) {
  const { id, name, value, onChange, onBlur, options, registry } = props;
  const ui = fieldUi(options);
  const [text, setText] = useState(() => shown(value));
  // The form's value changed from outside (a prefill or a reset): the box shows it, unless it already says it.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if ((parsers.wholeDollars(text) ?? undefined) !== value) setText(shown(value));
  }
  const prefix = hasBehaviour(options, 'dollarPrefix');
  const emit = (next: string) => {
    setText(next);
    const parsed = parsers.wholeDollars(next);
    onChange(parsed === null ? undefined : parsed);
  };
  return (
    <div className={prefix ? 'money-input money-input-typed' : 'money-input'}>
      {prefix ? null : <span className="money-prefix" aria-hidden="true">$</span>}
      <input
        {...inputProps(props)}
        type="text"
        value={prefix ? text : groupThousands(text.replace(/[^\d]/g, ''))}
        onFocus={() => { if (prefix && text === '') setText('$'); }}
        onChange={(e) => {
          const next = applyFilter(ui, e.target.value);
          if ((registry.formContext as FormContext).refuse(name, parsers.wholeDollars(next) ?? undefined)) return;
          emit(next);
        }}
        onBlur={() => {
          const formatted = prefix ? (text.replace(/[^\d.]/g, '') === '' ? '' : formatters.wholeDollars(text)) : text;
          if (formatted !== text) emit(formatted);
          onBlur(id, value);
        }}
      />
    </div>
  );
}
