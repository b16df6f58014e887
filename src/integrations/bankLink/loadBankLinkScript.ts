import type { Plaid } from 'react-plaid-link';

const loads = new Map<string, Promise<boolean>>();

const plaidOf = (win: Window): Plaid | undefined => (win as Window & { Plaid?: Plaid }).Plaid;

// Injects the bank-link script once per address (a <script src>, so a strict CSP with script-src 'self' allows
// the stand-in) and resolves true when window.Plaid exists. A failed load resolves false and may be retried.
export function loadBankLinkScript(src: string, win: Window = window): Promise<boolean> {
  const known = loads.get(src);
  if (known) return known;
  const load = new Promise<boolean>((resolve) => {
    const doc = win.document;
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve(plaidOf(win) !== undefined));
    script.addEventListener('error', () => {
      loads.delete(src);
      script.remove();
      resolve(false);
    });
    doc.head.appendChild(script);
  });
  loads.set(src, load);
  return load;
}
