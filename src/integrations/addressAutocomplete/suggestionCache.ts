import type { AddressSuggestion } from '../../../engine/queries/queries';

/** Enough searches for one address form; the oldest are forgotten first. */
const MAX_ENTRIES = 100;
const done = new Map<string, AddressSuggestion[]>();
const pending = new Map<string, Promise<AddressSuggestion[]>>();

// Suggestions per search text for the page's lifetime (section 7: "cached per search text"), so going back to a
// text already typed costs no request, and two fields asking at once share one request.
export const suggestionCache = {
  /** The answer for this text if one already arrived. */
  peek(search: string): AddressSuggestion[] | undefined {
    return done.get(search);
  },
  /** The answer for this text: cached, in flight, or fetched now. */
  get(search: string, fetch: () => Promise<AddressSuggestion[]>): Promise<AddressSuggestion[]> {
    const known = done.get(search);
    if (known) return Promise.resolve(known);
    const inFlight = pending.get(search);
    if (inFlight) return inFlight;
    const request = fetch().then((list) => {
      pending.delete(search);
      done.set(search, list);
      if (done.size > MAX_ENTRIES) done.delete(done.keys().next().value as string);
      return list;
    });
    pending.set(search, request);
    return request;
  },
  /** Forgets everything (tests, or a new form). */
  clear(): void {
    done.clear();
    pending.clear();
  },
};
