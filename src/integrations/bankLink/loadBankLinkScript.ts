import type { Plaid } from 'react-plaid-link';
import { loadOnce, type LoadOnce } from '../../../engine/runtime/loadOnce';

const loads = new Map<string, LoadOnce<boolean>>();

const plaidOf = (win: Window): Plaid | undefined => (win as Window & { Plaid?: Plaid }).Plaid;

// Injects the bank-link script once per address (a <script src>, so a strict CSP with script-src 'self' allows
// the stand-in) and resolves true when window.Plaid exists. A failed load resolves false and may be retried
// (engine/runtime/loadOnce.ts).
export function loadBankLinkScript(src: string, win: Window = window): Promise<boolean> {
  let once = loads.get(src);
  if (!once) {
    once = loadOnce(() => new Promise<boolean>((resolve, reject) => {
      const doc = win.document;
      const script = doc.createElement('script');
      script.src = src;
      script.async = true;
      script.addEventListener('load', () => resolve(plaidOf(win) !== undefined));
      script.addEventListener('error', () => {
        script.remove();
        reject(new Error(`the bank-link script ${src} did not load`));
      });
      doc.head.appendChild(script);
    }));
    loads.set(src, once);
  }
  return once.load().catch(() => false);
}
