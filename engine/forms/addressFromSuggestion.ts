import type { FieldIssue } from '../fields/FieldIssue';
import type { AddressSuggestion } from '../queries/queries';

/** The address fields of the entry and prequal forms, in the order a borrower fills them, and the suggestion part for each. */
export const ADDRESS_FIELDS = [
  ['streetAddress1', 'street_line'], ['addressSecondaryNumber', 'secondary'], ['city', 'city'], ['stateCode', 'state'], ['zip', 'zipcode'],
] as const;

// Every address field, a missing part undefined so nothing of an earlier choice stays (its unit); a form takes its own.
export function addressFromSuggestion(suggestion: AddressSuggestion): Record<string, string | undefined> {
  return Object.fromEntries(ADDRESS_FIELDS.map(([field, part]) => {
    const value = String(suggestion[part] ?? '').trim();
    return [field, value === '' ? undefined : value];
  }));
}

// What a screen reader hears once suggestions arrive: how many, as message codes so singular and plural stay content's.
export function suggestionCountIssue(count: number): FieldIssue {
  if (count === 0) return { code: 'noMatchingAddresses' };
  if (count === 1) return { code: 'oneAddressFound' };
  return { code: 'addressesFound', params: { count: String(count) } };
}
