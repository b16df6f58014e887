import { formatters, parsers } from '../../../../engine/fields/registry';
import { groupThousands } from '../../../../engine/fields/shared/groupThousands';
import { applyFilter, fieldUi, hasBehaviour, inputProps, type FormContext, type WidgetDeclaration, type WidgetProps } from './widgetKit';
import { useTypedText, type TextAndValue } from './useTypedText';

const dollarsOf = (text: string): number | undefined => parsers.wholeDollars(text) ?? undefined;
/** The amount as typed, '$' and all, formatted on blur ("$45,000"), or its digits grouped as typed ("45,000"). */
const amount = (show: (digits: string) => string): TextAndValue =>
  ({ valueOf: dollarsOf, textOf: (value) => (typeof value === 'number' ? show(String(value)) : '') });
const typed = amount(formatters.wholeDollars);
const grouped = amount(groupThousands);

// Whole dollars typed ("$45,000" or 45000), the number held. dollarPrefix: '$' shows on focus, a lone '$' is cleared on
// blur. An amount the model refuses (refuseAboveMaximum) leaves the box as it was; any other goes to the model at
// once, so what reads it beside the form (the calculator's plans) follows each keystroke.
export default function CurrencyWidget(props: WidgetProps) {
  const { id, name, value, onBlur, options, registry } = props;
  const ctx = registry.formContext as FormContext;
  const prefix = hasBehaviour(options, 'dollarPrefix');
  const { box, text, send, redraw } = useTypedText(props, prefix ? typed : grouped);
  return (
    <div className={prefix ? 'money-input money-input-typed' : 'money-input'}>
      {prefix ? null : <span className="money-prefix" aria-hidden="true">$</span>}
      <input
        {...inputProps(props)} type="text" {...box}
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

/** What a text typed in its box holds (./typedValue.ts). */
CurrencyWidget.parse = dollarsOf;

export const widget = { name: 'currency', rank: 6, draws: ['integer', 'number'], says: 'Whole dollars: "$45,000" typed, the number kept (the schema\'s minimum and maximum apply).',
  question: { schema: { type: 'integer' }, ui: { 'ui:widget': 'currency', 'ui:inputmode': 'numeric', 'ui:autocomplete': 'off' } } } satisfies WidgetDeclaration;
