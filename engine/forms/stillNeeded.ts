import { listOf } from '../content/listOf';
import { interpolate, type Pipe } from '../content/interpolate';

export interface FormWords {
  labels: Readonly<Record<string, string>>;
  copyValues: Readonly<Record<string, unknown>>;
  messages: Readonly<Record<string, string>>;
  language: string;
  /** The pipes copy may use here (the app's all; the boot's painter those it carries). */
  pipes: Readonly<Record<string, Pipe>>;
}

/** A list ending a sentence itself ("...business?"). Invisible format characters may follow the mark: the dev
 * server's copy editor wraps every copy text in them (authoring/shared/copyTag.ts). */
const ENDS_SENTENCE = /[.?!…][\s\p{Cf}]*$/u;
/** The {fields} placeholder (a pipe too, if content gives one) and the full stop content puts after it. */
const FIELDS_THEN_STOP = /(\{\s*fields\s*(?:\|\s*\w+\s*)?\})\./;

// The line under a disabled submit (issue 15), from readinessOf's `needs` ('consent': the agreement); '' when none.
export function stillNeeded(needs: readonly string[], words: FormWords): string {
  const text = (template: string | undefined, values: Readonly<Record<string, unknown>>) => (template ? interpolate(template, values as Record<string, unknown>, words.pipes as Record<string, Pipe>, { mode: 'text' }) : '');
  const named = needs.map((n) => (n === 'consent' ? words.messages.submitNeedsAgreement ?? '' : text(words.labels[n], words.copyValues))).filter(Boolean);
  if (!named.length) return '';
  const fields = listOf(named, words.language);
  const template = words.messages.submitNeeds;
  // A list that ends with its own mark drops content's full stop after it: "business?", never "business?.".
  return text(template && ENDS_SENTENCE.test(fields) ? template.replace(FIELDS_THEN_STOP, '$1') : template, { fields });
}
