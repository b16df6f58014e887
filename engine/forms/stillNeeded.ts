import { interpolate } from '../content/interpolate';
import { pipes } from '../content/pipes';

/** The copy a form's sentences are made of. */
export interface FormWords {
  labels: Readonly<Record<string, string>>;
  copyValues: Readonly<Record<string, unknown>>;
  messages: Readonly<Record<string, string>>;
  /** The page's language, for "A, B and C". */
  language: string;
}

const text = (template: string | undefined, values: Readonly<Record<string, unknown>>) => (template ? interpolate(template, values as Record<string, unknown>, pipes, { mode: 'text' }) : '');

function listOf(items: readonly string[], language: string): string {
  try {
    return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}

// The line under a disabled submit (issue 15): "Still needed: First name, Date of birth and your agreement to the
// terms.", the fields by their labels and the agreement by its words (readinessOf's `needs`, 'consent' for the
// agreement); '' when nothing is needed.
export function stillNeeded(needs: readonly string[], words: FormWords): string {
  const named = needs.map((n) => (n === 'consent' ? words.messages.submitNeedsAgreement ?? '' : text(words.labels[n], words.copyValues))).filter(Boolean);
  return named.length ? text(words.messages.submitNeeds, { fields: listOf(named, words.language) }) : '';
}
