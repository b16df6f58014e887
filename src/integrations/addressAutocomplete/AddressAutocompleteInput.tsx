import { useState, type KeyboardEvent } from 'react';
import type { ActionDeps } from '../../../engine/actions/ActionTypes';
import type { AddressSuggestion } from '../../../engine/queries/queries';
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
}

// The street address field with suggestions, as an ARIA 1.2 combobox (list autocomplete): focus stays in the
// input, ArrowDown/ArrowUp move through the options (aria-activedescendant), Enter chooses, Escape closes. Only
// what the borrower types is looked up; a prefilled or chosen address is not.
export function AddressAutocompleteInput(props: AddressAutocompleteInputProps) {
  const { id, value, onChange, onSelect, deps, labelledBy, describedBy, invalid = false, errorMessage, onBlur, name } = props;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { suggestions } = useAddressSuggestions(deps, query);
  const count = suggestions.length;
  const expanded = open && count > 0;
  const activeIndex = expanded && active < count ? active : -1;
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const errorId = `${id}-error`;
  const showError = invalid && Boolean(errorMessage);
  const describedByIds = [describedBy, showError ? errorId : undefined].filter(Boolean).join(' ') || undefined;

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
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-labelledby={labelledBy}
        aria-describedby={describedByIds}
        aria-invalid={invalid || undefined}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setQuery(event.target.value);
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
      <ul id={listId} role="listbox" aria-labelledby={labelledBy} className="address-suggestions" hidden={!expanded}>
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
      </ul>
      {showError && (
        <div id={errorId} className="field-error">
          {errorMessage}
        </div>
      )}
    </div>
  );
}
