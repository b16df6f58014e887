import type { Plaid } from 'react-plaid-link';
import { loadOnce, type LoadOnce } from '../../../engine/runtime/loadOnce';

/** A script's one download, the attempt a screen before the bank link started ahead, and whether a screen asked. */
interface ScriptLoad {
  once: LoadOnce<boolean>;
  ahead: Promise<boolean> | null;
  asked: boolean;
}

const loads = new Map<string, ScriptLoad>();

const plaidOf = (win: Window): Plaid | undefined => (win as Window & { Plaid?: Plaid }).Plaid;

// Injects the bank-link script once per address (a <script src>, so a strict CSP with script-src 'self' allows
// the stand-in), resolving true when window.Plaid exists. A failed load may be retried (engine/runtime/loadOnce.ts).
function scriptLoad(src: string, win: Window): ScriptLoad {
  let entry = loads.get(src);
  if (!entry) {
    entry = {
      ahead: null,
      asked: false,
      once: loadOnce(() => new Promise<boolean>((resolve, reject) => {
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
      })),
    };
    loads.set(src, entry);
  }
  return entry;
}

// The bank-link screen's own load: true once window.Plaid exists, false when the script did not load (the screen
// says so, and its Try again calls this again). An attempt started ahead that fails is made again once here, so the
// borrower only ever sees the failure of a download made for the screen they are on.
export function loadBankLinkScript(src: string, win: Window = window): Promise<boolean> {
  const entry = scriptLoad(src, win);
  entry.asked = true;
  const attempt = entry.once.load();
  const own = attempt === entry.ahead ? attempt.catch(() => entry.once.load()) : attempt;
  return own.catch(() => false);
}

// Fetched (and run: it only defines window.Plaid) while the borrower reads the screen before the bank link, so the
// bank link's button is ready when its screen is drawn (docs/adr/0010). A failure is swallowed: the screen loads it again.
export function fetchBankLinkScriptAhead(src: string, win: Window = window): void {
  const entry = scriptLoad(src, win);
  if (entry.asked || entry.once.ready()) return;
  const attempt = entry.once.load();
  entry.ahead = attempt;
  attempt.catch(() => undefined);
}
