/** The route the bank sends the borrower back to after its own login page. */
export const OAUTH_RETURN_PATH = '/link_bank_oauth';

// Section 7: the link token call carries redirectUri only when the page is secure or on localhost (Plaid refuses
// plain-http redirect addresses elsewhere); otherwise the field is left out.
export function bankLinkRedirectUri(location: Pick<Location, 'protocol' | 'hostname' | 'origin'>): string | null {
  const allowed = location.protocol === 'https:' || location.hostname === 'localhost';
  return allowed ? `${location.origin}${OAUTH_RETURN_PATH}` : null;
}
