// "A, B and C" in a language (Intl.ListFormat), so a sentence that names several things reads as a sentence in any
// locale the content has.
export function listOf(items: readonly string[], language: string): string {
  try {
    return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}
