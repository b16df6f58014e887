import type { AddressSuggestion } from './sampleAddresses';

/** The most suggestions the stand-in returns, whatever max_results asks for (the app asks for 7). */
export const MAX_SUGGESTIONS = 7;

const normalise = (text: string): string => text.toLowerCase().replace(/[\s,]+/g, ' ').trim();
const fullText = (a: AddressSuggestion): string => normalise([a.street_line, a.secondary, a.city, a.state, a.zipcode].join(' '));

// Suggestions for what the borrower typed: addresses starting with the text first, then those containing it,
// case-insensitive, in the sample list's order, at most `max` (capped at MAX_SUGGESTIONS).
export function searchAddresses(addresses: readonly AddressSuggestion[], search: string, max: number): AddressSuggestion[] {
  const needle = normalise(search);
  if (needle === '') return [];
  const limit = Math.max(0, Math.min(Math.floor(max), MAX_SUGGESTIONS));
  const starts = addresses.filter((a) => fullText(a).startsWith(needle));
  const contains = addresses.filter((a) => !fullText(a).startsWith(needle) && fullText(a).includes(needle));
  return [...starts, ...contains].slice(0, limit).map((a) => ({ ...a }));
}
