import { loaders } from 'virtual:content-locales';
import type { RawCatalog } from '../../../src/content/buildCatalog';
import { catalog, installCatalog } from '../../../src/content/catalog';

type Compiled = RawCatalog['screens'][string];

// Puts a saved copy file, as the app compiles it, into every locale's catalog the page holds or will hold: each
// locale's copy module (virtual:content/<locale>, the one a switch of language installs again) takes the new file,
// and the catalog every screen reads is installed again from the current locale's, so the next render shows the
// new words without reloading the page (what is typed, the open modal and a field's message stay), and a switch
// of language later shows them too. Returns false when the page must reload instead: a legal document's text, which
// the screen keeps once fetched (src/content/useLegalDocument.ts).
export async function patchCatalogs(file: string, key: string, compiled: Readonly<Record<string, unknown>>): Promise<boolean> {
  const id = file.replace(/^(screens|modals)\//, '').replace(/\.md$/, '');
  for (const [locale, value] of Object.entries(compiled)) {
    const result = value as Compiled | undefined;
    const load = loaders[locale];
    if (!load || !result || !result.ok) return false;
    const raw = await load();
    if (file.startsWith('screens/')) {
      if (id in raw.legalHeads) {
        if (key === 'body') return false;
        raw.legalHeads[id] = result;
      } else raw.screens[id] = result;
    } else if (file.startsWith('modals/')) raw.modals[id] = result;
    else if (file === 'messages.yaml') raw.messages = result;
    else if (file === 'errors.yaml') raw.errors = result;
    else if (file === 'site.yaml') raw.site = result;
    else return false;
  }
  const current = loaders[catalog.locale];
  if (!current) return false;
  installCatalog(await current());
  return true;
}
