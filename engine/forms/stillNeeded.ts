import { listOf } from '../content/listOf';
import { interpolate, type Pipe } from '../content/interpolate';

/** The copy a form's sentences are made of. */
export interface FormWords {
  labels: Readonly<Record<string, string>>;
  copyValues: Readonly<Record<string, unknown>>;
  messages: Readonly<Record<string, string>>;
  /** The page's language, for "A, B and C". */
  language: string;
  /** The pipes copy may use here (the app's all; the boot's painter those it carries). */
  pipes: Readonly<Record<string, Pipe>>;
}

// The line under a disabled submit (issue 15): "Still needed: First name, Date of birth and your agreement to the
// terms.", the fields by their labels and the agreement by its words (readinessOf's `needs`, 'consent' for the
// agreement); '' when nothing is needed. The app's form and the boot's painted one both say it with this.
export function stillNeeded(needs: readonly string[], words: FormWords): string {
  const text = (template: string | undefined, values: Readonly<Record<string, unknown>>) => (template ? interpolate(template, values as Record<string, unknown>, words.pipes as Record<string, Pipe>, { mode: 'text' }) : '');
  const named = needs.map((n) => (n === 'consent' ? words.messages.submitNeedsAgreement ?? '' : text(words.labels[n], words.copyValues))).filter(Boolean);
  return named.length ? text(words.messages.submitNeeds, { fields: listOf(named, words.language) }) : '';
}
