import { useEffect, useState, type KeyboardEvent } from 'react';
import type { ActionDeps } from '../../../engine/actions/ActionTypes';
import type { AddressSuggestion } from '../../../engine/queries/queries';
import { addressSuggestionsOn } from './addressSuggestionsOn';
import { formatSuggestion } from './formatSuggestion';
import { useAddressSuggestions } from './useAddressSuggestions';

export interface AddressAutocompleteInputProps {
  id: string;
  value: string;
  /** Every change of the text, typed or chosen (a choice sets the street line). */
  onChange: (value: string) => void;
  /** A suggestion was chosen: fill city, state and zip from it. */
  onSelect: (suggestion: AddressSuggestion) => void;
  deps: ActionDeps;
  labelledBy: string;
  describedBy?: string | undefined;
  invalid?: boolean | undefined;
  /** The field's error text when invalid (content: messages.invalidAddress, 'Please enter a valid address'). */
  errorMessage?: string | undefined;
  onBlur?: (() => void) | undefined;
  name?: string | undefined;
  /** What a keystroke may put in the box (the field's as-you-type filter); the text is looked up as filtered. */
  filter?: ((raw: string) => string) | undefined;
  /** What a screen reader hears when suggestions for the typed text arrive ('3 addresses found'); none: silent. */
  announce?: ((count: number) => string) | undefined;
  /** The input's own rules, as any text field of the form has them. */
  maxLength?: number | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  /** The browser's autofill token; 'off' by default, since the combobox's own list replaces the browser's. */
  autoComplete?: string | undefined;
}

// The street address field with suggestions, as an ARIA 1.2 combobox (list autocomplete): focus stays in the
// input, ArrowDown/ArrowUp move through the options (aria-activedescendant), Enter chooses, Escape closes. Only
// what the borrower types is looked up; a prefilled or chosen address is not. Once the answer for the typed text
// is in, a polite live region says how many addresses were found (or none), so a screen reader user knows there is a
// list to arrow into; a failed lookup simply finds none, and the box keeps working as a plain text field.
export function AddressAutocompleteInput(props: AddressAutocompleteInputProps) {
  const { id, value, onChange, onSelect, deps, labelledBy, describedBy, invalid = false, errorMessage, onBlur, name, filter, announce } = props;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { suggestions, loading } = useAddressSuggestions(deps, query);
  // Without the host's suggestions endpoint the field is a plain text box: no combobox, no list, no announcement.
  const suggesting = addressSuggestionsOn();
  const count = suggestions.length;
  const expanded = open && count > 0;
  const activeIndex = expanded && active < count ? active : -1;
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const errorId = `${id}-error`;
  const showError = invalid && Boolean(errorMessage);
  const describedByIds = [describedBy, showError ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  const announcement = announce && open && query.trim() !== '' && !loading ? announce(count) : '';
  // The list scrolls past a few options on a small screen: keep the one the arrow keys reached in sight.
  const activeOption = activeIndex >= 0 ? optionId(activeIndex) : null;
  useEffect(() => {
    if (activeOption) document.getElementById(activeOption)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOption]);
  // The answer for newer text replaces the list under the arrow keys: the highlight starts again rather than
  // silently landing on another address at the same place (Enter would take an address the borrower never heard).
  const listed = suggestions.map(formatSuggestion).join('\n');
  useEffect(() => setActive(-1), [listed]);

  const choose = (suggestion: AddressSuggestion) => {
    onChange(suggestion.street_line);
    onSelect(suggestion);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!query && value) setQuery(value);
      const down = event.key === 'ArrowDown';
      if (!expanded) {
        setOpen(true);
        if (!event.altKey) setActive(down ? 0 : count - 1);
        return;
      }
      setActive(down ? (activeIndex + 1) % count : activeIndex <= 0 ? count - 1 : activeIndex - 1);
    } else if (event.key === 'Enter') {
      const suggestion = activeIndex >= 0 ? suggestions[activeIndex] : undefined;
      if (!suggestion) return;
      event.preventDefault();
      choose(suggestion);
    } else if (event.key === 'Escape') {
      if (!expanded) return;
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="address-autocomplete">
      <input
        id={id}
        name={name}
        type="text"
        {...(suggesting ? { role: 'combobox', 'aria-autocomplete': 'list' as const, 'aria-expanded': expanded, 'aria-controls': listId } : {})}
        autoComplete={props.autoComplete ?? (suggesting ? 'off' : 'address-line1')}
        maxLength={props.maxLength}
        required={props.required}
        disabled={props.disabled}
        aria-activedescendant={activeOption ?? undefined}
        aria-labelledby={labelledBy}
        aria-describedby={describedByIds}
        aria-invalid={invalid || undefined}
        value={value}
        onChange={(event) => {
          const text = filter ? filter(event.target.value) : event.target.value;
          onChange(text);
          setQuery(text);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
          onBlur?.();
        }}
      />
      {suggesting && <ul id={listId} role="listbox" aria-labelledby={labelledBy} aria-busy={loading || undefined} className="address-suggestions" hidden={!expanded}>
        {suggestions.map((suggestion, index) => (
          <li
            key={`${formatSuggestion(suggestion)}-${index}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className={index === activeIndex ? 'address-suggestion active' : 'address-suggestion'}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
          >
            {formatSuggestion(suggestion)}
          </li>
        ))}
      </ul>}
      {suggesting && <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">{announcement}</div>}
      {showError && (
        <div id={errorId} className="field-error">
          {errorMessage}
        </div>
      )}
    </div>
  );
}
