import { hasBehaviour, isRequired, type FormContext, type WidgetDeclaration, type WidgetProps } from './widgetKit';
import { Markdown } from '../../../ui/Markdown';

// A yes/no box with its Markdown label beside it. With recordConsent the tick counts once the server recorded it.
export default function CheckboxWidget(props: WidgetProps) {
  const { id, name, value, onChange, onBlur, options, registry, rawErrors, disabled, required } = props;
  const ctx = registry.formContext as FormContext;
  return (
    <div className="check">
      <input id={id} name={name} type="checkbox" checked={value === true} disabled={disabled} required={isRequired(ctx, name, required)}
        aria-invalid={rawErrors?.length ? true : undefined} aria-describedby={rawErrors?.length ? `${id}-error` : undefined}
        onChange={(e) => {
          onChange(e.target.checked ? true : undefined);
          if (hasBehaviour(options, 'recordConsent')) ctx.onConsent(e.target.checked);
        }}
        onBlur={() => onBlur(id, value)} />
      <label htmlFor={id} className="check-label"><Markdown text={ctx.markdown(name)} values={ctx.copyValues} inline /></label>
    </div>
  );
}

export const widget = { name: 'checkbox', rank: 12, draws: ['boolean'], says: 'One yes/no tick box with its label beside it.', question: { schema: { type: 'boolean' }, ui: { 'ui:widget': 'checkbox' } } } satisfies WidgetDeclaration;
