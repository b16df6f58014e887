import { run } from '@zootools/email-spell-checker';

// Catches a mistyped provider ("name@gmial.com") and proposes the likely address, so a borrower does not miss
// the texts and documents we email. Null when there is nothing better to suggest.
export function suggestEmail(value: string): string | null {
  const email = value.trim();
  if (!email.includes('@')) return null;
  const suggestion = run({ email });
  if (suggestion === undefined || suggestion.full.toLowerCase() === email.toLowerCase()) return null;
  return suggestion.full;
}
