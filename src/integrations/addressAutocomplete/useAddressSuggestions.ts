import { useEffect, useRef, useState } from 'react';
import type { ActionDeps } from '../../../engine/actions/ActionTypes';
import { queries, type AddressSuggestion } from '../../../engine/queries/queries';
import { addressSuggestionsOn, markSuggestionsMissing } from './addressSuggestionsOn';
import { suggestionCache } from './suggestionCache';

/** Section 7: suggestions are asked for 400 ms after typing stops. */
export const SUGGESTION_DEBOUNCE_MS = 400;

export interface AddressSuggestions {
  /** Up to 7; the last answer stays while a newer one is on its way, none when the text is empty. */
  suggestions: AddressSuggestion[];
  /** True while the answer for the current text is awaited. */
  loading: boolean;
}

// Address suggestions for what the borrower is typing: one request per text after a 400 ms pause, answers cached
// per text, and a quota failure (402) or any other failure simply gives no suggestions (queries.addressSuggestions).
// Nothing is asked when the build turned suggestions off or the host turned out to have no endpoint for them.
export function useAddressSuggestions(deps: ActionDeps, text: string): AddressSuggestions {
  const search = text.trim();
  const [answer, setAnswer] = useState<{ search: string; suggestions: AddressSuggestion[] }>({ search: '', suggestions: [] });
  const latestDeps = useRef(deps);
  useEffect(() => {
    latestDeps.current = deps;
  });

  useEffect(() => {
    if (!search || !addressSuggestionsOn()) return;
    const cached = suggestionCache.peek(search);
    if (cached) {
      setAnswer({ search, suggestions: cached });
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      if (!addressSuggestionsOn()) return;
      const ask = () => queries.addressSuggestions(latestDeps.current, search).then((found) => {
        if (found === null) markSuggestionsMissing();
        return found ?? [];
      });
      void suggestionCache.get(search, ask).then((suggestions) => {
        if (live) setAnswer({ search, suggestions });
      });
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [search]);

  if (!search || !addressSuggestionsOn()) return { suggestions: [], loading: false };
  return { suggestions: answer.suggestions.slice(0, 7), loading: answer.search !== search };
}
