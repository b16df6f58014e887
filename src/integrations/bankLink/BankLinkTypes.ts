import type { PlaidLinkOnExit, PlaidLinkOnSuccess } from 'react-plaid-link';

/** What a screen gives the bank-link adapter: react-plaid-link's own option names, so either backend fits. */
export interface BankLinkOptions {
  /** The link token; nothing is created until it is known. */
  token: string | null;
  /** The full address the bank sent the borrower back to (OAuth return only). */
  receivedRedirectUri?: string | undefined;
  onSuccess: PlaidLinkOnSuccess;
  onExit: PlaidLinkOnExit;
}

/** What the adapter gives back: the subset of usePlaidLink's result the screens use, plus a load failure flag. */
export interface BankLinkHandle {
  open: () => void;
  /** True once the script has loaded and the handler has initialised (its onLoad fired). */
  ready: boolean;
  /** True when the bank-link script could not be loaded. */
  failed: boolean;
}
