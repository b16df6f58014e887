import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { catalog } from '../content/catalog';
import { atoms } from '../state/atoms';

/** How long "You're back online." stays once the connection returns. */
const BACK_ONLINE_MS = 4_000;

// A line above the screen while the phone is offline, and for a moment once it is back, so the borrower knows why
// nothing goes through and that what they typed is kept. The browser's online/offline events drive it; the words
// are site.yaml `network:`. Announced politely (role="status"): it never takes the focus from a form.
export function NetworkStatus() {
  // Redrawn on a language switch: the words are read from the catalog as it draws.
  useAtomValue(atoms.locale);
  const [state, setState] = useState<'online' | 'offline' | 'back'>(() => (typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'online'));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offline = () => {
      clearTimeout(timer);
      setState('offline');
    };
    const online = () => {
      setState('back');
      clearTimeout(timer);
      timer = setTimeout(() => setState('online'), BACK_ONLINE_MS);
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
  const words = catalog.site.network;
  const text = state === 'offline' ? words.offline : state === 'back' ? words.online : undefined;
  return (
    <div className={`network-status network-${state}`} role="status" aria-live="polite">
      {text ? <p>{text}</p> : null}
    </div>
  );
}
