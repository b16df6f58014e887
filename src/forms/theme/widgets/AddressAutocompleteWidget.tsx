import type { WidgetDeclaration } from '../../../../engine/forms/uiVocabulary';
import type { WidgetProps } from '@rjsf/utils';
import { useCallback, useState } from 'react';
import { ADDRESS_FIELDS, addressFromSuggestion, suggestionCountIssue } from '../../../../engine/forms/addressFromSuggestion';
import { messageFor } from '../../../../engine/fields/messageFor';
import type { AddressSuggestion } from '../../../../engine/queries/queries';
import { AddressAutocompleteInput } from '../../../integrations/addressAutocomplete/AddressAutocompleteInput';
import { fieldControl } from '../../fieldControl';
import type { FormContext } from '../FormContext';
import { applyFilter, fieldUi } from '../uiOptions';
import { inputProps } from './inputProps';
import { useTypedText } from './useTypedText';

// `ui:widget: addressAutocomplete`: the street address as a combobox with suggestions from the address service
// (src/integrations/addressAutocomplete). Typing is the text field's own (filter, rjsf taking it up when typing
// pauses); choosing a suggestion sets the street here and the form's other address fields through rjsf
// (formContext.fill), then puts the cursor in the first address field after the street that is still empty (the
// unit, when the address has none), since the rest is done. With no service (or a failing one) it is a text field.
export function AddressAutocompleteWidget(props: WidgetProps) {
  const { id, name, onBlur, options, registry, rawErrors } = props;
  const ctx = registry.formContext as FormContext;
  const ui = fieldUi(options);
  // The combobox is React's own input, drawn from its text as it is typed (its suggestions too): that text is its
  // state, in place of a box the browser holds.
  const [shown, setShown] = useState<string | null>(null);
  const { box, text, type, send } = useTypedText(props, undefined, { text: shown, show: setShown });
  const base = inputProps(props);
  const announce = useCallback((count: number) => messageFor(suggestionCountIssue(count), ctx.messages), [ctx.messages]);

  const choose = (suggestion: AddressSuggestion) => {
    const address = addressFromSuggestion(suggestion);
    send(address[name] ?? '');
    ctx.fill(Object.fromEntries(Object.entries(address).filter(([field]) => field !== name)));
    // Each field's box found by the field's name (src/forms/fieldControl.ts), in this form.
    const form = document.getElementById(id)?.closest('form') ?? document;
    const after = ADDRESS_FIELDS.map(([field]) => field).slice(ADDRESS_FIELDS.findIndex(([field]) => field === name) + 1);
    after.filter((field) => address[field] === undefined).map((field) => fieldControl(form, field)).find(Boolean)?.focus();
  };

  if (!ctx.deps) {
    // No API to ask (a form drawn outside a flow screen): the plain text field.
    return (
      <input {...base} type="text" {...box}
        onChange={(e) => type(applyFilter(ui, e.target.value))}
        onBlur={() => onBlur(id, text())} />
    );
  }
  return (
    <AddressAutocompleteInput
      id={id}
      name={base.name}
      value={shown ?? box.defaultValue}
      onChange={(next) => type(next)}
      onSelect={choose}
      deps={ctx.deps}
      labelledBy={`${id}-label`}
      describedBy={base['aria-describedby']}
      invalid={Boolean(rawErrors?.length)}
      onBlur={() => onBlur(id, text())}
      filter={(raw) => applyFilter(ui, raw)}
      announce={announce}
      maxLength={base.maxLength}
      required={base.required}
      disabled={base.disabled}
      autoComplete={base.autoComplete}
    />
  );
}

export default AddressAutocompleteWidget;

export const widget = { name: 'addressAutocomplete', rank: 16, draws: ['string'], says: 'The street address with suggestions from the address service; picking one fills city, state and zip.' } satisfies WidgetDeclaration;
