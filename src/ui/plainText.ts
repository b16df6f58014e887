import { interpolate } from '../../engine/content/interpolate';
import { pipes } from '../../engine/content/pipes';

/** A copy string filled in as plain text (labels, button texts, the document title): no Markdown, no escapes. */
export function plainText(template: string | undefined, values: Record<string, unknown>): string {
  return template ? interpolate(template, values, pipes, { mode: 'text' }) : '';
}
