import type { ScreenCopy } from '../../../engine/content/ScreenCopy';
import type { SiteCopy } from '../../../engine/content/SiteCopy';
import { catalog } from '../../content/catalog';

type Compiled = { ok: true; value: unknown } | { ok: false; error: string[] };

// Puts a saved copy file, as the app compiles it, into the catalog every screen reads (src/content/catalog.ts), so
// the next render shows the new words without reloading the page (what is typed, the open modal and a field's
// message stay). Only the previewed language's file is needed. Returns false when the page must reload instead: a
// legal document's text, which the screen keeps once fetched (src/content/useScreenCopy.ts).
export function patchCatalog(file: string, key: string, compiled: unknown): boolean {
  const result = compiled as Compiled | undefined;
  if (!result || !result.ok) return false;
  const id = file.replace(/^(screens|modals)\//, '').replace(/\.md$/, '');
  if (file.startsWith('screens/')) {
    if (key === 'body' && catalog.lazyBodies[id]) return false;
    catalog.screens[id] = result.value as ScreenCopy;
  } else if (file.startsWith('modals/')) catalog.modals[id] = result.value as ScreenCopy;
  else if (file === 'messages.yaml') catalog.messages = { ...(result.value as Record<string, string>) };
  else if (file === 'errors.yaml') catalog.errors = { ...(result.value as Record<string, string>) };
  else if (file === 'site.yaml') catalog.site = result.value as SiteCopy;
  else return false;
  return true;
}
