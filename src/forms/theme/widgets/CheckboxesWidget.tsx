import { optionLabel, type FormContext, type WidgetDeclaration, type WidgetProps } from './widgetKit';

// Several answers from a list (an array of enum values): a checkbox per choice inside the field's fieldset.
export default function CheckboxesWidget(props: WidgetProps) {
  const { id, name, value, onChange, onBlur, options, registry, rawErrors, disabled } = props;
  const ctx = registry.formContext as FormContext;
  const picked: unknown[] = Array.isArray(value) ? value : [];
  const choices = options.enumOptions ?? [];
  return (
    <div className="choice-list">
      {choices.map((o, i) => {
        const on = picked.includes(o.value);
        return (
          <label key={String(o.value)} className={`choice${on ? ' choice-on' : ''}`} htmlFor={i === 0 ? id : `${id}-${i}`}>
            <input id={i === 0 ? id : `${id}-${i}`} type="checkbox" name={id} checked={on} disabled={disabled}
              aria-invalid={rawErrors?.length ? true : undefined} aria-describedby={rawErrors?.length ? `${id}-error` : undefined}
              onChange={() => {
                const next = choices.map((c) => c.value).filter((v) => (v === o.value ? !on : picked.includes(v)));
                onChange(next.length ? next : undefined);
              }}
              onBlur={() => onBlur(id, value)} />
            <span>{optionLabel(ctx, name, o.value)}</span>
          </label>
        );
      })}
    </div>
  );
}

export const widget = { name: 'checkboxes', rank: 13, draws: ['array'], says: 'Tick boxes, one per option (an array field with enum items).',
  question: { schema: { type: 'array', items: { type: 'string' }, uniqueItems: true }, ui: { 'ui:widget': 'checkboxes' }, choices: true } } satisfies WidgetDeclaration;
