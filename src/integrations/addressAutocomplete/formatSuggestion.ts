import type { AddressSuggestion } from '../../../engine/queries/queries';

// One line per suggestion as the borrower reads it: "123 Main St Apt 4, Springfield, IL 62701".
export function formatSuggestion(suggestion: AddressSuggestion): string {
  const street = [suggestion.street_line, suggestion.secondary].filter(Boolean).join(' ');
  return `${street}, ${suggestion.city}, ${suggestion.state} ${suggestion.zipcode}`;
}
