import { useEffect, useMemo, useState } from 'react';
import type { ScreenCopy } from '../../engine/content/ScreenCopy';
import { catalog } from './catalog';

const loaded = new Map<string, string>();

// A screen's copy as the renderer draws it. A legal document's text is not in the first download: it is fetched
// the first time its screen shows (the title is drawn at once, the text a moment later) and kept for next time.
// If the fetch fails (offline), the body is the generic error text and the next visit tries again.
export function useScreenCopy(id: string | undefined): ScreenCopy | undefined {
  const base = id === undefined ? undefined : catalog.screens[id];
  const load = id === undefined ? undefined : catalog.lazyBodies[id];
  // Bodies are kept per language: after a switch the other language's text is fetched, not the cached one shown.
  const key = id === undefined ? undefined : `${catalog.locale}:${id}`;
  const [failed, setFailed] = useState<string | null>(null);
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (key === undefined || !load || loaded.has(key)) return;
    let live = true;
    load().then(
      (body) => {
        loaded.set(key, body);
        if (live) setVersion((v) => v + 1);
      },
      () => {
        if (live) setFailed(key);
      },
    );
    return () => {
      live = false;
    };
  }, [key, load]);
  const body = key === undefined || !load ? undefined : loaded.get(key) ?? (failed === key ? catalog.errors.errorPageGeneric ?? '' : undefined);
  return useMemo(() => (base && body !== undefined ? { ...base, body } : base), [base, body]);
}
