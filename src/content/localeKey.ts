/** Where this browser remembers the borrower's language (a locale code, nothing personal). No imports: the build's
 * inline script (src/runtime/inlineFirstRead.ts) reads it too. */
export const LOCALE_KEY = 'locale';
