import type { StorageLike } from '../../../engine/session/StorageLike';

/** Local storage key of the full address the bank sent the borrower back to (spec section 2, route /). */
export const OAUTH_REDIRECT_KEY = 'oauthRedirectUri';
const LINK_TOKEN_KEY = 'bankLinkToken:';

const hasOauthState = (href: string): boolean => {
  try {
    return new URL(href).searchParams.has('oauth_state_id');
  } catch {
    return false;
  }
};

// The OAuth return: the bank comes back with ?oauth_state_id=..., either to / (saved there first) or straight to
// /link_bank_oauth. The link must be re-opened with that full address and the same link token as before, so the
// token is kept for the tab (session storage) while the borrower is at the bank.
export const oauthReturn = {
  /** Saves the address when it carries an oauth_state_id; true when it did. */
  saveIfPresent(href: string, local: StorageLike): boolean {
    if (!hasOauthState(href)) return false;
    local.setItem(OAUTH_REDIRECT_KEY, href);
    return true;
  },
  /** The address to finish the link with: the current one when it carries the state id, else the saved one. */
  received(href: string, local: StorageLike): string | null {
    if (oauthReturn.saveIfPresent(href, local)) return href;
    const saved = local.getItem(OAUTH_REDIRECT_KEY);
    return saved && hasOauthState(saved) ? saved : null;
  },
  clear(local: StorageLike): void {
    local.removeItem(OAUTH_REDIRECT_KEY);
  },
  saveLinkToken(session: StorageLike, loanId: string, token: string): void {
    session.setItem(LINK_TOKEN_KEY + loanId, token);
  },
  linkToken(session: StorageLike, loanId: string): string | null {
    return session.getItem(LINK_TOKEN_KEY + loanId);
  },
  clearLinkToken(session: StorageLike, loanId: string): void {
    session.removeItem(LINK_TOKEN_KEY + loanId);
  },
};
