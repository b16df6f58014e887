import { compiler } from 'markdown-to-jsx';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { interpolate, pipesOf, placeholdersOf } from '../../../engine/content/interpolate';

const pipes = {
  currency: (value: unknown) => `$${Number(value).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  upper: (value: unknown) => String(value).toUpperCase(),
  broken: (): string => {
    throw new Error('formatter failed');
  },
};

// What a browser would show, rendered with raw HTML parsing ON so the escaping alone must make values inert.
const render = (markdown: string): string => renderToStaticMarkup(compiler(markdown));
const textOf = (html: string): string =>
  html.replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');

describe('interpolate', () => {
  it.each([
    ['an image tag', '<img src=x onerror=alert(1)>'],
    ['a script tag', '<script>alert(1)</script>'],
    ['bold Markdown', '**bold**'],
    ['a javascript link', '[link](javascript:alert(1))'],
    ['an image in Markdown', '![x](https://evil.test/x.png)'],
    ['a heading at line start', '# Heading'],
    ['a list marker', '- item'],
    ['an ordered list marker', '1. item'],
    ['a code span', '`code`'],
    ['an entity', '&lt;b&gt;'],
    ['quotes and apostrophes', `O'Brien "Bob" & Co`],
    ['backslashes', 'a\\*b\\'],
    ['a placeholder-looking value', '{merchantName}'],
  ])('shows %s typed into a value as plain text', (_case, hostile) => {
    for (const template of ['Hi {name}, welcome.', '{name}']) {
      const html = render(interpolate(template, { name: hostile, merchantName: 'ACME' }, pipes));
      expect(html).not.toMatch(/<(img|script|a|strong|em|h1|ul|ol|li|code)\b/);
      expect(textOf(html)).toContain(hostile);
    }
  });

  it('keeps a value on one line so it cannot start a new Markdown block', () => {
    const html = render(interpolate('Hi {name}', { name: 'Bob\n\n# Title\n- item' }, pipes));
    expect(html).not.toMatch(/<(h1|ul|li)\b/);
    expect(textOf(html)).toContain('Bob # Title - item');
  });

  it('applies the named pipe to the value', () => {
    expect(textOf(render(interpolate('Pay {amount|currency} to {merchant|upper}', { amount: 1234.5, merchant: 'acme' }, pipes))))
      .toBe('Pay $1,234.50 to ACME');
  });

  it('escapes what a pipe returns as well', () => {
    const html = render(interpolate('{name|upper}', { name: '<b>x</b>' }, pipes));
    expect(html).not.toContain('<B>');
    expect(textOf(html)).toBe('<B>X</B>');
  });

  it('reads dotted paths into nested values', () => {
    expect(interpolate('Call {creditBureau.phone}', { creditBureau: { phone: '555 0142' } }, pipes)).toBe('Call 555 0142');
  });

  it.each([
    ['a missing value', 'Hi {firstName}!', {}, 'Hi !'],
    ['a null value', 'Hi {firstName}!', { firstName: null }, 'Hi !'],
    ['an object value', 'Hi {firstName}!', { firstName: { a: 1 } }, 'Hi !'],
    ['a missing nested value', 'Call {creditBureau.phone}', { creditBureau: 'x' }, 'Call '],
    ['a value under a prototype key', 'Hi {toString}!', {}, 'Hi !'],
    ['an unknown pipe', 'Pay {amount|nope}.', { amount: 5 }, 'Pay .'],
    ['a pipe that throws', 'Pay {amount|broken}.', { amount: 5 }, 'Pay .'],
  ])('shows %s as an empty string without throwing', (_case, template, values, expected) => {
    expect(interpolate(template, values as Record<string, unknown>, pipes)).toBe(expected);
  });

  it('shows numbers and booleans as written', () => {
    expect(interpolate('{days} days, {flag}', { days: 3, flag: true }, pipes)).toBe('3 days, true');
  });

  it('leaves braces that are not placeholders alone', () => {
    expect(interpolate('{ not a placeholder } {1x}', {}, pipes)).toBe('{ not a placeholder } {1x}');
  });

  it('in text mode (tab titles) inserts values without Markdown escapes', () => {
    expect(interpolate('Pay {name}', { name: 'A_B & <C>' }, pipes, { mode: 'text' })).toBe('Pay A_B & <C>');
  });
});

describe('placeholdersOf and pipesOf', () => {
  it('list each name and pipe a template uses, once, in order', () => {
    const template = 'Hi {firstName}, pay {amount|currency} by {date|date}; {firstName} {creditBureau.phone}';
    expect(placeholdersOf(template)).toEqual(['firstName', 'amount', 'date', 'creditBureau.phone']);
    expect(pipesOf(template)).toEqual(['currency', 'date']);
  });

  it('find nothing in plain text', () => {
    expect(placeholdersOf('No placeholders here.')).toEqual([]);
    expect(pipesOf('No placeholders here.')).toEqual([]);
  });
});
