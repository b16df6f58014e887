import { escapeMarkdown } from './escapeMarkdown';
import type { Pipe } from './interpolate';

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

const markdownPipe = (make: (value: string) => string | null): Pipe =>
  Object.assign((value: unknown) => {
    const raw = text(value).trim();
    return raw ? (make(raw) ?? escapeMarkdown(raw)) : '';
  }, { markdown: true as const, plain: text });

// Tappable contacts in copy ({creditBureau.website|link}, {creditBureau.phone|tel}, {email|mailto}): the pipe
// writes the Markdown link itself, escaping the text and accepting only a web address, a phone number or an
// email address as the target, so a value can never become a script link.
export const linkPipes = {
  link: markdownPipe((v) => (/^https?:\/\/[^\s()<>]+$/i.test(v) ? `[${escapeMarkdown(v.replace(/^https?:\/\//i, ''))}](${encodeURI(v)})` : null)),
  tel: markdownPipe((v) => {
    const digits = v.replace(/[^\d+]/g, '');
    return digits.length >= 7 ? `[${escapeMarkdown(v)}](tel:${digits})` : null;
  }),
  mailto: markdownPipe((v) => (/^[^\s@()<>[\]]+@[^\s@()<>[\]]+\.[a-z]{2,}$/i.test(v) ? `[${escapeMarkdown(v)}](mailto:${v})` : null)),
} as const;
