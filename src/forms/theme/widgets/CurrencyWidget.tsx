import type { WidgetDeclaration } from '../../../../engine/forms/uiVocabulary';
import type { WidgetProps } from '@rjsf/utils';
import { formatters, parsers } from '../../../../engine/fields/registry';
import { groupThousands } from '../../../../engine/fields/shared/groupThousands';
import type { FormContext } from '../FormContext';
import { applyFilter, fieldUi, hasBehaviour } from '../uiOptions';
import { inputProps } from './inputProps';
import { useTypedText, type TextAndValue } from './useTypedText';

const dollarsOf = (text: string): number | undefined => parsers.wholeDollars(text) ?? undefined;
/** The amount as typed, '$' and all, formatted on blur ("$45,000"). */
const typed: TextAndValue = { valueOf: dollarsOf, textOf: (value) => (typeof value === 'number' ? formatters.wholeDollars(String(value)) : '') };
/** The amount's digits grouped as they are typed ("45,000"), the '$' drawn beside the box. */
const grouped: TextAndValue = { valueOf: dollarsOf, textOf: (value) => (typeof value === 'number' ? groupThousands(String(value)) : '') };

// Whole dollars: the borrower types "$45,000" (or 45000) and the form holds the number, so the schema's minimum
// and maximum apply. dollarPrefix: '$' appears on focus and a lone '$' is cleared on blur. Each keystroke's amount is
// offered to the form first: a field that refuses amounts above its maximum (refuseAboveMaximum, the calculator)
// keeps the box as it was, and the form's model, which decides it, shows the field's message briefly. An amount is
// given to the model at once: what reads it beside the form (the calculator's plans) follows each keystroke.
export function CurrencyWidget(props: WidgetProps) {
  const { id, name, value, onBlur, options, registry } = props;
  const ctx = registry.formContext as FormContext;
  const prefix = hasBehaviour(options, 'dollarPrefix');
  const { box, text, send, redraw } = useTypedText(props, prefix ? typed : grouped);
  return (
    <div className={prefix ? 'money-input money-input-typed' : 'money-input'}>
      {prefix ? null : <span className="money-prefix" aria-hidden="true">$</span>}
      <input
        {...inputProps(props)}
        type="text"
        {...box}
        onFocus={() => { if (prefix && text() === '') send('$'); }}
        onChange={(e) => {
          const next = applyFilter(fieldUi(options), e.target.value);
          if (ctx.refuse(name, dollarsOf(next))) redraw();
          else send(prefix ? next : groupThousands(next.replace(/[^\d]/g, '')));
        }}
        onBlur={() => {
          const now = text();
          const formatted = prefix ? (now.replace(/[^\d.]/g, '') === '' ? '' : formatters.wholeDollars(now)) : now;
          if (formatted !== now) send(formatted);
          onBlur(id, value);
        }}
      />
    </div>
  );
}

/** What a text typed in its box holds (the painted form's answers given to the model: ./typedValue.ts). */
CurrencyWidget.parse = dollarsOf;

export default CurrencyWidget;

export const widget = { name: 'currency', rank: 6, draws: ['integer', 'number'], says: 'Whole dollars: "$45,000" typed, the number kept (the schema\'s minimum and maximum apply).',
  question: { schema: { type: 'integer' }, ui: { 'ui:widget': 'currency', 'ui:inputmode': 'numeric', 'ui:autocomplete': 'off' } } } satisfies WidgetDeclaration;
