import type { FieldIssue } from '../fields/FieldIssue';
import type { AddressSuggestion } from '../queries/queries';

/**
 * The address fields of our forms (the spec's borrower data field names, shared by the entry and prequal address
 * forms), in the order a borrower fills them, each with the suggestion part that fills it.
 */
export const ADDRESS_FIELDS = [
  ['streetAddress1', 'street_line'],
  ['addressSecondaryNumber', 'secondary'],
  ['city', 'city'],
  ['stateCode', 'state'],
  ['zip', 'zipcode'],
] as const;

// What choosing a suggestion puts in the form: every address field, a missing part left empty (undefined: the
// field holds no value), so an address chosen after another leaves nothing of the first (its unit, say). A form
// takes only the fields it has (the prequal form has no state).
export function addressFromSuggestion(suggestion: AddressSuggestion): Record<string, string | undefined> {
  return Object.fromEntries(ADDRESS_FIELDS.map(([field, part]) => {
    const value = String(suggestion[part] ?? '').trim();
    return [field, value === '' ? undefined : value];
  }));
}

// What a screen reader hears once suggestions for the typed text arrive: how many, as message codes
// (content/en/messages.yaml) so the words, and their singular and plural, stay product's.
export function suggestionCountIssue(count: number): FieldIssue {
  if (count === 0) return { code: 'noMatchingAddresses' };
  if (count === 1) return { code: 'oneAddressFound' };
  return { code: 'addressesFound', params: { count: String(count) } };
}
