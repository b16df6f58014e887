import type { WidgetDeclaration } from '../../../../engine/forms/uiVocabulary';
import type { WidgetProps } from '@rjsf/utils';
import type { FormContext } from '../FormContext';
import { isRequired } from '../required';
import { hasBehaviour } from '../uiOptions';
import { Markdown } from '../../../ui/Markdown';

// A yes/no answer as one box with its label beside it (the label is Markdown: an agreement links to the
// documents). With recordConsent the tick goes to the server first and counts only once it is recorded.
export function CheckboxWidget(props: WidgetProps) {
  const { id, name, value, onChange, onBlur, options, registry, rawErrors, disabled, required } = props;
  const ctx = registry.formContext as FormContext;
  const consent = hasBehaviour(options, 'recordConsent');
  const checked = value === true;
  return (
    <div className="check">
      <input id={id} name={name} type="checkbox" checked={checked} disabled={disabled} required={isRequired(ctx, name, required)}
        aria-invalid={rawErrors?.length ? true : undefined} aria-describedby={rawErrors?.length ? `${id}-error` : undefined}
        onChange={(e) => {
          onChange(e.target.checked ? true : undefined);
          if (consent) ctx.onConsent(e.target.checked);
        }}
        onBlur={() => onBlur(id, value)} />
      <label htmlFor={id} className="check-label"><Markdown text={ctx.markdown(name)} values={ctx.copyValues} inline /></label>
    </div>
  );
}

export default CheckboxWidget;

export const widget = { name: 'checkbox', rank: 12, draws: ['boolean'], says: 'One yes/no tick box with its label beside it.', question: { schema: { type: 'boolean' }, ui: { 'ui:widget': 'checkbox' } } } satisfies WidgetDeclaration;
