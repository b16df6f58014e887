import { useMemo } from 'react';
import type { ScreenCopy } from '../../engine/content/ScreenCopy';
import { catalog } from './catalog';
import { useLegalDocument } from './useLegalDocument';

// A screen's copy as the renderer draws it. A legal document's text is not in the first download: it is fetched
// the first time its screen (or its modal) shows, through the one cache of src/content/useLegalDocument.ts (the title
// is drawn at once, the text a moment later). If the fetch fails (offline), the body is the generic error text and
// the next visit tries again.
export function useScreenCopy(id: string | undefined): ScreenCopy | undefined {
  const base = id === undefined ? undefined : catalog.screens[id];
  const document = useLegalDocument(id);
  const body = document.state === 'ready' ? document.body : document.state === 'failed' ? catalog.errors.errorPageGeneric ?? '' : undefined;
  return useMemo(() => (base && body !== undefined ? { ...base, body } : base), [base, body]);
}
