import { usePlaidLink } from 'react-plaid-link';
import { bankLinkScript } from './bankLinkScript';
import type { BankLinkHandle, BankLinkOptions } from './BankLinkTypes';
import { fetchBankLinkScriptAhead } from './loadBankLinkScript';
import { useScriptedBankLink } from './useScriptedBankLink';

const script = bankLinkScript(import.meta.env.VITE_BANK_LINK_SCRIPT as string | undefined, window.location.origin);
/** The bank-link environment: sandbox unless the build says development or production. */
const env = (import.meta.env.VITE_BANK_LINK_ENV as string | undefined) || 'sandbox';

// With Plaid's own CDN script: react-plaid-link as it comes.
function usePlaidCdnLink(options: BankLinkOptions): BankLinkHandle {
  const { token, receivedRedirectUri, onSuccess, onExit } = options;
  const link = usePlaidLink({ token, onSuccess, onExit, ...(token && receivedRedirectUri ? { receivedRedirectUri } : {}) });
  return { open: link.open, ready: link.ready, failed: link.error !== null };
}

// With the sandbox stand-in (or another script by URL): the same handler, created from the script we load.
function useUrlScriptLink(options: BankLinkOptions): BankLinkHandle {
  return useScriptedBankLink(script.kind === 'url' ? script.src : '', env, options);
}

// The one bank-link adapter every screen uses (see docs/adr/0003-bank-link-standin.md). react-plaid-link always
// loads https://cdn.plaid.com/..., which the sandbox cannot reach, so the backend is chosen once per build.
export const useBankLink: (options: BankLinkOptions) => BankLinkHandle = script.kind === 'plaid' ? usePlaidCdnLink : useUrlScriptLink;

// What a screen before the bank link fetches ahead besides its code (docs/adr/0010): the script we load ourselves.
// Plaid's CDN script is left to react-plaid-link, which takes a script tag it finds as one already loaded.
export function bankLinkAhead(): void {
  if (script.kind === 'url') fetchBankLinkScriptAhead(script.src);
}
