import { err, ok } from '../../../../engine/Result';
import type { Responder } from '../../../support/fakeDeps';

/** n suggestions as the autocomplete service answers them. */
export const suggestions = (n: number) => Array.from({ length: n }, (_, i) => ({
  street_line: `${100 + i} Main St`, secondary: i === 0 ? 'Apt 4' : null, city: 'Springfield', state: 'IL', zipcode: '62701',
}));

/** Answers every search with nine suggestions, 'quota' with the 402 quota failure. */
export const autocompleteService: Responder = (call) => {
  const search = (call.searchParams as { search?: string } | undefined)?.search;
  if (search === 'quota') return err({ kind: 'general', status: 402, message: 'autocomplete: lookup quota exceeded' });
  return ok({ suggestions: suggestions(9) });
};
