// The borrower's language: chosen by engine/content/chooseLocale.ts, its copy loaded here.
import { loaders, locales } from 'virtual:content-locales';
export { chooseLocale } from '../../engine/content/chooseLocale';
import { installCatalog, type Catalog } from './catalog';

/** The browser storage key of the borrower's chosen language. */
export { LOCALE_KEY } from './localeKey';
export const availableLocales: readonly string[] = locales;

/** Downloads the locale's copy (its own chunk), makes it the one every screen reads, and sets the page's language. */
export async function loadLocale(locale: string): Promise<Catalog> {
  const load = loaders[locale] ?? loaders[availableLocales[0] ?? 'en'];
  if (!load) throw new Error(`no copy for locale ${locale}`);
  const raw = await load();
  const installed = installCatalog(raw);
  if (typeof document !== 'undefined') document.documentElement.lang = installed.locale;
  return installed;
}
