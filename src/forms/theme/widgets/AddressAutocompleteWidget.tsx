import { useCallback, useState } from 'react';
import { ADDRESS_FIELDS, addressFromSuggestion, suggestionCountIssue } from '../../../../engine/forms/addressFromSuggestion';
import { messageFor } from '../../../../engine/fields/messageFor';
import type { AddressSuggestion } from '../../../../engine/queries/queries';
import { AddressAutocompleteInput } from '../../../integrations/addressAutocomplete/AddressAutocompleteInput';
import { fieldControl } from '../../fieldControl';
import { applyFilter, fieldUi, inputProps, type FormContext, type WidgetDeclaration, type WidgetProps } from './widgetKit';
import { useTypedText } from './useTypedText';

// The street as a combobox of the address service's suggestions: choosing one fills the other address fields and
// focuses the first one after the street still empty (the unit, usually). With no service: a text field.
export default function AddressAutocompleteWidget(props: WidgetProps) {
  const { id, name, onBlur, options, registry, rawErrors } = props;
  const ctx = registry.formContext as FormContext;
  const ui = fieldUi(options);
  // The combobox is React's own input, drawn (with its suggestions) from its text as typed: that text is state.
  const [shown, setShown] = useState<string | null>(null);
  const { box, text, type, send } = useTypedText(props, undefined, { text: shown, show: setShown });
  const base = inputProps(props);
  const announce = useCallback((count: number) => messageFor(suggestionCountIssue(count), ctx.messages), [ctx.messages]);

  const choose = (suggestion: AddressSuggestion) => {
    const address = addressFromSuggestion(suggestion);
    send(address[name] ?? '');
    ctx.fill(Object.fromEntries(Object.entries(address).filter(([field]) => field !== name)));
    const form = document.getElementById(id)?.closest('form') ?? document;
    const after = ADDRESS_FIELDS.map(([field]) => field).slice(ADDRESS_FIELDS.findIndex(([field]) => field === name) + 1);
    after.filter((field) => address[field] === undefined).map((field) => fieldControl(form, field)).find(Boolean)?.focus();
  };

  if (!ctx.deps) {
    // No API to ask (a form drawn outside a flow screen).
    return (
      <input {...base} type="text" {...box}
        onChange={(e) => type(applyFilter(ui, e.target.value))}
        onBlur={() => onBlur(id, text())} />
    );
  }
  return (
    <AddressAutocompleteInput
      id={id} name={base.name} value={shown ?? box.defaultValue} deps={ctx.deps}
      onChange={type} onSelect={choose} onBlur={() => onBlur(id, text())}
      labelledBy={`${id}-label`} describedBy={base['aria-describedby']} invalid={Boolean(rawErrors?.length)}
      filter={(raw) => applyFilter(ui, raw)} announce={announce}
      maxLength={base.maxLength} required={base.required} disabled={base.disabled} autoComplete={base.autoComplete}
    />
  );
}

export const widget = { name: 'addressAutocomplete', rank: 16, draws: ['string'], says: 'The street address with suggestions from the address service; picking one fills city, state and zip.' } satisfies WidgetDeclaration;
