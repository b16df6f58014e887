import { browserStorage } from '../../runtime/browserStorage';

// Where the bank-link screens keep the OAuth return address (local) and the link token while the borrower is at
// their bank (this tab only); storage that throws falls back to memory rather than breaking the screen.
export const bankLinkStorage = {
  local: browserStorage(() => window.localStorage),
  session: browserStorage(() => window.sessionStorage),
};
