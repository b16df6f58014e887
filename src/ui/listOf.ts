// "A, B and C" in the page's language (Intl.ListFormat follows <html lang>, or the language given: the boot's painter
// writes before the page has one), so a sentence that names several things reads as a sentence in any locale the
// content has.
export function listOf(items: readonly string[], language?: string): string {
  const lang = language ?? (typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en');
  try {
    return new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}
