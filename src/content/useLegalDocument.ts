import { useCallback, useEffect, useState } from 'react';
import { catalog } from './catalog';

/** What a legal document's text is, as the modal showing it draws it. */
export type LegalDocumentState =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'ready'; body: string }
  | { state: 'failed'; retry: () => void };

// Texts already fetched, by their loader: each language's catalog has its own (a switch of language fetches the
// other language's text).
const loaded = new WeakMap<() => Promise<string>, string>();

// A legal document (content/<locale>/screens/<id>.md: terms, privacy, esign...) for a modal that shows it in full.
// Its text is not in the first download: it is fetched the first time a modal asks for it, in the borrower's
// language, and kept. A fetch that fails (offline) is said, with a retry that fetches it again. 'none' when the id
// names no legal document.
export function useLegalDocument(id: string | undefined): LegalDocumentState {
  const load = id === undefined ? undefined : catalog.lazyBodies[id];
  const [failed, setFailed] = useState<(() => Promise<string>) | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (!load || loaded.has(load)) return undefined;
    let live = true;
    load().then(
      (body) => {
        loaded.set(load, body);
        if (live) setVersion((v) => v + 1);
      },
      () => {
        if (live) setFailed(() => load);
      },
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);
  const retry = useCallback(() => {
    setFailed(null);
    setAttempt((n) => n + 1);
  }, []);
  if (!load) return { state: 'none' };
  const body = loaded.get(load);
  if (body !== undefined) return { state: 'ready', body };
  return failed === load ? { state: 'failed', retry } : { state: 'loading' };
}
