import type { WidgetDeclaration } from '../../../../engine/forms/uiVocabulary';
import type { WidgetProps } from '@rjsf/utils';
import { useModelSays } from '../../useModelSays';
import type { FormContext } from '../FormContext';
import { describedBy } from '../ids';
import { filteredAnswer } from '../uiOptions';
import { inputProps } from './inputProps';

// Zip: digits only; with the zipCheck behaviour the form asks the server whether a 5-digit zip exists. While that
// runs the field says 'checking...' under the input, tied to it like any hint.
export function ZipWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, options, registry, rawErrors } = props;
  const ctx = registry.formContext as FormContext;
  const text = typeof value === 'string' ? value : '';
  // The lender's check, as the form's model holds it.
  const checking = useModelSays(ctx.model, (model) => model.get().zip) === 'checking';
  return (
    <>
      <input
        {...inputProps(props, checking)}
        aria-describedby={describedBy(id, rawErrors?.length, checking)}
        type="text"
        inputMode="numeric"
        aria-busy={checking || undefined}
        value={text}
        onChange={(e) => onChange(filteredAnswer(options, e.target.value))}
        onBlur={() => onBlur(id, text)}
      />
      {checking ? <div id={`${id}-hint`} className="field-hint">{ctx.checkingText}</div> : null}
    </>
  );
}

export default ZipWidget;

export const widget = { name: 'zip', rank: 5, draws: ['string'], says: 'A 5-digit zip code box.',
  question: { schema: { $ref: 'definitions/zip.json' }, ui: { 'ui:widget': 'zip', 'ui:filter': 'zip', 'ui:inputmode': 'numeric' } } } satisfies WidgetDeclaration;
