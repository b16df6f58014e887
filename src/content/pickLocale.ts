import { availableLocales, chooseLocale, LOCALE_KEY } from './locale';

// The borrower's language for this visit: the one remembered in this browser (a locale code only), else the
// browser's, else English (engine/content/chooseLocale.ts decides).
export function pickLocale(): string {
  const stored = (() => {
    try {
      return window.localStorage.getItem(LOCALE_KEY);
    } catch {
      return null;
    }
  })();
  return chooseLocale(navigator.languages?.length ? navigator.languages : [navigator.language], availableLocales, stored);
}
