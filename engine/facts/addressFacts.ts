/** What the page's address tells the routing rules. */
export interface AddressFacts {
  direct: boolean;
  oauthStateId: string | null;
  prequal: boolean;
}

// The routing facts an address carries (borrower spec sections 2 and 7): the direct marker, the bank's oauth return
// (kept from an earlier address when this one has none) and the prequal marker. The app's route and the boot's
// painter read an address through this one function, so both route the same page the same way.
export function addressFacts(search: URLSearchParams, earlierOauthStateId: string | null = null): AddressFacts {
  return { direct: search.get('direct') === 'true', oauthStateId: search.get('oauth_state_id') ?? earlierOauthStateId, prequal: search.get('prequal') === 'true' };
}
