// The copy the screens read: the borrower's locale's catalog (src/content/buildCatalog.ts), filled in by
// `useLocale` (src/content/locale.ts) before the first render and replaced in place when the borrower switches
// language, so every import of `catalog` sees the current one. Only the chosen locale is downloaded.
import { setAprSuffix, setDisplayLocale } from '../../engine/content/displayLocale';
import { buildCatalog, type Catalog } from './buildCatalog';
import type { RawCatalog } from './buildCatalog';

export type { Catalog } from './buildCatalog';

export const catalog: Catalog = {
  locale: '', screens: {}, modals: {}, lazyBodies: {}, site: {} as Catalog['site'], messages: {}, errors: {}, problems: [],
};

/** Makes `raw` the catalog every screen reads, and its language the one money, dates and rates are written in. */
export function installCatalog(raw: RawCatalog): Catalog {
  Object.assign(catalog, buildCatalog(raw));
  setDisplayLocale(catalog.locale);
  if (catalog.site.plan?.aprSuffix) setAprSuffix(catalog.site.plan.aprSuffix);
  return catalog;
}
