// Whether the address field asks for suggestions. They come from an endpoint the host provides, not the lender
// (schemas/api/openapi.yaml autocompleteAddress; README, "Deploying dist/"): a build for a host without one says
// VITE_ADDRESS_SUGGESTIONS=off and the field is a plain text box that asks nothing. A build that asks and finds no
// endpoint there (404, 405, 501, or the site's own page instead of JSON) stops asking for the page's life.
let missing = false;

// Read at each ask, so a test (or a host's build) decides it, and a missing endpoint is asked once, not per pause.
export function addressSuggestionsOn(): boolean {
  // import.meta.env is the build's: the build drawing the painted form with this widget (scripts/vite/firstPaintForm.ts) has none.
  return !missing && (import.meta.env?.VITE_ADDRESS_SUGGESTIONS as string | undefined)?.trim().toLowerCase() !== 'off';
}

/** The host has no suggestions endpoint: stop asking (queries.addressSuggestions said null). */
export function markSuggestionsMissing(): void {
  missing = true;
}

/** Forgets a missing endpoint (tests, or a fresh page). */
export function resetSuggestionsMissing(): void {
  missing = false;
}
