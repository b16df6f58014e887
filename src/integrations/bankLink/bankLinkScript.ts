/** The path the sandbox serves its bank-link stand-in script on (sandbox/standins/bankLink). */
export const BANK_LINK_STANDIN_PATH = '/standins/plaid/link-initialize.js';

export type BankLinkScript = { kind: 'plaid' } | { kind: 'url'; src: string };

// Where the bank-link script comes from, decided once from the build: unset or 'sandbox' is the stand-in on our
// own origin, 'plaid' is react-plaid-link loading Plaid's CDN itself, anything else is a script URL to load.
export function bankLinkScript(setting: string | undefined, origin: string): BankLinkScript {
  const value = setting?.trim();
  if (!value || value === 'sandbox') return { kind: 'url', src: new URL(BANK_LINK_STANDIN_PATH, origin).href };
  if (value === 'plaid') return { kind: 'plaid' };
  return { kind: 'url', src: new URL(value, origin).href };
}
