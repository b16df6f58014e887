import type { WidgetDeclaration } from '../../../../engine/forms/uiVocabulary';
import type { WidgetProps } from '@rjsf/utils';
import type { FormContext } from '../FormContext';
import { describedBy } from '../ids';
import { isRequired } from '../required';
import { optionLabel } from './optionLabel';

// One answer from a short list, every choice visible (the UI schema picks radio over select). The group is the
// field template's fieldset; each choice is a labelled radio reachable with the arrow keys.
export function RadioWidget(props: WidgetProps) {
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

export default RadioWidget;

export const widget = { name: 'radio', rank: 11, draws: ['string', 'integer', 'number', 'boolean'], says: 'Radio buttons, one per option of the schema\'s enum or oneOf.',
  question: { schema: { type: 'string' }, ui: { 'ui:widget': 'radio' }, choices: true } } satisfies WidgetDeclaration;
