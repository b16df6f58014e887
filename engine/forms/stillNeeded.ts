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
  if (!named.length) return '';
  const fields = listOf(named, words.language);
  return text(sentenceAround(words.messages.submitNeeds, fields), { fields });
}

/** A list that ends a sentence itself: its last label is a question ("...business?"), an exclamation or ends in '.'.
 * Only spaces and invisible format characters may follow the mark: the dev server's copy editor wraps every copy
 * text in such marks (authoring/shared/copyTag.ts), and a label ending "?" then ends "?" and one of them. */
const ENDS_SENTENCE = /[.?!…][\s\p{Cf}]*$/u;
/** The {fields} placeholder (with a pipe, if content gives one) and the full stop the sentence's words put after it. */
const FIELDS_THEN_STOP = /(\{\s*fields\s*(?:\|\s*\w+\s*)?\})\./;

// The sentence's full stop after the list is content's (messages.yaml: 'Still needed: {fields}.'); when the list
// already ends with its own mark (a question's label), that stop is dropped rather than read as "business?.".
function sentenceAround(template: string | undefined, fields: string): string | undefined {
  return template && ENDS_SENTENCE.test(fields) ? template.replace(FIELDS_THEN_STOP, '$1') : template;
}
