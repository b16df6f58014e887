import { describedBy, isRequired, optionLabel, type FormContext, type WidgetDeclaration, type WidgetProps } from './widgetKit';

// One answer from a short list, every choice a labelled radio in the field template's fieldset.
export default function RadioWidget(props: WidgetProps) {
  const { id, name, value, onChange, onBlur, options, registry, rawErrors, disabled, required } = props;
  const ctx = registry.formContext as FormContext;
  const hint = Boolean(ctx.label(`${name}Hint`));
  return (
    <div className="choice-list" role="radiogroup" aria-required={isRequired(ctx, name, required) || undefined} aria-invalid={rawErrors?.length ? true : undefined} aria-describedby={describedBy(id, rawErrors?.length, hint)}>
      {(options.enumOptions ?? []).map((o, i) => (
        <label key={String(o.value)} className={`choice${o.value === value ? ' choice-on' : ''}`} htmlFor={i === 0 ? id : `${id}-${i}`}>
          <input id={i === 0 ? id : `${id}-${i}`} type="radio" name={id} value={String(i)} checked={o.value === value} disabled={disabled}
            onChange={() => onChange(o.value)} onBlur={() => onBlur(id, value)} />
          <span>{optionLabel(ctx, name, o.value)}</span>
        </label>
      ))}
    </div>
  );
}

export const widget = { name: 'radio', rank: 11, draws: ['string', 'integer', 'number', 'boolean'], says: 'Radio buttons, one per option of the schema\'s enum or oneOf.',
  question: { schema: { type: 'string' }, ui: { 'ui:widget': 'radio' }, choices: true } } satisfies WidgetDeclaration;
