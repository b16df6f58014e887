import { useModelSays } from '../../useModelSays';
import { filteredAnswer, inputProps, type FormContext, type WidgetDeclaration, type WidgetProps } from './widgetKit';

// Zip: digits only. While the model's zip check (zipCheck) runs, 'checking...' shows under the input as its hint.
export default function ZipWidget(props: WidgetProps) {
  const { id, value, onChange, options, registry } = props;
  const ctx = registry.formContext as FormContext;
  const text = typeof value === 'string' ? value : '';
  const checking = useModelSays(ctx.model, (model) => model.get().zip) === 'checking';
  return (
    <>
      <input
        {...inputProps(props, checking)}
        type="text" inputMode="numeric" aria-busy={checking || undefined} value={text}
        onChange={(e) => onChange(filteredAnswer(options, e.target.value))}
      />
      {checking ? <div id={`${id}-hint`} className="field-hint">{ctx.checkingText}</div> : null}
    </>
  );
}

export const widget = { name: 'zip', rank: 5, draws: ['string'], says: 'A 5-digit zip code box.',
  question: { schema: { $ref: 'definitions/zip.json' }, ui: { 'ui:widget': 'zip', 'ui:filter': 'zip', 'ui:inputmode': 'numeric' } } } satisfies WidgetDeclaration;
